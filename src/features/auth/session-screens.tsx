/** Leaving and entering a session without a form: /signedout, /logout, /token_login, /disabled. */
import { Trans } from '@lingui/react/macro'
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { endSession } from '../../api/session'
import { buttonClass } from '../../ui/button'
import { LockIcon, RefreshIcon, WifiOffIcon } from '../../ui/icons'
import { AuthCard } from './auth-card'
import { login, logout } from './queries'
import { SignOutNotice } from './sign-out-notice'
import { once } from './single-flight'

export function SignedOutScreen() {
  return (
    <AuthCard
      title={<Trans>You have been signed out</Trans>}
      subtitle={
        <Trans>
          Your account was opened on another device, or your session ended. For your security, Velvet works on one
          device at a time.
        </Trans>
      }
      icon={<WifiOffIcon size={28} />}
    >
      <SignOutNotice />
      <Link to="/login" className={buttonClass({ size: 'large', block: true })}>
        <Trans>Log in again</Trans>
      </Link>
      <Link to="/home" className={buttonClass({ variant: 'ghost', size: 'large', block: true })}>
        <Trans>Continue browsing</Trans>
      </Link>
    </AuthCard>
  )
}

/** /logout: ends the session, then goes to the root. */
export function LogoutScreen() {
  const navigate = useNavigate()
  useEffect(() => {
    void once('logout', logout).then(() => navigate({ to: '/', replace: true }))
  }, [navigate])
  return (
    <AuthCard title={<Trans>Logging you out…</Trans>} icon={<RefreshIcon size={28} />}>
      {null}
    </AuthCard>
  )
}

const tokenLoginRoute = getRouteApi('/shell/gated/token_login/$token/$modelId')

/** /token_login/{token}/{model_id}: clears what was stored, then logs in with the one-time token. */
export function TokenLoginScreen() {
  const { token, modelId } = tokenLoginRoute.useParams()
  const navigate = useNavigate()
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    // The token is good for one login: a remount (the session changes twice here) joins the first try.
    once(
      `token-login:${token}`,
      () => {
        endSession()
        return login({ type: 'token_login', token, model_id: Number(modelId) })
      },
      { keepDone: true },
    )
      .then(() => navigate({ to: '/home', replace: true }))
      .catch(() => setFailed(true))
  }, [token, modelId, navigate])
  if (!failed)
    return (
      <AuthCard title={<Trans>Logging you in…</Trans>} icon={<RefreshIcon size={28} />}>
        {null}
      </AuthCard>
    )
  return (
    <AuthCard
      title={<Trans>This login link has expired</Trans>}
      subtitle={<Trans>Log in with your e-mail and password instead.</Trans>}
      icon={<LockIcon size={28} />}
    >
      <Link to="/login" className={buttonClass({ size: 'large', block: true })}>
        <Trans>Go to log in</Trans>
      </Link>
    </AuthCard>
  )
}

/** The disabled-account page. */
export function AccountDisabledScreen() {
  return (
    <AuthCard
      title={<Trans>This account is disabled</Trans>}
      subtitle={<Trans>It can no longer be used to log in. If you think this is a mistake, contact support.</Trans>}
      icon={<LockIcon size={28} />}
    >
      <a href="mailto:support@velvet.example" className={buttonClass({ size: 'large', block: true })}>
        <Trans>Contact support</Trans>
      </a>
    </AuthCard>
  )
}
