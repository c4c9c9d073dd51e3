/**
 * /age-check: where a region's law asks for more than the click-through gate, the visitor checks
 * their age here before any adult content opens (the server answers 451 until then). It offers the
 * methods the region accepts, starts the check at the provider and, back from it, says how it went:
 * passed → on to where the visitor was; failed or unsure → what to do next, another method first.
 * Open without the gate; the server, never the app, decides whether a check passed.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery } from '@tanstack/react-query'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { type ReactNode, useEffect, useState } from 'react'
import { LIMITS } from '../../../contract/limits'
import type { AgeCheckMethod, AgeCheckState } from '../../../contract/schemas/age-check'
import { isApiError } from '../../api/errors'
import { useSession } from '../../api/use-session'
import { useIsOnline } from '../../offline/online'
import { Button } from '../../ui/button'
import { AlertIcon, CheckIcon, ClockIcon, LockIcon, WifiOffIcon } from '../../ui/icons'
import { ErrorState, OfflineState } from '../../ui/states'
import { acceptAge, LEAVE_URL, safeRedirect } from './age-acceptance'
import styles from './age-check-screen.module.css'
import { ageCheckStateQuery, startAgeCheck } from './queries'

const ageCheckRoute = getRouteApi('/shell/age-check')

export function AgeCheckScreen() {
  const { t } = useLingui()
  const { redirect } = ageCheckRoute.useSearch()
  const target = safeRedirect(redirect) ?? '/home'
  const session = useSession()
  const isOnline = useIsOnline()
  const navigate = useNavigate()
  const state = useQuery(ageCheckStateQuery(session.user?.id ?? null))
  const isPassed = state.data?.passed === true

  // Passed (just now, or before on this device or account): the adult has nothing more to confirm.
  useEffect(() => {
    if (!isPassed) return
    acceptAge()
    void navigate({ href: target, replace: true })
  }, [isPassed, navigate, target])

  if (state.isPending) {
    return (
      <Page>
        <p className={styles.loading} role="status" aria-label={t`Loading the age check`}>
          <span className={styles.spinner} aria-hidden="true" />
        </p>
      </Page>
    )
  }
  if (state.isError) {
    return (
      <Page>
        {isOnline ? (
          <ErrorState
            title={<Trans>The age check could not load</Trans>}
            body={<Trans>Something went wrong on our side. Please try again.</Trans>}
            retryLabel={t`Try again`}
            onRetry={() => void state.refetch()}
            isRetrying={state.isFetching}
          />
        ) : (
          <OfflineState
            title={<Trans>You are offline</Trans>}
            body={<Trans>Connect to the internet to check your age.</Trans>}
            action={
              <Button variant="secondary" onClick={() => void state.refetch()} isLoading={state.isFetching}>
                <Trans>Try again</Trans>
              </Button>
            }
          />
        )}
      </Page>
    )
  }
  if (isPassed) {
    return (
      <Page>
        <Heading icon={<CheckIcon size={28} />} tone="success">
          <Trans>Your age is confirmed</Trans>
        </Heading>
        <p className={styles.body} role="status">
          <Trans>Taking you back…</Trans>
        </p>
      </Page>
    )
  }
  if (!state.data.required) {
    return (
      <Page>
        <Heading icon={<CheckIcon size={28} />} tone="success">
          <Trans>No age check is needed where you are</Trans>
        </Heading>
        <Button size="large" block onClick={() => void navigate({ href: target, replace: true })}>
          <Trans>Continue</Trans>
        </Button>
      </Page>
    )
  }
  return <CheckChooser state={state.data} target={target} />
}

function CheckChooser({ state, target }: { state: AgeCheckState; target: string }) {
  const { t } = useLingui()
  const age = LIMITS.ageThreshold
  const isOnline = useIsOnline()
  const [isLeaving, setLeaving] = useState(false)
  const start = useMutation({
    mutationFn: (method: AgeCheckMethod) => startAgeCheck(method, target),
    onSuccess: (url) => {
      setLeaving(true)
      window.location.assign(url)
    },
  })
  const methods = orderedMethods(state)
  const isBusy = start.isPending || isLeaving
  return (
    <Page>
      <Heading icon={<LockIcon size={28} />}>
        <Trans>Confirm your age</Trans>
      </Heading>
      <p className={styles.body}>
        <Trans>
          Where you are, the law asks us to check that you are {age} or over before showing adult content. It takes a
          minute.
        </Trans>
      </p>
      {state.attempt ? <AttemptNotice attempt={state.attempt} /> : null}
      {methods.length === 0 ? (
        <p className={styles.notice} role="alert">
          <AlertIcon size={20} />
          <span>
            <Trans>Age checks are not available right now. Please try again later.</Trans>
          </span>
        </p>
      ) : (
        <ul className={styles.methods} aria-label={t`Ways to check your age`}>
          {methods.map((method) => (
            <li key={method} className={styles.method}>
              <MethodText method={method} />
              <Button
                size="large"
                block
                variant={method === methods[0] ? 'primary' : 'secondary'}
                isLoading={isBusy && start.variables === method}
                disabled={isBusy || !isOnline}
                onClick={() => start.mutate(method)}
              >
                {method === 'estimation' ? <Trans>Start age estimation</Trans> : <Trans>Start document check</Trans>}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {isOnline ? null : (
        <p className={styles.notice} role="status">
          <WifiOffIcon size={20} />
          <span>
            <Trans>You are offline. Connect to the internet to check your age.</Trans>
          </span>
        </p>
      )}
      {start.isError ? <StartProblem error={start.error} /> : null}
      <p className={styles.privacy}>
        <Trans>
          An independent provider makes the check. We keep only whether it passed, how and when: never your picture or
          your document.
        </Trans>
      </p>
      <a className={styles.leave} href={LEAVE_URL} rel="noreferrer">
        <Trans>I am under {age}, take me away</Trans>
      </a>
    </Page>
  )
}

/** After an estimation that did not pass, the document first: it is what can still tell. */
function orderedMethods(state: AgeCheckState): AgeCheckMethod[] {
  const { attempt, methods } = state
  const didEstimationFail =
    attempt?.method === 'estimation' && (attempt.status === 'failed' || attempt.status === 'unsure')
  if (!didEstimationFail) return methods
  return [...methods.filter((method) => method === 'document'), ...methods.filter((method) => method !== 'document')]
}

