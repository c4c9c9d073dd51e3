/**
 * Login (000 §2 Account screens, 001 §2 §4 §5 §8): user/creator switch (remembered), e-mail or
 * username, password, captcha, a forgot-password mode, social buttons per the server's config,
 * and the spec's outcomes: 401 under the e-mail field, 423 to e-mail verification, 403 banned,
 * creator mode to the creators' panel, otherwise back to where the user came from.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import * as v from 'valibot'
import { isLocale } from '../../../contract/languages'
import { EmailBodySchema, PasswordLoginBodySchema } from '../../../contract/schemas/auth'
import { isApiError } from '../../api/errors'
import { usePreferences } from '../../api/use-preferences'
import { readStored, STORAGE_KEYS, writeStored } from '../../lib/storage'
import { AppLink } from '../../ui/app-link'
import { Button, buttonClass } from '../../ui/button'
import { FormError, FormNotice, PasswordField, TextField } from '../../ui/form/fields'
import { valibotResolver } from '../../ui/form/valibot-resolver'
import { LockIcon, XLogoIcon } from '../../ui/icons'
import { safeRedirect } from '../age-gate'
import { activateLocale } from '../language'
import { AuthCard, authStyles as styles } from './auth-card'
import { BannedDialog } from './banned-dialog'
import { CaptchaField, type CaptchaHandle } from './captcha-field'
import { appConfigQuery, login, mintPanelLoginCode, sendRecoverEmail, sendVerificationEmail } from './queries'
import { applyServerErrors } from './server-errors'

const route = getRouteApi('/shell/gated/login')

type LoginMode = 'user' | 'creator'
type LoginInput = v.InferInput<typeof PasswordLoginBodySchema>
type RecoverInput = v.InferInput<typeof EmailBodySchema>

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
  const { locale } = usePreferences()
  const config = useQuery(appConfigQuery())
  const captcha = useRef<CaptchaHandle>(null)
  const [generalErrors, setGeneralErrors] = useState<string[]>([])
  const [isBanned, setIsBanned] = useState(false)
  const form = useForm<LoginInput, unknown, v.InferOutput<typeof PasswordLoginBodySchema>>({
    resolver: valibotResolver(PasswordLoginBodySchema),
    defaultValues: { email: search.email ?? '', password: '', remember_me: true },
  })
  const { register, handleSubmit, setError, setValue, formState } = form
  const needsCaptcha = config.data?.captcha ?? true

  const submit = handleSubmit(async (values) => {
    setGeneralErrors([])
    if (needsCaptcha && !values.recaptcha) {
      setError('recaptcha', { message: 'captcha' })
      return
    }
    try {
      const session = await login({ ...values, remember_me: true })
      const { user } = session
      if (user.last_lang_code && isLocale(user.last_lang_code) && user.last_lang_code !== locale) {
        await activateLocale(user.last_lang_code)
      }
      if (search.payment_id) {
        await navigate({
          href: `/payment/${encodeURIComponent(search.payment_id)}/result${search.sc ? `?sc=${search.sc}` : ''}`,
        })
      } else if (mode === 'creator' && user.model_id !== null) {
        // The panel gets a one-time code to exchange, not the access token (001 §4 asks for the
        // token in the URL, where history, logs and Referer would keep it).
        const code = await mintPanelLoginCode()
        const panel = new URL(config.data?.creators_panel_url ?? 'https://creators.velvet.example')
        panel.searchParams.set('model_id', String(code.model_id))
        panel.searchParams.set('login_token', code.token)
        window.location.assign(panel.toString())
      } else {
        await navigate({ href: safeRedirect(search.redirect) ?? '/home', replace: true })
      }
    } catch (error) {
      captcha.current?.reset()
      if (!isApiError(error)) {
        setGeneralErrors([t`An error ocurred`])
      } else if (error.status === 401) {
        setError('email', { message: t`The user and/or password are not correct.` })
      } else if (error.status === 423) {
        onUnverified(values.email.includes('@') ? values.email : '')
      } else if (error.status === 403 && error.code === 'banned') {
        setIsBanned(true)
      } else if (error.status === 403 && error.code === 'account_disabled') {
        await navigate({ to: '/disabled' })
      } else if (error.isNetwork) {
        setGeneralErrors([t`You are offline. Logging in needs a connection.`])
      } else {
        const rest = applyServerErrors(error, setError, ['email', 'password', 'recaptcha'])
        setGeneralErrors(rest.length > 0 ? rest : [t`An error ocurred`])
      }
    }
  })

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
      {mode === 'creator' ? (
        <FormNotice>
          <Trans>Creators log in here and continue to the creators' panel.</Trans>
        </FormNotice>
      ) : null}
      <form className={styles.form} onSubmit={submit} noValidate>
        {generalErrors.length > 0 ? (
          <FormError>
            {generalErrors.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </FormError>
        ) : null}
        <TextField
          label={t`E-mail or username`}
          autoComplete="username"
          inputMode="email"
          autoCapitalize="none"
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label={t`Password`}
          autoComplete="current-password"
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <div className={styles.row}>
          <span />
          <button type="button" className={styles.link} onClick={onForgot}>
            <Trans>Forgot your password?</Trans>
          </button>
        </div>
        {needsCaptcha ? (
          <CaptchaField
            ref={captcha}
            error={formState.errors.recaptcha?.message}
            onChange={(payload) => setValue('recaptcha', payload, { shouldValidate: formState.isSubmitted })}
          />
        ) : null}
        <Button type="submit" size="large" block isLoading={formState.isSubmitting}>
          <Trans>Log in</Trans>
        </Button>
      </form>
      {config.data?.social.twitter ? (
        <>
          <div className={styles.divider}>
            <Trans>or</Trans>
          </div>
          {/* A full page navigation: the server sends the browser on to the provider. */}
          <a
            className={buttonClass({ variant: 'secondary', size: 'large', block: true })}
            href="/api/auth/social/twitter"
          >
            <XLogoIcon size={18} />
            <Trans>Continue with X (Twitter)</Trans>
          </a>
        </>
      ) : null}
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
      <BannedDialog isOpen={isBanned} onClose={() => setIsBanned(false)} />
    </AuthCard>
  )
}

