/**
 * The payment result: the payment read with its card and, for the guest who
 * paid, the way to finish the registration; a pending payment polled 3 s after loading and then
 * every 5 s until it is settled; sc=1 shown as approved, any other sc as failed. A failed payment
 * remembers its card and method (failedCards, paymentFailed) for this buyer and offers a retry; a
 * cancel is not a failure and changes nothing; any other outcome forgets them.
 *
 * Reading it follows the reachability rule: a read that gets no answer is an error at once, with a
 * retry (never silent retries behind a spinner), and a hanging one gives up after the request
 * timeout. A re-read that fails keeps the last status on screen and says it could not be checked.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useEffect } from 'react'
import { TIMING } from '../../../contract/limits'
import type { Payment, PaymentStatus } from '../../../contract/schemas/payment'
import { isApiError } from '../../api/errors'
import { useSession } from '../../api/use-session'
import { useIsOnline } from '../../offline/online'
import { flushPersistedCache } from '../../offline/persister'
import { AppLink } from '../../ui/app-link'
import { Button, buttonClass } from '../../ui/button'
import { AlertIcon, CheckIcon, CloseIcon } from '../../ui/icons'
import { ErrorState, StateMessage } from '../../ui/states'
import { meQuery } from '../session'
import { PaymentAmount } from './payment-amount'
import { findStartedPayment, forgetFailuresOf, rememberFailure } from './payment-memory'
import styles from './payment-result-screen.module.css'
import textStyles from './purchase-text.module.css'
import { paymentQuery } from './queries'
import { isPartPaid, resultWords } from './result-words'

type Props = { paymentId: number; sc: string | undefined }

export function ClockIcon({ size = 28 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" strokeLinecap="round" />
    </svg>
  )
}

/** Polls a pending payment: 3 s after the first answer, then every 5 s. */
export function pollDelay(status: PaymentStatus | undefined, answers: number): number | false {
  if (status !== 'pending') return false
  return answers <= 1 ? TIMING.paymentPollFirstMs : TIMING.paymentPollEveryMs
}

/**
 * What the page shows: sc=1 from the processor's return is approved, any other sc
 * failed; without sc, the server's status. A payment the server approved is never shown as failed:
 * the screen must not say "nothing was charged" about a payment that was.
 */
export function shownStatus(sc: string | undefined, status: PaymentStatus): PaymentStatus {
  if (sc === undefined) return status
  if (sc === '1' || status === 'approved') return 'approved'
  return 'failed'
}

/** The payment of this page, polled while pending; also read by the finish-registration screen. */
export function usePaymentStatus(paymentId: number, guestToken: string | null) {
  const session = useSession()
  return useQuery({
    ...paymentQuery(paymentId, { userId: session.user?.id ?? null, guestToken }),
    enabled: session.status !== 'unknown',
    refetchInterval: (query) => pollDelay(query.state.data?.status, query.state.dataUpdateCount),
  })
}

export function PaymentResultScreen({ paymentId, sc }: Props) {
  const { t } = useLingui()
  const session = useSession()
  const queryClient = useQueryClient()
  const started = findStartedPayment(paymentId)
  const payment = usePaymentStatus(paymentId, started?.guest_token ?? null)
  const data = payment.data
  const userId = session.user?.id
  const isOnline = useIsOnline()

  useEffect(() => {
    if (!data) return
    const buyer = userId ?? null
    if (data.status === 'failed' && data.data) {
      rememberFailure(buyer, {
        cardId: data.user_credit_card?.data?.id ?? null,
        methodId: data.payment_method?.id ?? null,
        details: data.data,
      })
    } else if (data.status !== 'canceled') {
      // A cancel ("Cancel and go back") is not a failed attempt: the memory stays as it was.
      forgetFailuresOf(buyer)
    }
    // The membership, a creator subscription or the tokens changed on the server: the user is read
    // again now, and everything saved before is out of date — locked movies and posts, the header's
    // balance, /tokens — so it is all asked for again when next shown (the screens on show at once).
    if (data.status === 'approved' && userId !== undefined) {
      void queryClient.fetchQuery(meQuery(userId))
      void queryClient.invalidateQueries()
      // Saved now, so that a reload right after does not bring the locked copies back.
      void flushPersistedCache()
    }
  }, [data, userId, queryClient])

  // No answer can come while the server is unreachable: the error and its retry show at once.
  if (payment.isPending && isOnline) {
    return (
      <Frame>
        <div className={styles.resultSpinner} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          <p className={textStyles.muted}>
            <Trans>Loading your payment…</Trans>
          </p>
        </div>
      </Frame>
    )
  }
  if (!data) {
    const isMissing = isApiError(payment.error) && payment.error.status === 404
    return (
      <Frame>
        {isMissing ? (
          <StateMessage
            tone="error"
            icon={<CloseIcon />}
            title={<Trans>We could not find this payment</Trans>}
            body={
              session.status === 'user' ? (
                <Trans>It may belong to another account. Your payments are listed in your account.</Trans>
              ) : (
                <Trans>Log in with the account that paid, or open the link in the e-mail we sent you.</Trans>
              )
            }
            action={
              <AppLink
                className={buttonClass()}
                href={session.status === 'user' ? '/payments' : `/login?payment_id=${paymentId}`}
              >
                {session.status === 'user' ? <Trans>My payments</Trans> : <Trans>Log in</Trans>}
              </AppLink>
            }
          />
        ) : (
          <ErrorState
            title={<Trans>The payment could not be loaded</Trans>}
            body={<Trans>Your payment is safe. Check your connection and try again.</Trans>}
            retryLabel={t`Try again`}
            onRetry={() => void payment.refetch()}
            isRetrying={payment.isFetching}
          />
        )}
      </Frame>
    )
  }
  const shown = shownStatus(sc, data.status)
  // The last answer stays on screen; said so when a re-read failed, or a pending one cannot be re-read.
  const isUnchecked = payment.isRefetchError || (data.status === 'pending' && !isOnline)
  return (
    <Frame>
      {isUnchecked ? (
        <div className={styles.resultUnchecked} role="alert">
          <AlertIcon size={20} />
          <p>
            <Trans>We could not check this payment just now, so its status may have changed.</Trans>
          </p>
          <Button
            variant="secondary"
            size="small"
            onClick={() => void payment.refetch()}
            isLoading={payment.isFetching}
          >
            <Trans>Check again</Trans>
          </Button>
        </div>
      ) : null}
      <PaymentOutcome payment={data} shown={shown} webstar={started?.webstar ?? null} />
    </Frame>
  )
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className={styles.resultPage}>
      <section className={styles.resultCard}>{children}</section>
    </div>
  )
}

