import { Trans, useLingui } from '@lingui/react/macro'
import { usePreferences } from '../../api/use-preferences'
import { Button } from '../../ui/button'
import { Dialog } from '../../ui/dialog'
import styles from './vpn-dialog.module.css'
import { otherVpnWarnings } from './vpn-texts'

/** The VPN warning popup, closed with its X (or the button). */
export function VpnDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useLingui()
  const { locale } = usePreferences()
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={<Trans>Using a VPN?</Trans>}
      closeLabel={t`Close`}
      actions={
        <Button block onClick={onClose}>
          <Trans>I understand</Trans>
        </Button>
      }
    >
      <p className={styles.vpnMain}>
        <Trans>
          If you are using a VPN, your purchase may be flagged as suspicious and fail. Turn your VPN off before paying.
        </Trans>
      </p>
      <ul className={styles.vpnOthers}>
        {otherVpnWarnings(locale).map((warning) => (
          <li key={warning.lang} lang={warning.lang}>
            {warning.text}
          </li>
        ))}
      </ul>
    </Dialog>
  )
}
