/** The designed empty, error and offline states every list and screen uses. */
import type { ReactNode } from 'react'
import { Button } from './button'
import { RefreshIcon, SparkIcon, WifiOffIcon } from './icons'
import styles from './states.module.css'

type StateProps = {
  title: ReactNode
  body?: ReactNode
  icon?: ReactNode
  action?: ReactNode
  tone?: 'neutral' | 'error'
}

export function StateMessage({ title, body, icon, action, tone = 'neutral' }: StateProps) {
  return (
    <div className={styles.state} role={tone === 'error' ? 'alert' : 'status'}>
      {icon ? <div className={[styles.icon, tone === 'error' ? styles.iconError : ''].join(' ')}>{icon}</div> : null}
      <p className={styles.title}>{title}</p>
      {body ? <p className={styles.body}>{body}</p> : null}
      {action ? <div className={styles.actions}>{action}</div> : null}
    </div>
  )
}

export function EmptyState({ title, body, action }: { title: ReactNode; body?: ReactNode; action?: ReactNode }) {
  return <StateMessage title={title} body={body} action={action} icon={<SparkIcon />} />
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
      icon={<RefreshIcon />}
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
