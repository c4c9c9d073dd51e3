/** The round, tinted icon that says how something sent went: good, bad, or waiting. */
import type { ReactNode } from 'react'
import styles from './outcome.module.css'

export type OutcomeTone = 'good' | 'bad' | 'wait'

export function OutcomeIcon({ tone, children }: { tone: OutcomeTone; children: ReactNode }) {
  return <span className={`${styles.icon} ${styles[tone]}`}>{children}</span>
}
