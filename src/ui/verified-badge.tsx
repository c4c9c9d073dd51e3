import { useLingui } from '@lingui/react/macro'
import { VerifiedIcon } from './icons'
import styles from './verified-badge.module.css'

/**
 * The verified mark beside a creator's name. An image named "Verified", not hidden text: the
 * name is read apart from the creator's ("Luna Rivers, Verified"), and a page title taken from
 * the heading's text keeps the creator's name alone.
 */
export function VerifiedBadge({ size = 16 }: { size?: number }) {
  const { t } = useLingui()
  const label = t`Verified`
  return (
    <span className={styles.badge} role="img" aria-label={label} title={label}>
      <VerifiedIcon size={size} />
    </span>
  )
}
