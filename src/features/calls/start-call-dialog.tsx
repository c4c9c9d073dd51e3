/**
 * Booking a video call from a conversation: before anything is charged the member
 * sees the creator's price per minute, their balance and how many minutes it buys (within their
 * spending caps), picks the minutes and starts; the creator gets the invite in the conversation.
 * Not enough tokens for one minute: the way to buy tokens instead.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useId, useRef, useState } from 'react'
import { isApiError } from '../../api/errors'
import { createRetryKey } from '../../lib/retry-key'
import { useIsOnline } from '../../offline/online'
import { AppLink } from '../../ui/app-link'
import { Button, buttonClass } from '../../ui/button'
import { Dialog } from '../../ui/dialog'
import { Fact } from '../../ui/fact'
import { Skeleton } from '../../ui/skeleton'
import styles from './calls.module.css'
import { withCallsCatalog } from './catalog'
import { BUY_TOKENS_HREF } from './links'
import { callQuoteQuery, useBookCallMutation } from './queries'

type Props = { userId: number; modelId: number; creatorName: string; isOpen: boolean; onClose: () => void }

function StartCallDialogContent({ userId, modelId, creatorName, isOpen, onClose }: Props) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const isOnline = useIsOnline()
  const quote = useQuery({ ...callQuoteQuery(userId, modelId), enabled: isOpen })
  const [minutes, setMinutes] = useState(1)
  const [problem, setProblem] = useState<'short' | 'limit' | 'error' | null>(null)
  const bookCall = useBookCallMutation()
  const retryKey = useRef(createRetryKey())
  const pickerId = useId()
  const data = quote.data
  const max = data?.affordable_minutes ?? 0
  const chosen = Math.min(Math.max(1, minutes), Math.max(1, max))

  async function start() {
    if (!data) return
    setProblem(null)
    try {
      const room = await bookCall.mutateAsync({
        modelId,
        mins: chosen,
        key: retryKey.current.keyFor({ modelId, chosen }),
      })
      retryKey.current.settle()
      onClose()
      void navigate({ to: '/videocall/$hash', params: { hash: room.hash } })
    } catch (error) {
      if (isApiError(error) && !error.isNetwork) retryKey.current.settle()
      setProblem(
        isApiError(error) && error.code === 'insufficient_tokens'
          ? 'short'
          : isApiError(error) && error.code === 'spending_limit_reached'
            ? 'limit'
            : 'error',
      )
      void quote.refetch()
    }
  }

  const cost = data ? i18n.number(chosen * data.tokens_per_minute) : ''
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={<Trans>Video call with {creatorName}</Trans>}
      closeLabel={t`Close`}
      actions={
        data && max > 0 ? (
          <Button onClick={start} disabled={bookCall.isPending || !isOnline}>
            {bookCall.isPending ? <Trans>Starting…</Trans> : <Trans>Start the call</Trans>}
          </Button>
        ) : data ? (
          <AppLink className={buttonClass()} href={BUY_TOKENS_HREF}>
            <Trans>Buy tokens</Trans>
          </AppLink>
        ) : null
      }
    >
      {quote.isPending ? (
        <div className={styles.quoteSkeleton}>
          <Skeleton height={20} />
          <Skeleton height={20} />
          <Skeleton height={44} />
        </div>
      ) : quote.isError || !data ? (
        <div className={styles.quoteProblem}>
          <p>
            {isOnline ? (
              <Trans>The price could not be loaded.</Trans>
            ) : (
              <Trans>You are offline. Calls need a connection.</Trans>
            )}
          </p>
          <Button variant="secondary" onClick={() => void quote.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : (
        <div className={styles.quote}>
          <dl className={styles.quoteFacts}>
            <Fact term={<Trans>Price</Trans>}>
              <Plural value={data.tokens_per_minute} one="# token a minute" other="# tokens a minute" />
            </Fact>
            <Fact term={<Trans>Your balance</Trans>}>
              <Plural value={data.balance} one="# token" other="# tokens" />
            </Fact>
          </dl>
          {max > 0 ? (
            <>
              <p className={styles.quoteBuys}>
                <Plural
                  value={max}
                  one="Your balance pays for # minute."
                  other="Your balance pays for up to # minutes."
                />
              </p>
              <label className={styles.minutesLabel} htmlFor={pickerId}>
                <Plural value={chosen} one="# minute" other="# minutes" />
                <span className={styles.minutesCost}>
                  <Trans>{cost} tokens, charged minute by minute</Trans>
                </span>
              </label>
              <input
                id={pickerId}
                className={styles.minutesRange}
                type="range"
                min={1}
                max={max}
                step={1}
                value={chosen}
                onChange={(event) => setMinutes(Number(event.target.value))}
              />
            </>
          ) : (
            <p className={styles.quoteBuys}>
              <Trans>Your balance does not pay for a minute yet. Buy tokens to call.</Trans>
            </p>
          )}
          {problem === 'short' ? (
            <p className={styles.quoteError} role="alert">
              <Trans>Not enough tokens for these minutes. Choose fewer or buy tokens.</Trans>
            </p>
          ) : problem === 'limit' ? (
            <p className={styles.quoteError} role="alert">
              <Trans>This would go over the spending limit you set.</Trans>
            </p>
          ) : problem === 'error' ? (
            <p className={styles.quoteError} role="alert">
              <Trans>The call could not be started. Try again.</Trans>
            </p>
          ) : null}
        </div>
      )}
    </Dialog>
  )
}

export const StartCallDialog = withCallsCatalog(StartCallDialogContent)