function StatusIcon({ status }: { status: PaymentStatus }) {
  if (status === 'pending')
    return (
      <span className={`${styles.statusIcon} ${styles.statusPending}`} data-status="pending">
        <ClockIcon />
      </span>
    )
  if (status === 'approved')
    return (
      <span className={`${styles.statusIcon} ${styles.statusApproved}`} data-status="approved">
        <CheckIcon size={30} />
      </span>
    )
  return (
    <span className={`${styles.statusIcon} ${styles.statusFailed}`} data-status={status}>
      <CloseIcon size={30} />
    </span>
  )
}

function PaymentOutcome({
  payment,
  shown,
  webstar,
}: {
  payment: Payment
  shown: PaymentStatus
  webstar: string | null
}) {
  const { i18n } = useLingui()
  const session = useSession()
  const plan = payment.subscription_plan
  const isMember = session.user?.membership_active ?? false
  const card = payment.user_credit_card?.data ?? null
  const finish = payment.login_token?.data ?? null
  const date = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(payment.created_at),
  )
  const isFailure = shown === 'failed' || shown === 'canceled'
  const words = resultWords(payment, shown)
  // One primary action: the next step when there is one, otherwise the way home.
  const toFinish = shown === 'approved' && finish !== null
  const toRetry = isFailure
  const toCreator = shown === 'approved' && webstar !== null
  const main = toFinish ? 'finish' : toRetry ? 'retry' : toCreator ? 'creator' : 'home'
  const action = (which: typeof main) =>
    buttonClass({ size: 'large', block: true, variant: main === which ? 'primary' : 'secondary' })
  const home =
    session.status === 'user' ? (
      <AppLink className={action('home')} href={isMember ? '/home' : '/dashboard'}>
        {isMember ? <Trans>Go home</Trans> : <Trans>Go to my dashboard</Trans>}
      </AppLink>
    ) : (
      <AppLink className={action('home')} href="/home">
        <Trans>Go home</Trans>
      </AppLink>
    )

  return (
    <div className={styles.outcome} aria-live="polite">
      <StatusIcon status={shown} />
      <h1 className={styles.resultTitle}>{words.title}</h1>
      <p className={styles.resultText}>{words.text}</p>
      {isFailure && payment.data ? (
        <div className={styles.failure}>
          <p className={styles.advice}>{payment.data.SERVICE_ADVICE}</p>
          <dl className={styles.facts}>
            <div>
              <dt>
                <Trans>Status</Trans>
              </dt>
              <dd>{payment.data.TRANS_STATUS_NAME || shown}</dd>
            </div>
            <div>
              <dt>
                <Trans>Transaction</Trans>
              </dt>
              <dd className="tabular">{payment.data.TRANS_ID || payment.operation_number}</dd>
            </div>
          </dl>
        </div>
      ) : null}
      <dl className={styles.facts}>
        <div>
          <dt>
            <Trans>Plan</Trans>
          </dt>
          <dd>{plan.title}</dd>
        </div>
        <div>
          <dt>
            <Trans>Amount</Trans>
          </dt>
          <dd className="tabular">
            <PaymentAmount payment={payment} status={shown} />
          </dd>
        </div>
        {card ? (
          <div>
            <dt>
              <Trans>Card</Trans>
            </dt>
            <dd className="tabular">
              {card.type} •••• {card.last_4_digits}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>
            <Trans>Reference</Trans>
          </dt>
          <dd className="tabular">{payment.operation_number}</dd>
        </div>
        <div>
          <dt>
            <Trans>Date</Trans>
          </dt>
          <dd>{date}</dd>
        </div>
      </dl>
      <div className={styles.resultActions}>
        {shown === 'approved' && finish ? (
          <>
            <p className={styles.resultText}>
              <Trans>
                One last step: choose a password to finish your account. We also sent the link to your e-mail.
              </Trans>
            </p>
            <AppLink className={action('finish')} href={finish.url}>
              <Trans>Finish my registration</Trans>
            </AppLink>
          </>
        ) : null}
        {isFailure ? (
          <AppLink className={action('retry')} href={`/purchase/subscription?plan=${plan.id}`}>
            <Trans>Try again</Trans>
          </AppLink>
        ) : null}
        {shown === 'approved' && webstar ? (
          <AppLink className={action('creator')} href={`/${webstar}`}>
            <Trans>Go to @{webstar}</Trans>
          </AppLink>
        ) : null}
        {home}
        {isFailure || isPartPaid(payment, shown) ? (
          <AppLink className={textStyles.inlineLink} href="/support">
            <Trans>Contact support</Trans>
          </AppLink>
        ) : null}
      </div>
    </div>
  )
}
