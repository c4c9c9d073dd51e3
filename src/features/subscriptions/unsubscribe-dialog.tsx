/**
 * The unsubscribe dialog: alert → a code by e-mail (POST
 * unsubscription_requests) → promos (GET additional_membership_offers: each offer with a 10 s
 * countdown before it can be declined, or none where the server says the law wants none; no offers:
 * straight on) → the form with the code (DELETE
 * subscriptions: 403 invalid code, an expired code, otherwise the generic error) → done. Accepting
 * an offer or cancelling refreshes the user and the lists, then finishes. Every step needs a
 * connection; nothing here is queued.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import type { Subscription } from '../../../contract/schemas/subscription'
import { usePreferences } from '../../api/use-preferences'
import { useSession } from '../../api/use-session'
import { useIsOnline } from '../../offline/online'
import { Button } from '../../ui/button'
import { Dialog } from '../../ui/dialog'
import { meQuery } from '../session'
import { subscriptionKeys, useCancelSubscriptionMutation, useUnsubscriptionRequestMutation } from './queries'
import { formatDate } from './subscription-parts'
import { UnsubscribeAlert } from './unsubscribe-alert'
import { CodeForm } from './unsubscribe-code-form'
import { UnsubscribeDone } from './unsubscribe-done'
import { type Problem, problemOf } from './unsubscribe-problem'
import { Promos } from './unsubscribe-promos'

type Props = { subscription: Subscription; isOpen: boolean; onClose: () => void }

type Step =
  | { name: 'alert' }
  /** `countdownSeconds`: how long each offer keeps "No thanks" disabled, as the server said (0: none). */
  | { name: 'promos'; countdownSeconds: number }
  | { name: 'form' }
  | { name: 'done'; outcome: 'canceled' | 'kept'; subscription: Subscription; extraDays: number }

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
  const requestUnsubscription = useUnsubscriptionRequestMutation()
  const cancelSubscription = useCancelSubscriptionMutation(subscription.id)
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
      const request = await requestUnsubscription.mutateAsync(subscription.id)
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
      body = <UnsubscribeAlert ends={ends} email={email} problem={problem} isOnline={isOnline} />
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
              const updated = await cancelSubscription.mutateAsync(code)
              await finish('canceled', updated)
            })
          }
          onResend={() => void sendCode()}
        />
      )
      actions = null
      break
    case 'done': {
      title = step.outcome === 'canceled' ? <Trans>Subscription canceled</Trans> : <Trans>You are staying</Trans>
      body = (
        <UnsubscribeDone
          outcome={step.outcome}
          until={formatDate(step.subscription.ends_at, locale)}
          extraDays={step.extraDays}
        />
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
