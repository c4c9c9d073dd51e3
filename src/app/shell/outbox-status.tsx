/**
 * What the offline outbox still holds, said plainly: a count of changes waiting to be
 * sent in the header, and a banner for changes the server refused, most often because the session
 * ended before they could be sent. Those are never dropped silently: the user sends them again
 * (after logging back in) or discards them.
 */
import { plural } from '@lingui/core/macro'
import { Plural, Trans } from '@lingui/react/macro'
import type { OutboxAction } from '../../../contract/outbox/action'
import { useSession } from '../../api/use-session'
import { useIsOnline } from '../../offline/online'
import { discardAction, requestReplay, retryAction, useOutbox } from '../../offline/outbox'
import { AppLink } from '../../ui/app-link'
import { Button, buttonClass } from '../../ui/button'
import { UploadCloudIcon } from '../../ui/icons'
import styles from './bars.module.css'

/** The signed-in user's actions; a guest (the session ended) sees what was left on the device. */
function useVisibleOutbox(): OutboxAction[] {
  const session = useSession()
  const own = useOutbox(session.user?.id ?? null)
  const all = useOutbox('all')
  return session.status === 'user' ? own : session.status === 'guest' ? all : []
}

export function usePendingCount(): number {
  return useVisibleOutbox().filter((action) => action.status === 'pending').length
}

/** The header's count of changes waiting to be sent (on phones the offline banner says it instead). */
export function PendingChip() {
  const isOnline = useIsOnline()
  const pending = usePendingCount()
  if (pending === 0) return null
  const label = plural(pending, { one: '# change waiting to be sent', other: '# changes waiting to be sent' })
  return (
    <button
      type="button"
      className={styles.pendingChip}
      aria-label={label}
      title={label}
      aria-disabled={!isOnline}
      onClick={() => (isOnline ? requestReplay() : undefined)}
    >
      <UploadCloudIcon size={18} />
      <span className="tabular">{pending}</span>
    </button>
  )
}

export function FailedActionsBanner() {
  const session = useSession()
  const failed = useVisibleOutbox().filter((action) => action.status === 'failed')
  if (failed.length === 0) return null
  const count = failed.length
  const sessionEnded = failed.some((action) => action.failure?.status === 401)
  const canRetry = session.status === 'user'
  const retryAll = () => {
    for (const action of failed) void retryAction(action)
  }
  const discardAll = () => {
    for (const action of failed) void discardAction(action.id)
  }
  return (
    <div className={styles.failed} role="alert">
      <p>
        {sessionEnded && !canRetry ? (
          <Plural
            value={count}
            one="Your session ended before # change could be sent. Log in again to send it."
            other="Your session ended before # changes could be sent. Log in again to send them."
          />
        ) : (
          <Plural value={count} one="# change could not be sent." other="# changes could not be sent." />
        )}
      </p>
      <div className={styles.failedActions}>
        <Button size="small" variant="ghost" onClick={discardAll}>
          <Trans>Discard</Trans>
        </Button>
        {canRetry ? (
          <Button size="small" onClick={retryAll}>
            <Trans>Send again</Trans>
          </Button>
        ) : (
          <AppLink
            className={buttonClass({ size: 'small' })}
            href={`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`}
          >
            <Trans>Log in</Trans>
          </AppLink>
        )}
      </div>
    </div>
  )
}
