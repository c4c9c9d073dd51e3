import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '../../ui/button'
import { Dialog } from '../../ui/dialog'

/** The ban notice: shown when a banned account tries to log in; dismissible. */
export function BannedDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useLingui()
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      closeLabel={t`Close`}
      title={<Trans>This account has been banned</Trans>}
      actions={
        <Button variant="secondary" onClick={onClose}>
          <Trans>Understood</Trans>
        </Button>
      }
    >
      <Trans>
        This account broke our rules and can no longer be used. If you think this is a mistake, write to support and we
        will review it.
      </Trans>
    </Dialog>
  )
}
