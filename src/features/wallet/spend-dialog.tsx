import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useSession } from '../../api/use-session'
import { useIsOnline } from '../../offline/online'
import { Dialog } from '../../ui/dialog'
import { balanceQuery } from './queries'
import { isProblem, SpendPanel, SpendPanelActions } from './spend-panel'
import { useSpend } from './use-spend'

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
 * What every modal that spends tokens starts from: the member's spend, whether the device is online,
 * their balance (asked for while the modal is open), and its close, which forgets a refused or
 * finished spend but keeps one still on its way or without an answer, so closing never loses it
 * (`keepsDone`: a finished one is kept too). `dialog` is what `SpendDialog` takes from all this.
 */
export function useSpendDialog({
  isOpen,
  onClose,
  keepsDone = false,
}: {
  isOpen: boolean
  onClose: () => void
  keepsDone?: boolean
}) {
  const userId = useSession().user?.id ?? 0
  const isOnline = useIsOnline()
  const spend = useSpend(userId)
  const balance = useQuery({ ...balanceQuery(userId), enabled: isOpen && userId > 0 })

  function close() {
    const { name } = spend.phase
    if (name !== 'sending' && name !== 'no_answer' && !(keepsDone && name === 'done')) spend.reset()
    onClose()
  }

  return { spend, isOnline, balance, close, dialog: { isOpen, onClose: close, spend, isOnline } }
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
