/**
 * The unsubscribe dialog: alert → a code by e-mail (POST
 * unsubscription_requests) → promos (GET additional_membership_offers: each offer with a 10 s
 * countdown before it can be declined, or none where the server says the law wants none; no offers:
 * straight on) → the form with the code (DELETE
 * subscriptions: 403 invalid code, an expired code, otherwise the generic error) → done. Accepting
 * an offer or cancelling refreshes the user and the lists, then finishes. Every step needs a
 * connection; nothing here is queued.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react'
import type { AdditionalMembershipOffer, Subscription } from '../../../contract/schemas/subscription'
import { isApiError } from '../../api/errors'
import { usePreferences } from '../../api/use-preferences'
import { useSession } from '../../api/use-session'
import { useIsOnline } from '../../offline/online'
import { Button } from '../../ui/button'
import { Dialog } from '../../ui/dialog'
import { TextField } from '../../ui/form/fields'
import { AlertIcon, CheckIcon, SparkIcon, WifiOffIcon } from '../../ui/icons'
import { Skeleton } from '../../ui/skeleton'
import { meQuery } from '../account'
import { answerOffer, cancelSubscription, offersQuery, requestUnsubscription, subscriptionKeys } from './queries'
import { formatDate } from './subscription-parts'
import styles from './subscriptions.module.css'

type Props = { subscription: Subscription; isOpen: boolean; onClose: () => void }

type Step =
  | { name: 'alert' }
  /** `countdownSeconds`: how long each offer keeps "No thanks" disabled, as the server said (0: none). */
  | { name: 'promos'; countdownSeconds: number }
  | { name: 'form' }
  | { name: 'done'; outcome: 'canceled' | 'kept'; subscription: Subscription; extraDays: number }

type Problem = 'not_cancellable' | 'too_often' | 'invalid_code' | 'code_expired' | 'offline' | 'error' | null

function problemOf(error: unknown): Problem {
  if (!isApiError(error)) return 'error'
  if (error.isNetwork) return 'offline'
  if (error.code === 'not_cancellable') return 'not_cancellable'
  if (error.code === 'code_expired') return 'code_expired'
  if (error.status === 429) return 'too_often'
  // A 403 on the code means an invalid code.
  if (error.code === 'invalid_code' || error.status === 403) return 'invalid_code'
  return 'error'
}

export function UnsubscribeDialog({ subscription, isOpen, onClose }: Props) {
  const { t } = useLingui()
  const { locale } = usePreferences()
  const session = useSession()
  const userId = session.user?.id ?? 0
  const isOnline = useIsOnline()
  const queryClient = useQueryClient()
  const [step, setStep] = useState<Step>({ name: 'alert' })
  const [problem, setProblem] = useState<Problem>(null)
  const [isBusy, setIsBusy] = useState(false)
  const plan = subscription.subscription_plan.title
  const ends = formatDate(subscription.ends_at, locale)

  /** The user's membership and the lists change with the answer: read them again. */
  async function finish(outcome: 'canceled' | 'kept', updated: Subscription, extraDays = 0) {
    setStep({ name: 'done', outcome, subscription: updated, extraDays })
    void queryClient.invalidateQueries({ queryKey: subscriptionKeys.user(userId) })
    await queryClient.fetchQuery({ ...meQuery(userId), staleTime: 0 }).catch(() => undefined)
  }

  async function run(action: () => Promise<void>) {
    setProblem(null)
    setIsBusy(true)
    try {
      await action()
    } catch (error) {
      setProblem(problemOf(error))
    } finally {
      setIsBusy(false)
    }
  }

  const sendCode = () =>
    run(async () => {
      const request = await requestUnsubscription(subscription.id)
      setStep(
        request.has_offers ? { name: 'promos', countdownSeconds: request.decline_countdown_seconds } : { name: 'form' },
      )
    })

  function close() {
    // A finished dialog starts from the beginning next time; one half-way keeps its step.
    if (step.name === 'done') setStep({ name: 'alert' })
    setProblem(null)
    onClose()
  }

  let title: ReactNode
  let body: ReactNode
  let actions: ReactNode
  switch (step.name) {
    case 'alert': {
      const email = session.user?.email ?? ''
      title = <Trans>Cancel {plan}?</Trans>
      body = (
        <div className={styles.stepBody}>
          <p>
            <Trans>You keep everything until {ends}. After that nothing more is charged.</Trans>
          </p>
          <p className={styles.muted}>
            <Trans>To make sure it is you, we will send a code to {email}.</Trans>
          </p>
          <ProblemNote problem={problem} isOnline={isOnline} />
        </div>
      )
      actions = (
        <>
          <Button variant="secondary" onClick={close}>
            <Trans>Keep it</Trans>
          </Button>
          <Button onClick={() => void sendCode()} isLoading={isBusy} disabled={!isOnline}>
            <Trans>Send me the code</Trans>
          </Button>
        </>
      )
      break
    }
    case 'promos':
      title = <Trans>Before you go</Trans>
      body = (
        <Promos
          userId={userId}
          subscription={subscription}
          countdownSeconds={step.countdownSeconds}
          isOnline={isOnline}
          onNone={() => setStep({ name: 'form' })}
          onAccepted={(offer, updated) => void finish('kept', updated, offer.extra_days)}
        />
      )
      actions = null
      break
    case 'form':
      title = <Trans>Enter your code</Trans>
      body = (
        <CodeForm
          isBusy={isBusy}
          isOnline={isOnline}
          problem={problem}
          onSubmit={(code) =>
            run(async () => {
              const updated = await cancelSubscription(subscription.id, code)
              await finish('canceled', updated)
            })
          }
          onResend={() => void sendCode()}
        />
      )
      actions = null
      break
    case 'done': {
      const until = formatDate(step.subscription.ends_at, locale)
      const days = step.extraDays
      title = step.outcome === 'canceled' ? <Trans>Subscription canceled</Trans> : <Trans>You are staying</Trans>
      body = (
        <div className={styles.result} role="status">
          <span className={`${styles.resultIcon} ${styles.good}`}>
            <CheckIcon size={28} />
          </span>
          <p className={styles.resultText}>
            {step.outcome === 'canceled' ? (
              <Trans>Nothing more will be charged. You keep access until {until}.</Trans>
            ) : (
              <>
                <Plural value={days} one="# free day added." other="# free days added." />{' '}
                <Trans>Your subscription now runs until {until}.</Trans>
              </>
            )}
          </p>
        </div>
      )
      actions = (
        <Button onClick={close}>
          <Trans>Close</Trans>
        </Button>
      )
      break
    }
  }

  return (
    <Dialog isOpen={isOpen} onClose={close} closeLabel={t`Close`} title={title} actions={actions}>
      {body}
    </Dialog>
  )
}

