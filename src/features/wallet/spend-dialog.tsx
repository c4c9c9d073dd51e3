import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Dialog } from '../../ui/dialog'
import { isProblem, SpendPanel, SpendPanelActions } from './spend-panel'
import type { useSpend } from './use-spend'

type Props = {
  isOpen: boolean
  onClose: () => void
  title: ReactNode
  spend: ReturnType<typeof useSpend>
  /** What is being spent, for the panels' words. */
  amount: number
  isOnline: boolean
  /** A retried or confirmed spend went through. */
  onSpent?: () => void
  /** The new price was accepted: spend again at `tokens`. */
  onAcceptPrice?: (tokens: number) => void
  /** The dialog's own content and buttons: its form, the sending state or the result. */
  children: ReactNode
  actions: ReactNode
}

/**
 * A modal that spends tokens. While the spend has a problem (not enough tokens, a confirmation,
 * a cap, a new price, no answer, a refusal) its panel and buttons stand in for the dialog's own.
 */
export function SpendDialog({
  isOpen,
  onClose,
  title,
  spend,
  amount,
  isOnline,
  onSpent,
  onAcceptPrice,
  children,
  actions,
}: Props) {
  const { t } = useLingui()
  const { phase } = spend
  const after = (result: unknown) => {
    if (result) onSpent?.()
  }
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      closeLabel={t`Close`}
      title={title}
      actions={
        isProblem(phase) ? (
          <SpendPanelActions
            phase={phase}
            amount={amount}
            isOnline={isOnline}
            onBack={spend.reset}
            onRetry={() => void spend.retry().then(after)}
            onConfirm={() => void spend.confirm().then(after)}
            onAcceptPrice={onAcceptPrice}
          />
        ) : (
          actions
        )
      }
    >
      {isProblem(phase) ? <SpendPanel phase={phase} amount={amount} /> : children}
    </Dialog>
  )
}
