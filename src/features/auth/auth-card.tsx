import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { AppLink } from '../../ui/app-link'
import styles from './auth-card.module.css'

/** The frame of every account form: centred card on wide screens, full width on phones. */
export function AuthCard({
  title,
  subtitle,
  children,
  icon,
}: {
  title: ReactNode
  subtitle?: ReactNode
  children: ReactNode
  icon?: ReactNode
}) {
  return (
    <div className={styles.page}>
      <section className={styles.card}>
        {icon ? <div className={styles.statusIcon}>{icon}</div> : null}
        <div className={`${styles.head} ${icon ? styles.center : ''}`}>
          <h1 className={styles.title}>{title}</h1>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        </div>
        {children}
      </section>
    </div>
  )
}

/** Under the sign-up screens: "Already have an account? Log in", linking to the login page. */
export function LogInInstead() {
  return (
    <Trans>
      Already have an account?{' '}
      <AppLink className={styles.link} href="/login">
        Log in
      </AppLink>
    </Trans>
  )
}

export { styles as authStyles }
