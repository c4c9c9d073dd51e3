import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { AdditionalMembershipOffer, Subscription } from '../../../contract/schemas/subscription'
import { isApiError } from '../../api/errors'
import { Button } from '../../ui/button'
import { SparkIcon } from '../../ui/icons'
import { Skeleton } from '../../ui/skeleton'
import { offersQuery, useAnswerOfferMutation } from './queries'
import styles from './subscriptions.module.css'
import { AlertNote, OfflineNote } from './unsubscribe-notes'

type PromosProps = {
  userId: number
  subscription: Subscription
  countdownSeconds: number
  isOnline: boolean
  onNone: () => void
  onAccepted: (offer: AdditionalMembershipOffer, subscription: Subscription) => void
}

/** The retention offers, one at a time; declining the last one goes on to the code. */
export function Promos({ userId, subscription, countdownSeconds, isOnline, onNone, onAccepted }: PromosProps) {
  const { t } = useLingui()
  const offers = useQuery(offersQuery(userId, subscription.id))
  const [answered, setAnswered] = useState<number[]>([])
  const [busy, setBusy] = useState<'accept' | 'decline' | null>(null)
  const [failed, setFailed] = useState(false)
  const answerOffer = useAnswerOfferMutation()
  const offer = offers.data?.find((candidate) => !answered.includes(candidate.id))
  const isEmpty = offers.data !== undefined && offer === undefined
  const secondsLeft = useCountdown(offer?.id ?? null, countdownSeconds)

  // No offers (or none left): the flow moves on.
  useEffect(() => {
    if (isEmpty) onNone()
  }, [isEmpty, onNone])

  if (offers.isPending || isEmpty) {
    return (
      <div className={styles.stepBody} aria-busy="true">
        <Skeleton height={96} />
      </div>
    )
  }
  if (!offer) {
    return (
      <div className={styles.stepBody}>
        <AlertNote>
          <Trans>The offers could not be loaded.</Trans>
        </AlertNote>
        <div className={styles.stepActions}>
          <Button variant="secondary" onClick={onNone}>
            <Trans>Skip</Trans>
          </Button>
          <Button onClick={() => void offers.refetch()} isLoading={offers.isFetching} disabled={!isOnline}>
            {t`Retry`}
          </Button>
        </div>
      </div>
    )
  }

  async function answer(accepted: boolean) {
    if (!offer) return
    setBusy(accepted ? 'accept' : 'decline')
    setFailed(false)
    try {
      const result = await answerOffer.mutateAsync({ offerId: offer.id, accepted })
      if (accepted) onAccepted(result.offer, result.subscription)
      else setAnswered((ids) => [...ids, offer.id])
    } catch (error) {
      // 410: already answered or expired: it is simply not on offer any more.
      if (isApiError(error) && error.status === 410) setAnswered((ids) => [...ids, offer.id])
      else setFailed(true)
    } finally {
      setBusy(null)
    }
  }

  const days = offer.extra_days
  const isCounting = secondsLeft > 0
  return (
    <div className={styles.stepBody}>
      <div className={styles.offer}>
        <span className={styles.offerIcon}>
          <SparkIcon size={24} />
        </span>
        <p className={styles.offerTitle}>
          {offer.is_trial ? (
            <Plural value={days} one="Your free trial, # day longer" other="Your free trial, # days longer" />
          ) : (
            <Plural value={days} one="Stay and get # day free" other="Stay and get # days free" />
          )}
        </p>
        <p className={styles.muted}>
          <Trans>Your subscription goes on as it is, and the next payment moves back by the free days.</Trans>
        </p>
      </div>
      <p className={styles.muted}>
        <Trans>Your code is on its way to your inbox meanwhile.</Trans>
      </p>
      {failed ? (
        <AlertNote>
          <Trans>Your answer could not be sent. Please try again.</Trans>
        </AlertNote>
      ) : null}
      {isOnline ? null : <OfflineNote />}
      <div className={styles.stepActions}>
        <Button
          variant="secondary"
          onClick={() => void answer(false)}
          disabled={isCounting || busy !== null || !isOnline}
          isLoading={busy === 'decline'}
          aria-describedby={isCounting ? 'unsubscribe-countdown' : undefined}
        >
          {isCounting ? <Trans>No thanks ({secondsLeft})</Trans> : <Trans>No thanks</Trans>}
        </Button>
        <Button onClick={() => void answer(true)} disabled={busy !== null || !isOnline} isLoading={busy === 'accept'}>
          <Plural value={days} one="Accept # free day" other="Accept # free days" />
        </Button>
      </div>
      {isCounting ? (
        <p id="unsubscribe-countdown" className="visually-hidden">
          <Trans>You can decline in a few seconds.</Trans>
        </p>
      ) : null}
    </div>
  )
}

/**
 * Seconds left of the promos countdown (10 s; none where the law wants cancelling without
 * it), starting again for each offer shown.
 */
function useCountdown(offerId: number | null, seconds: number): number {
  const [left, setLeft] = useState(seconds)
  useEffect(() => {
    if (offerId === null) return
    setLeft(seconds)
    if (seconds === 0) return
    const started = Date.now()
    const timer = setInterval(() => {
      const remaining = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000))
      setLeft(remaining)
      if (remaining === 0) clearInterval(timer)
    }, 250)
    return () => clearInterval(timer)
  }, [offerId, seconds])
  return left
}
