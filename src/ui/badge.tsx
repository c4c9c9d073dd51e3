/** A status word in a small pill, tinted like the outcomes: good, waiting, bad, or neutral. */
import type { ReactNode } from 'react'
import styles from './badge.module.css'
import type { OutcomeTone } from './outcome'
import outcome from './outcome.module.css'

export type BadgeTone = OutcomeTone | 'neutral'

export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={`${styles.badge} ${tone === 'neutral' ? styles.neutral : outcome[tone]}`}>{children}</span>
}
