import { Trans } from '@lingui/react/macro'
import styles from './subscriptions.module.css'
import { ProblemNote } from './unsubscribe-notes'
import type { Problem } from './unsubscribe-problem'

type Props = {
  /** The date access ends, formatted. */
  ends: string
  email: string
  problem: Problem
  isOnline: boolean
}

/** The first step: what cancelling means, and that a code goes to the e-mail. */
export function UnsubscribeAlert({ ends, email, problem, isOnline }: Props) {
  return (
    <div className={styles.stepBody}>
      <p>
        <Trans>You keep everything until {ends}. After that nothing more is charged.</Trans>
      </p>
      <p className={styles.muted}>
        <Trans>To make sure it is you, we will send a code to {email}.</Trans>
      </p>
      <ProblemNote problem={problem} isOnline={isOnline} />
    </div>
  )
}
