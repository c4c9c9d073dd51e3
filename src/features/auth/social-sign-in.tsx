/**
 * Social sign-in on the login screen: a button per provider the
 * server offers (X by default, Google when switched on), each a full page navigation to the
 * social-login path on the write API, which sends the browser to the provider and back to
 * `/login?social=done` (or `failed`). Done: the session is taken from the refresh cookie the
 * callback set, then the person goes on to where they were.
 */
import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { writeApiUrl } from '../../api/client'
import { buttonClass } from '../../ui/button'
import { FormError } from '../../ui/form/fields'
import { GoogleLogoIcon, RefreshIcon, XLogoIcon } from '../../ui/icons'
import { safeRedirect } from '../age-gate'
import { appConfigQuery } from '../session'
import { AuthCard, authStyles as styles } from './auth-card'
import { takeSocialSession } from './queries'
import { once } from './single-flight'

/** The social-login path on the write API, with where to come back to. */
function socialPath(provider: 'twitter' | 'google', redirect: string | undefined): string {
  const back = safeRedirect(redirect)
  return writeApiUrl(`/api/auth/social/${provider}${back ? `?redirect=${encodeURIComponent(back)}` : ''}`)
}

export function SocialButtons({ redirect }: { redirect: string | undefined }) {
  const config = useQuery(appConfigQuery())
  const social = config.data?.social
  if (!social?.twitter && !social?.google) return null
  const button = buttonClass({ variant: 'secondary', size: 'large', block: true })
  return (
    <>
      <div className={styles.divider}>
        <Trans>or</Trans>
      </div>
      {/* Full page navigations: the server sends the browser on to the provider. */}
      {social.twitter ? (
        <a className={button} href={socialPath('twitter', redirect)}>
          <XLogoIcon size={18} />
          <Trans>Continue with X (Twitter)</Trans>
        </a>
      ) : null}
      {social.google ? (
        <a className={button} href={socialPath('google', redirect)}>
          <GoogleLogoIcon size={18} />
          <Trans>Continue with Google</Trans>
        </a>
      ) : null}
    </>
  )
}

/** The provider sent the person back without a sign-in (cancelled, or it failed on the way). */
export function SocialFailedNotice() {
  return (
    <FormError>
      <Trans>Signing in with X or Google did not finish. Try again, or log in with your e-mail and password.</Trans>
    </FormError>
  )
}

/** Back from the provider signed in: takes the session, then goes on to where the person was. */
export function SocialSessionResume({ redirect }: { redirect: string | undefined }) {
  const navigate = useNavigate()
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    once('social-session', takeSocialSession).then((signedIn) => {
      if (signedIn) void navigate({ href: safeRedirect(redirect) ?? '/home', replace: true })
      else setFailed(true)
    })
  }, [navigate, redirect])
  if (failed) {
    return (
      <AuthCard title={<Trans>Log in to Velvet</Trans>}>
        <SocialFailedNotice />
        <a className={buttonClass({ size: 'large', block: true })} href="/login">
          <Trans>Back to log in</Trans>
        </a>
      </AuthCard>
    )
  }
  return (
    <AuthCard title={<Trans>Logging you in…</Trans>} icon={<RefreshIcon size={28} />}>
      {null}
    </AuthCard>
  )
}