function RecoverRequest({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const { t } = useLingui()
  const [status, setStatus] = useState<'idle' | 'sent' | 'failed'>('idle')
  const form = useForm<RecoverInput, unknown, v.InferOutput<typeof EmailBodySchema>>({
    resolver: valibotResolver(EmailBodySchema),
    defaultValues: { email: initialEmail.includes('@') ? initialEmail : '' },
  })
  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await sendRecoverEmail(email)
      setStatus('sent')
    } catch {
      setStatus('failed')
    }
  })
  return (
    <AuthCard
      title={<Trans>Reset your password</Trans>}
      subtitle={<Trans>Enter your e-mail and we will send you a link to choose a new password.</Trans>}
      icon={<LockIcon size={28} />}
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        {status === 'sent' ? (
          <FormNotice>
            <Trans>
              If an account exists for this e-mail, a link to reset the password is on its way. Check your inbox.
            </Trans>
          </FormNotice>
        ) : null}
        {status === 'failed' ? (
          <FormError>
            <Trans>An error ocurred</Trans>
          </FormError>
        ) : null}
        <TextField
          label={t`E-mail`}
          type="email"
          autoComplete="email"
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
        <Button type="submit" size="large" block isLoading={form.formState.isSubmitting}>
          <Trans>Send the recovery link</Trans>
        </Button>
      </form>
      <div className={styles.footer}>
        <button type="button" className={styles.link} onClick={onBack}>
          <Trans>Back to log in</Trans>
        </button>
      </div>
    </AuthCard>
  )
}

/** 423: the account's e-mail is not verified yet (001 §8); resend, then back to login. */
function VerifyEmailNotice({ email, onBack }: { email: string; onBack: () => void }) {
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent'>('idle')
  return (
    <AuthCard
      title={<Trans>Verify your e-mail first</Trans>}
      subtitle={
        <Trans>We sent you a link when you registered. Open it to confirm your e-mail address, then log in.</Trans>
      }
      icon={<LockIcon size={28} />}
    >
      {status === 'sent' ? (
        <FormNotice>
          <Trans>A new verification link is on its way to {email}.</Trans>
        </FormNotice>
      ) : null}
      {email ? (
        <Button
          variant="secondary"
          size="large"
          block
          isLoading={status === 'sending'}
          onClick={async () => {
            setStatus('sending')
            await sendVerificationEmail(email).catch(() => undefined)
            setStatus('sent')
          }}
        >
          <Trans>Send the link again</Trans>
        </Button>
      ) : null}
      <Button size="large" block onClick={onBack}>
        <Trans>Back to log in</Trans>
      </Button>
    </AuthCard>
  )
}
