import { Plural, Trans } from '@lingui/react/macro'
import { useIsOnline } from '../../offline/online'
import { WifiOffIcon } from '../../ui/icons'
import styles from './bars.module.css'
import { usePendingCount } from './outbox-status'

/** Says plainly that the app is offline, what the user is looking at, and what waits to be sent. */
export function OfflineBanner() {
  const isOnline = useIsOnline()
  const pending = usePendingCount()
  if (isOnline) return null
  return (
    <div className={styles.offline} role="status">
      <WifiOffIcon size={18} />
      <span>
        <Trans>You are offline. Showing what was saved on this device.</Trans>
        {pending > 0 ? (
          <>
            {' '}
            <Plural
              value={pending}
              one="# change will be sent when you are back online."
              other="# changes will be sent when you are back online."
            />
          </>
        ) : null}
      </span>
    </div>
  )
}
