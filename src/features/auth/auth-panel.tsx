/**
 * The combined login / register panel of the purchase flow: one link toggles the two modes,
 * login has its forgot-password mode, and the panel hands the signed-in user back to its host
 * instead of leaving the page.
 */
import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import type { User } from '../../../contract/schemas/user'
import { FormNotice } from '../../ui/form/fields'
import { authStyles as styles } from './auth-card'
import { LoginForm } from './login-form'
import { RecoverForm } from './recover-form'
import { RegisterForm } from './register-form'

export type AuthPanelMode = 'login' | 'register'

type Props = {
  initialMode: AuthPanelMode
  initialEmail?: string
  onAuthenticated: (user: User) => Promise<void> | void
}

export function AuthPanel({ initialMode, initialEmail = '', onAuthenticated }: Props) {
  const [mode, setMode] = useState<AuthPanelMode | 'recover'>(initialMode)
  const [unverified, setUnverified] = useState<string | null>(null)

  if (mode === 'register') {
    return (
      <div className={styles.form}>
        <RegisterForm
          onRegistered={(session) => onAuthenticated(session.user)}
          onSwitchToLogin={() => setMode('login')}
          withWelcome={false}
        />
      </div>
    )
  }
  if (mode === 'recover') {
    return (
      <div className={styles.form}>
        <RecoverForm initialEmail={initialEmail} />
        <button type="button" className={styles.link} onClick={() => setMode('login')}>
          <Trans>Back to log in</Trans>
        </button>
      </div>
    )
  }
  return (
    <div className={styles.form}>
      {unverified !== null ? (
        <FormNotice>
          <Trans>Verify your e-mail first: open the link we sent you when you registered, then log in.</Trans>
        </FormNotice>
      ) : null}
      <LoginForm
        initialEmail={initialEmail}
        onLoggedIn={(session) => onAuthenticated(session.user)}
        onForgot={() => setMode('recover')}
        onUnverified={setUnverified}
      />
      <p className={styles.footer}>
        <Trans>
          New here?{' '}
          <button type="button" className={styles.link} onClick={() => setMode('register')}>
            Create an account
          </button>
        </Trans>
      </p>
    </div>
  )
}