type PromosProps = {
  userId: number
  subscription: Subscription
  countdownSeconds: number
  isOnline: boolean
  onNone: () => void
  onAccepted: (offer: AdditionalMembershipOffer, subscription: Subscription) => void
}

/** The retention offers, one at a time; declining the last one goes on to the code. */
function Promos({ userId, subscription, countdownSeconds, isOnline, onNone, onAccepted }: PromosProps) {
  const { t } = useLingui()
  const offers = useQuery(offersQuery(userId, subscription.id))
  const [answered, setAnswered] = useState<number[]>([])
  const [busy, setBusy] = useState<'accept' | 'decline' | null>(null)
  const [failed, setFailed] = useState(false)
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
        <p role="alert" className={styles.problem}>
          <AlertIcon size={18} />
          <span>
            <Trans>The offers could not be loaded.</Trans>
          </span>
        </p>
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
      const result = await answerOffer(offer.id, accepted)
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
        <p role="alert" className={styles.problem}>
          <AlertIcon size={18} />
          <span>
            <Trans>Your answer could not be sent. Please try again.</Trans>
          </span>
        </p>
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

type CodeFormProps = {
  isBusy: boolean
  isOnline: boolean
  problem: Problem
  onSubmit: (code: string) => Promise<void>
  onResend: () => void
}

/** The code from the e-mail: free text; the server says whether it is right. */
function CodeForm({ isBusy, isOnline, problem, onSubmit, onResend }: CodeFormProps) {
  const { t } = useLingui()
  const formId = useId()
  const [code, setCode] = useState('')
  const [isMissing, setIsMissing] = useState(false)

  function submit(event: FormEvent) {
    event.preventDefault()
    const value = code.trim()
    setIsMissing(value === '')
    if (value !== '') void onSubmit(value)
  }

  const fieldError = isMissing
    ? t`Code is required.`
    : problem === 'invalid_code'
      ? t`The code is not correct.`
      : problem === 'code_expired'
        ? t`This code has expired. Ask for a new one.`
        : undefined

  return (
    <form id={formId} className={styles.stepBody} onSubmit={submit} noValidate>
      <p className={styles.muted}>
        <Trans>We sent a code to your e-mail. It works for 10 minutes.</Trans>
      </p>
      <TextField
        label={t`Code`}
        autoComplete="one-time-code"
        inputMode="numeric"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={fieldError}
      />
      <ProblemNote
        problem={problem === 'invalid_code' || problem === 'code_expired' ? null : problem}
        isOnline={isOnline}
      />
      <div className={styles.stepActions}>
        <Button variant="ghost" onClick={onResend} disabled={isBusy || !isOnline}>
          <Trans>Send a new code</Trans>
        </Button>
        <Button type="submit" variant="danger" isLoading={isBusy} disabled={!isOnline}>
          <Trans>Cancel subscription</Trans>
        </Button>
      </div>
    </form>
  )
}

function ProblemNote({ problem, isOnline }: { problem: Problem; isOnline: boolean }) {
  if (!isOnline || problem === 'offline') return <OfflineNote />
  if (!problem) return null
  return (
    <p role="alert" className={styles.problem}>
      <AlertIcon size={18} />
      <span>
        {problem === 'not_cancellable' ? (
          <Trans>This subscription does not renew, so there is nothing to cancel.</Trans>
        ) : problem === 'too_often' ? (
          <Trans>You asked for a code a moment ago. Please wait a minute, then try again.</Trans>
        ) : problem === 'invalid_code' ? (
          <Trans>The code is not correct.</Trans>
        ) : problem === 'code_expired' ? (
          <Trans>This code has expired. Ask for a new one.</Trans>
        ) : (
          <Trans>Your subscription could not be canceled. Please try again.</Trans>
        )}
      </span>
    </p>
  )
}

function OfflineNote() {
  return (
    <p role="status" className={styles.offline}>
      <WifiOffIcon size={16} />
      <span>
        <Trans>You are offline. Cancelling needs a connection.</Trans>
      </span>
    </p>
  )
}
