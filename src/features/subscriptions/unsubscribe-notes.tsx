import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { AlertIcon, WifiOffIcon } from '../../ui/icons'
import styles from './subscriptions.module.css'
import type { Problem } from './unsubscribe-problem'

/** The problem of the last step, or that the flow needs a connection. */
export function ProblemNote({ problem, isOnline }: { problem: Problem; isOnline: boolean }) {
  if (!isOnline || problem === 'offline') return <OfflineNote />
  if (!problem) return null
  return (
    <AlertNote>
      {problem === 'not_cancellable' ? (
        <Trans>This subscription does not renew, so there is nothing to cancel.</Trans>
      ) : problem === 'too_often' ? (
        <Trans>You asked for a code a moment ago. Please wait a minute, then try again.</Trans>
      ) : problem === 'invalid_code' ? (
        <Trans>The code is not correct.</Trans>
      ) : problem === 'code_expired' ? (
        <Trans>This code has expired. Ask for a new one.</Trans>
      ) : (
        <Trans>Your subscription could not be canceled. Please try again.</Trans>
      )}
    </AlertNote>
  )
}

/** A step's failure, said at once: the alert icon and the sentence. */
export function AlertNote({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className={styles.problem}>
      <AlertIcon size={18} />
      <span>{children}</span>
    </p>
  )
}

/** Offline: every unsubscribe step needs a connection. */
export function OfflineNote() {
  return (
    <p role="status" className={styles.offline}>
      <WifiOffIcon size={16} />
      <span>
        <Trans>You are offline. Cancelling needs a connection.</Trans>
      </span>
    </p>
  )
}
