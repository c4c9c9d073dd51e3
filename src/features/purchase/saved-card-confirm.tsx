import { Trans, useLingui } from '@lingui/react/macro'
import type { SavedCard } from '../../../contract/schemas/purchase'
import { Button } from '../../ui/button'
import { Dialog } from '../../ui/dialog'
import styles from './checkout.module.css'
import textStyles from './purchase-text.module.css'
import { FailedCardAdvice } from './saved-cards'

type Props = {
  isOpen: boolean
  onClose: () => void
  planTitle: string
  /** The amount due, formatted in the charged currency. */
  duePrice: string
  card: SavedCard | undefined
  isPaying: boolean
  canPay: boolean
  onConfirm: () => void
}

/** Paying with a saved card asks once more: the plan, the amount and the card, with the acceptances said. */
export function SavedCardConfirm({ isOpen, onClose, planTitle, duePrice, card, isPaying, canPay, onConfirm }: Props) {
  const { t } = useLingui()
  return (
    <Dialog
      isOpen={isOpen && Boolean(card)}
      onClose={onClose}
      title={<Trans>Confirm your payment</Trans>}
      closeLabel={t`Close`}
      actions={
        <Button size="large" block isLoading={isPaying} disabled={!canPay} onClick={onConfirm}>
          <Trans>Confirm and pay {duePrice}</Trans>
        </Button>
      }
    >
      <div className={styles.confirm}>
        <p className={styles.confirmPlan}>{planTitle}</p>
        <p className={styles.confirmAmount}>{duePrice}</p>
        {card ? (
          <p className={textStyles.muted}>
            <Trans>Charged to the card ending in {card.last_4_digits}.</Trans>
          </p>
        ) : null}
        {card?.banned ? <FailedCardAdvice failure={card.failure} /> : null}
        <p className={textStyles.small}>
          <Trans>By confirming you accept the terms and conditions and confirm you are at least 18 years old.</Trans>
        </p>
      </div>
    </Dialog>
  )
}
