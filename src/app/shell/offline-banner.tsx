import { Trans } from '@lingui/react/macro'
import { useIsOnline } from '../../offline/online'
import { WifiOffIcon } from '../../ui/icons'
import styles from './bars.module.css'

/** Says plainly that the app is offline and what the user is looking at. */
export function OfflineBanner() {
  const isOnline = useIsOnline()
  if (isOnline) return null
  return (
    <div className={styles.offline} role="status">
      <WifiOffIcon size={18} />
      <Trans>You are offline. Showing what was saved on this device.</Trans>
    </div>
  )
}