function MethodText({ method }: { method: AgeCheckMethod }) {
  return method === 'estimation' ? (
    <div className={styles.methodText}>
      <h2 className={styles.methodTitle}>
        <Trans>Age estimation</Trans>
      </h2>
      <p>
        <Trans>Take a selfie: your age is estimated from it, and the picture is deleted straight away.</Trans>
      </p>
    </div>
  ) : (
    <div className={styles.methodText}>
      <h2 className={styles.methodTitle}>
        <Trans>ID document</Trans>
      </h2>
      <p>
        <Trans>Photograph your passport, driving licence or identity card, then take a selfie. Neither is kept.</Trans>
      </p>
    </div>
  )
}

/** How the check this device started went, and what to do next. */
function AttemptNotice({ attempt }: { attempt: NonNullable<AgeCheckState['attempt']> }) {
  const age = LIMITS.ageThreshold
  if (attempt.status === 'unsure') {
    return (
      <Notice tone="warning" title={<Trans>We could not confirm your age</Trans>}>
        <Trans>
          The estimation could not tell whether you are {age} or over. Check with an ID document instead, or try the
          estimation again in good light, facing the camera.
        </Trans>
      </Notice>
    )
  }
  if (attempt.status === 'failed') {
    return (
      <Notice tone="error" title={<Trans>The check did not confirm that you are {age} or over</Trans>}>
        {attempt.method === 'estimation' ? (
          <Trans>Adult content stays closed. If you are {age} or over, check with an ID document instead.</Trans>
        ) : (
          <Trans>
            Adult content stays closed. If you are {age} or over, try again with another valid document: a passport, a
            driving licence or an identity card.
          </Trans>
        )}
      </Notice>
    )
  }
  if (attempt.status === 'canceled') {
    return (
      <Notice tone="neutral" title={<Trans>The check was canceled</Trans>}>
        <Trans>Start it again whenever you are ready.</Trans>
      </Notice>
    )
  }
  if (attempt.status === 'pending') {
    return (
      <Notice tone="neutral" title={<Trans>Waiting for the result</Trans>} icon={<ClockIcon size={20} />}>
        <Trans>If you finished the check, its result shows here in a moment. If not, start it again.</Trans>
      </Notice>
    )
  }
  return null
}

function StartProblem({ error }: { error: unknown }) {
  const isOffline = isApiError(error) && error.isNetwork
  return (
    <p className={styles.notice} role="alert">
      <AlertIcon size={20} />
      <span>
        {isOffline ? (
          <Trans>The check could not start: there is no connection. Try again when you are online.</Trans>
        ) : (
          <Trans>The check could not start. Please try again, or choose another method.</Trans>
        )}
      </span>
    </p>
  )
}

function Notice({
  tone,
  title,
  icon,
  children,
}: {
  tone: 'neutral' | 'warning' | 'error'
  title: ReactNode
  icon?: ReactNode
  children: ReactNode
}) {
  return (
    <div className={[styles.outcome, styles[tone]].join(' ')} role={tone === 'neutral' ? 'status' : 'alert'}>
      <p className={styles.outcomeTitle}>
        {icon ?? <AlertIcon size={20} />}
        <span>{title}</span>
      </p>
      <p>{children}</p>
    </div>
  )
}

function Heading({ icon, tone, children }: { icon: ReactNode; tone?: 'success'; children: ReactNode }) {
  return (
    <>
      <div className={[styles.badge, tone === 'success' ? styles.success : ''].join(' ')} aria-hidden="true">
        {icon}
      </div>
      <h1 className={styles.title}>{children}</h1>
    </>
  )
}

function Page({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <section className={styles.card}>{children}</section>
    </div>
  )
}
