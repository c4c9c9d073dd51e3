import type { ReactNode } from 'react'
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

export { styles as authStyles }
