/**
 * The unlock modal (idle, sending, unlocked): the cost, the current balance (GET
 * tokens/balance), back, buy tokens when the balance is short, unlock, and the success message.
 * After the spend the post is fetched again and replaced in the lists (the caller's `onUnlocked`);
 * when that fetch fails the dialog still says the unlock went through, marks the loading failed,
 * and trying again fetches, never charges.
 */
import { Plural, Trans } from '@lingui/react/macro'
import { type ReactNode, useState } from 'react'
import { AppLink } from '../../ui/app-link'
import { Button, buttonClass } from '../../ui/button'
import { Fact } from '../../ui/fact'
import { AlertIcon, CheckIcon, LockIcon } from '../../ui/icons'
import { Skeleton } from '../../ui/skeleton'
import { withMoneyCatalog } from './catalog'
import { BUY_TOKENS_HREF } from './links'
import { SpendDialog, useSpendDialog } from './spend-dialog'
import { Notice, OfflineNote } from './spend-panel'
import styles from './wallet.module.css'

export type UnlockTarget = {
  modelId: number
  creatorName: string
  postId: number
  /** The price shown on the post (tokens_quantity); the server charges the post's own price. */
  cost: number
  /** Fetches the post again and puts it in the lists; throws when it cannot. */
  onUnlocked: () => Promise<void>
}

type Props = UnlockTarget & { isOpen: boolean; onClose: () => void }

/** After the spend: the post is being fetched, is on screen, or could not be fetched. */
type Reveal = 'opening' | 'opened' | 'failed'

export const UnlockDialog = withMoneyCatalog(function UnlockDialog({
  isOpen,
  onClose,
  modelId,
  creatorName,
  postId,
  cost: shownCost,
  onUnlocked,
}: Props) {
  // Closing forgets a refused unlock, never one that went through: it still says the post is unlocked.
  const { spend, isOnline, balance, close, dialog } = useSpendDialog({ isOpen, onClose, keepsDone: true })
  const [cost, setCost] = useState(shownCost)
  const [reveal, setReveal] = useState<Reveal | null>(null)
  const { phase } = spend
  const isShort = balance.data !== undefined && balance.data < cost

  async function showPost() {
    setReveal('opening')
    try {
      await onUnlocked()
      setReveal('opened')
    } catch {
      setReveal('failed')
    }
  }

  async function unlock(tokens: number) {
    setCost(tokens)
    const result = await spend.send({ type: 'post_block', model_id: modelId, post_id: postId, tokens })
    if (result) await showPost()
  }

  let body: ReactNode
  let actions: ReactNode
  if (phase.name === 'done') {
    const view = revealed(reveal, phase.result.meta.charged, creatorName, close, () => void showPost())
    body = view.body
    actions = view.actions
  } else {
    const isSending = phase.name === 'sending'
    body = (
      <div className={styles.form} aria-busy={isSending}>
        {isOnline ? null : <OfflineNote />}
        <p className={styles.lead}>
          <Trans>Unlock this post by {creatorName} to see everything in it.</Trans>
        </p>
        <dl className={styles.summary}>
          <Fact term={<Trans>Cost</Trans>} valueClassName="tabular">
            <Plural value={cost} one="# token" other="# tokens" />
          </Fact>
          <Fact term={<Trans>Your balance</Trans>} valueClassName="tabular">
            {balance.data !== undefined ? (
              <Plural value={balance.data} one="# token" other="# tokens" />
            ) : balance.isError ? (
              <button type="button" className={styles.inlineRetry} onClick={() => void balance.refetch()}>
                <Trans>Not available. Retry</Trans>
              </button>
            ) : (
              <Skeleton width={72} height={16} />
            )}
          </Fact>
        </dl>
        {isShort ? (
          <p className={styles.shortNote} role="status">
            <AlertIcon size={18} />
            <span>
              <Plural
                value={cost - (balance.data ?? 0)}
                one="You need # more token to unlock it."
                other="You need # more tokens to unlock it."
              />
            </span>
          </p>
        ) : null}
        {isSending ? (
          <p className="visually-hidden" role="status">
            <Trans>Unlocking…</Trans>
          </p>
        ) : null}
      </div>
    )
    actions = (
      <>
        <Button variant="secondary" onClick={close} disabled={isSending}>
          <Trans>Back</Trans>
        </Button>
        {isShort ? (
          <AppLink className={buttonClass()} href={BUY_TOKENS_HREF}>
            <Trans>Buy tokens</Trans>
          </AppLink>
        ) : null}
        <Button
          variant={isShort ? 'secondary' : 'primary'}
          icon={<LockIcon size={18} />}
          isLoading={isSending}
          disabled={!isOnline || isShort}
          onClick={() => void unlock(cost)}
        >
          <Trans>Unlock</Trans>
        </Button>
      </>
    )
  }

  return (
    <SpendDialog
      {...dialog}
      title={<Plural value={cost} one="Unlock for # token" other="Unlock for # tokens" />}
      amount={cost}
      onSpent={() => void showPost()}
      onAcceptPrice={(tokens) => void unlock(tokens)}
      actions={actions}
    >
      {body}
    </SpendDialog>
  )
})

/**
 * The unlocked state: the tokens were taken and the post is the member's, whatever happens next. The
 * post is on its way, there (see it), or did not load (marked failed): then trying again
 * only loads it, never charges.
 */
function revealed(
  reveal: Reveal | null,
  charged: number,
  creatorName: string,
  close: () => void,
  retry: () => void,
): { body: ReactNode; actions: ReactNode } {
  const unlocked = (
    <Notice tone="good" icon={<CheckIcon size={28} />} title={<Trans>Unlocked</Trans>}>
      {charged > 0 ? (
        <>
          <Plural value={charged} one="You paid # token." other="You paid # tokens." />{' '}
          <Trans>The post by {creatorName} is yours to see.</Trans>
        </>
      ) : (
        <Trans>You could already see this post, so nothing was charged.</Trans>
      )}
    </Notice>
  )
  if (reveal === 'failed') {
    return {
      body: (
        <>
          {unlocked}
          <p className={styles.shortNote} role="alert">
            <AlertIcon size={18} />
            <span>
              <Trans>The post did not load. Loading it again charges nothing.</Trans>
            </span>
          </p>
        </>
      ),
      actions: (
        <>
          <Button variant="secondary" onClick={close}>
            <Trans>Close</Trans>
          </Button>
          <Button onClick={retry}>
            <Trans>Load the post</Trans>
          </Button>
        </>
      ),
    }
  }
  return {
    body: unlocked,
    actions: (
      <Button onClick={close} isLoading={reveal === 'opening'}>
        <Trans>See the post</Trans>
      </Button>
    ),
  }
}
