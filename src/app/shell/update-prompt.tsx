import { Trans } from '@lingui/react/macro'
import { applyUpdate, useUpdateWaiting } from '../../offline/sw-registration'
import { Button } from '../../ui/button'
import styles from './bars.module.css'

/** A new version is installed and waiting: the user decides when to reload into it. */
export function UpdatePrompt() {
  const isWaiting = useUpdateWaiting()
  if (!isWaiting) return null
  return (
    <div className={styles.update} role="alert">
      <p>
        <Trans>A new version of Velvet is ready.</Trans>
      </p>
      <Button size="small" onClick={applyUpdate}>
        <Trans>Reload</Trans>
      </Button>
    </div>
  )
}
