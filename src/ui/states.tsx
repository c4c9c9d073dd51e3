/** The designed empty, error and offline states every list and screen uses. */
import type { ReactNode } from 'react'
import { Button } from './button'
import { EmptyIllustration } from './empty-illustration'
import { AlertIcon, WifiOffIcon } from './icons'
import styles from './states.module.css'

type StateProps = {
  title: ReactNode
  body?: ReactNode
  icon?: ReactNode
  /** A larger picture instead of the round icon. */
  illustration?: ReactNode
  action?: ReactNode
  tone?: 'neutral' | 'error'
}

export function StateMessage({ title, body, icon, illustration, action, tone = 'neutral' }: StateProps) {
  return (
    <div className={styles.state} role={tone === 'error' ? 'alert' : 'status'}>
      {illustration}
      {icon ? <div className={[styles.icon, tone === 'error' ? styles.iconError : ''].join(' ')}>{icon}</div> : null}
      <p className={styles.title}>{title}</p>
      {body ? <p className={styles.body}>{body}</p> : null}
      {action ? <div className={styles.actions}>{action}</div> : null}
    </div>
  )
}

/** Nothing to show: the picture, what is missing (`title`) and, in a sentence, what happens next (`body`). */
export function EmptyState({ title, body, action }: { title: ReactNode; body?: ReactNode; action?: ReactNode }) {
  return <StateMessage title={title} body={body} action={action} illustration={<EmptyIllustration />} />
}

type ErrorStateProps = {
  title: ReactNode
  body?: ReactNode
  retryLabel: string
  onRetry: () => void
  isRetrying?: boolean
}

export function ErrorState({ title, body, retryLabel, onRetry, isRetrying = false }: ErrorStateProps) {
  return (
    <StateMessage
      tone="error"
      title={title}
      body={body}
      icon={<AlertIcon />}
      action={
        <Button variant="secondary" onClick={onRetry} isLoading={isRetrying}>
          {retryLabel}
        </Button>
      }
    />
  )
}

export function OfflineState({ title, body, action }: { title: ReactNode; body?: ReactNode; action?: ReactNode }) {
  return <StateMessage title={title} body={body} action={action} icon={<WifiOffIcon />} />
}
