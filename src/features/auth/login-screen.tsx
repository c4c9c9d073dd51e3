/**
 * Login: user/creator switch (remembered), e-mail or
 * username, password, captcha, a forgot-password mode, social buttons per the server's config,
 * and the spec's outcomes: 401 under the e-mail field, 423 to e-mail verification, 403 banned,
 * creator mode to the creators' panel, otherwise back to where the user came from.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import * as v from 'valibot'
import type { AuthSession } from '../../../contract/schemas/user'
import { readStored, STORAGE_KEYS, writeStored } from '../../lib/storage'
import { AppLink } from '../../ui/app-link'
import { Button } from '../../ui/button'
import { FormNotice } from '../../ui/form/fields'
import { LockIcon } from '../../ui/icons'
import { safeRedirect } from '../age-gate'
import { appConfigQuery } from '../session'
import { AuthCard, authStyles as styles } from './auth-card'
import { LoginForm as LoginFields } from './login-form'
import { usePanelLoginCodeMutation } from './queries'
import { RecoverForm } from './recover-form'
import { ResendVerification } from './resend-verification'
import { SignOutNotice } from './sign-out-notice'
import { SocialButtons, SocialFailedNotice, SocialSessionResume } from './social-sign-in'

const route = getRouteApi('/shell/gated/login')

type LoginMode = 'user' | 'creator'

export function LoginScreen() {
  const search = route.useSearch()
  const [mode, setMode] = useState<LoginMode>(() =>
    search.redirect === 'webstars-panel'
      ? 'creator'
      : (readStored(STORAGE_KEYS.loginMode, v.picklist(['user', 'creator'])) ?? 'user'),
  )
  const [isRecovery, setIsRecovery] = useState(search.recover !== undefined)
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null)
  const chooseMode = (next: LoginMode) => {
    setMode(next)
    writeStored(STORAGE_KEYS.loginMode, next)
  }

  if (search.social === 'done') return <SocialSessionResume redirect={search.redirect} />
  if (unverifiedEmail !== null)
    return <VerifyEmailNotice email={unverifiedEmail} onBack={() => setUnverifiedEmail(null)} />
  if (isRecovery) return <RecoverRequest initialEmail={search.email ?? ''} onBack={() => setIsRecovery(false)} />
  return (
    <LoginForm
      mode={mode}
      onModeChange={chooseMode}
      onForgot={() => setIsRecovery(true)}
      onUnverified={setUnverifiedEmail}
    />
  )
}

function LoginForm({
  mode,
  onModeChange,
  onForgot,
  onUnverified,
}: {
  mode: LoginMode
  onModeChange: (mode: LoginMode) => void
  onForgot: () => void
  onUnverified: (email: string) => void
}) {
  const { t } = useLingui()
  const search = route.useSearch()
  const navigate = useNavigate()
  const config = useQuery(appConfigQuery())
  const panelLoginCode = usePanelLoginCodeMutation()

  async function afterLogin(session: AuthSession['data']) {
    const { user } = session
    if (search.payment_id) {
      await navigate({
        href: `/payment/${encodeURIComponent(search.payment_id)}/result${search.sc ? `?sc=${search.sc}` : ''}`,
      })
    } else if (mode === 'creator' && user.model_id !== null) {
      // The panel gets a one-time code to exchange, not the access token: a token in
      // the URL is what history, logs and Referer would keep.
      const code = await panelLoginCode.mutateAsync()
      const panel = new URL(config.data?.creators_panel_url ?? 'https://creators.velvet.example')
      panel.searchParams.set('model_id', String(code.model_id))
      panel.searchParams.set('login_token', code.token)
      window.location.assign(panel.toString())
    } else {
      await navigate({ href: safeRedirect(search.redirect) ?? '/home', replace: true })
    }
  }

  return (
    <AuthCard
      title={<Trans>Log in to Velvet</Trans>}
      subtitle={<Trans>Welcome back. One account, one device at a time.</Trans>}
    >
      <fieldset className={styles.switch} aria-label={t`Log in as`}>
        <button type="button" aria-pressed={mode === 'user'} onClick={() => onModeChange('user')}>
          <Trans>User</Trans>
        </button>
        <button type="button" aria-pressed={mode === 'creator'} onClick={() => onModeChange('creator')}>
          <Trans>Creator</Trans>
        </button>
      </fieldset>
      <SignOutNotice />
      {search.social === 'failed' ? <SocialFailedNotice /> : null}
      {mode === 'creator' ? (
        <FormNotice>
          <Trans>Creators log in here and continue to the creators' panel.</Trans>
        </FormNotice>
      ) : null}
      <LoginFields
        initialEmail={search.email ?? ''}
        onLoggedIn={afterLogin}
        onForgot={onForgot}
        onUnverified={onUnverified}
      />
      <SocialButtons redirect={search.redirect} />
      <div className={styles.footer}>
        <p>
          <Trans>
            New here?{' '}
            <Link className={styles.link} to="/signup">
              Create an account
            </Link>
          </Trans>
        </p>
        <p>
          <AppLink className={styles.link} href="/subscribe">
            <Trans>See membership plans</Trans>
          </AppLink>
          {' · '}
          <AppLink className={styles.link} href="/support">
            <Trans>Support</Trans>
          </AppLink>
        </p>
      </div>
    </AuthCard>
  )
}

function RecoverRequest({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  return (
    <AuthCard
      title={<Trans>Reset your password</Trans>}
      subtitle={<Trans>Enter your e-mail and we will send you a link to choose a new password.</Trans>}
      icon={<LockIcon size={28} />}
    >
      <RecoverForm initialEmail={initialEmail} />
      <div className={styles.footer}>
        <button type="button" className={styles.link} onClick={onBack}>
          <Trans>Back to log in</Trans>
        </button>
      </div>
    </AuthCard>
  )
}

/** 423: the account's e-mail is not verified yet; resend, then back to login. */
function VerifyEmailNotice({ email, onBack }: { email: string; onBack: () => void }) {
  return (
    <AuthCard
      title={<Trans>Verify your e-mail first</Trans>}
      subtitle={
        <Trans>We sent you a link when you registered. Open it to confirm your e-mail address, then log in.</Trans>
      }
      icon={<LockIcon size={28} />}
    >
      {email ? <ResendVerification email={email} /> : null}
      <Button size="large" block onClick={onBack}>
        <Trans>Back to log in</Trans>
      </Button>
    </AuthCard>
  )
}
