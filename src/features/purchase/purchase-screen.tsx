/**
 * The purchase screen: purchase.subscription (memberships, or a creator's plans
 * with `webstar`), purchase.tokens (token packs) and the paylink purchase. It loads the payable
 * countries (the visitor's preselected), the currencies and the options for the chosen country,
 * lets the buyer pick a plan (a single one is preselected), apply a promotional code, log in or
 * register without leaving, and pay. Money is never cached or queued: offline it says so.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { type ReactNode, useEffect, useState } from 'react'
import { TIMING } from '../../../contract/limits'
import type { CountryIdInput, PaymentLink, PurchaseOption } from '../../../contract/schemas/purchase'
import type { User } from '../../../contract/schemas/user'
import { isApiError } from '../../api/errors'
import { usePreferences } from '../../api/use-preferences'
import { useSession } from '../../api/use-session'
import type { CurrencyRate } from '../../lib/money'
import { useIsOnline } from '../../offline/online'
import { AppLink } from '../../ui/app-link'
import { buttonClass } from '../../ui/button'
import { Dialog } from '../../ui/dialog'
import { ChevronLeftIcon, LockIcon, VerifiedIcon } from '../../ui/icons'
import { ErrorState, OfflineState, StateMessage } from '../../ui/states'
import { AuthPanel, type AuthPanelMode } from '../auth'
import { Checkout } from './checkout'
import { CheckoutSkeleton } from './checkout-skeleton'
import { NoPlans } from './no-plans'
import { OwnPlan } from './own-plan'
import { readPlanChoice, writePlanChoice } from './payment-memory'
import { PlanList } from './plan-list'
import { PromoField, type PromoStatus } from './promo-field'
import pageStyles from './purchase-page.module.css'
import styles from './purchase-screen.module.css'
import textStyles from './purchase-text.module.css'
import { countriesQuery, currenciesQuery, type OptionsRequest, paylinkQuery, purchaseOptionsQuery } from './queries'
import { VpnDialog } from './vpn-dialog'

export type PurchaseSearch = {
  plan?: number | undefined
  code?: string | undefined
  ref?: string | undefined
  webstar?: string | undefined
  payment_method?: string | undefined
}

type FlowProps = {
  view: 'subscription' | 'tokens' | 'paylink'
  search: PurchaseSearch
  paylink?: { username: string; hash: string }
}

function codeOf(error: unknown): string | null {
  return isApiError(error) ? error.code : null
}

/** A paylink is bought like a purchase option of its plan. */
function paylinkOption(link: PaymentLink): PurchaseOption {
  return {
    id: link.id,
    subscription_plan: link.subscription_plan,
    promotional_code: null,
    default_country_id: null,
    preferential_payment_method: null,
    show_vpn_popup: false,
    amount_due: link.subscription_plan.data.amount,
    already_subscribed: false,
  }
}

export function PurchaseScreen({ view, search }: { view: 'subscription' | 'tokens'; search: PurchaseSearch }) {
  return <PurchaseFlow view={view} search={search} />
}

export function PaylinkScreen({ username, hash }: { username: string; hash: string }) {
  return <PurchaseFlow view="paylink" search={{}} paylink={{ username, hash }} />
}

function PurchaseFlow({ view, search, paylink }: FlowProps) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const session = useSession()
  const { locale } = usePreferences()
  const isOnline = useIsOnline()
  const viewer = { userId: session.user?.id ?? null, locale }

  const countries = useQuery(countriesQuery(locale))
  const currencies = useQuery(currenciesQuery())
  const [countryChoice, setCountryChoice] = useState<CountryIdInput | undefined>()
  const visitorCountry = countries.data?.find((country) => country.is_current)
  const countryId: CountryIdInput | undefined =
    countryChoice ?? (countries.isSuccess ? (visitorCountry?.id ?? 'INT') : countries.isError ? 'INT' : undefined)
  const country = countries.data?.find((item) => item.id === countryId)
  const currency: CurrencyRate | null = country?.show_currency
    ? (currencies.data?.find((item) => item.code === country.currency_code) ?? null)
    : null

  // Promotional code: applied after a pause in typing (at once when cleared), kept only when valid.
  const [codeInput, setCodeInput] = useState(search.code ?? '')
  const [appliedCode, setAppliedCode] = useState(search.code)
  const [promoStatus, setPromoStatus] = useState<PromoStatus>(search.code ? 'applied' : 'idle')
  // The code whose options were fetched to check it: that answer is the one shown, not asked again.
  const [checkedCode, setCheckedCode] = useState<string>()
  const [referal, setReferal] = useState(search.ref)
  const [isReferralInvalid, setIsReferralInvalid] = useState(false)
  const request: Omit<OptionsRequest, 'code'> & { countryId: CountryIdInput } = {
    countryId: countryId ?? 'INT',
    plan: search.plan,
    referal,
    webstar: search.webstar,
    tokens: view === 'tokens' ? true : undefined,
  }
  // Another country (or language) keeps the checkout on screen, and what was typed in it, while
  // its options load: the payment country is checked against the loaded list, not by
  // taking the checkout away.
  const options = useQuery({
    ...purchaseOptionsQuery(viewer, { ...request, code: appliedCode }),
    ...(appliedCode !== undefined && appliedCode === checkedCode ? { staleTime: Number.POSITIVE_INFINITY } : {}),
    enabled: view !== 'paylink' && countryId !== undefined,
    placeholderData: keepPreviousData,
  })
  const link = useQuery({
    ...paylinkQuery(viewer, {
      username: paylink?.username ?? '',
      hash: paylink?.hash ?? '',
      countryId: countryId ?? 'INT',
    }),
    enabled: view === 'paylink' && countryId !== undefined,
    placeholderData: keepPreviousData,
  })
  const source = view === 'paylink' ? link : options
  const list: PurchaseOption[] | undefined =
    view === 'paylink' ? (link.data ? [paylinkOption(link.data)] : undefined) : options.data

  // The request is rebuilt each render; what matters is the typed code, the country and the viewer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the request's parts are the dependencies
  useEffect(() => {
    const code = codeInput.trim()
    if (code === (appliedCode ?? '')) return
    if (!code) {
      setAppliedCode(undefined)
      setPromoStatus('idle')
      return
    }
    setPromoStatus('checking')
    const timer = window.setTimeout(() => {
      queryClient
        .fetchQuery(purchaseOptionsQuery(viewer, { ...request, code }))
        .then(() => {
          setCheckedCode(code)
          setAppliedCode(code)
          setPromoStatus('applied')
        })
        .catch((error: unknown) => setPromoStatus(codeOf(error) === 'invalid_promotional_code' ? 'invalid' : 'idle'))
    }, TIMING.promoDebounceMs)
    return () => window.clearTimeout(timer)
  }, [codeInput, appliedCode, countryId, session.user?.id])

  // A code or referral from the link that the server refuses is dropped, with its message.
  useEffect(() => {
    const code = codeOf(options.error)
    if (code === 'invalid_promotional_code' && appliedCode) {
      setAppliedCode(undefined)
      setPromoStatus('invalid')
    } else if (code === 'invalid_referral_code' && referal) {
      setReferal(undefined)
      setIsReferralInvalid(true)
    }
  }, [options.error, appliedCode, referal])

  const page = `${window.location.pathname}${window.location.search}`
  const [chosenId, setChosen] = useState<number | undefined>(() => readPlanChoice(page))
  const setChosenId = (id: number | undefined) => {
    setChosen(id)
    writePlanChoice(page, id)
  }
  const selected = list?.length === 1 ? list[0] : list?.find((option) => option.id === chosenId)
  // A creator's own plans are never theirs to buy (the server refuses them): said before paying.
  const ownModelId = session.user?.model_id ?? null
  const isOwnList =
    ownModelId !== null &&
    list !== undefined &&
    list.length > 0 &&
    list.every((option) => option.subscription_plan.data.model_id === ownModelId)
  const [isVpnDismissed, setIsVpnDismissed] = useState(false)
  const [auth, setAuth] = useState<{ mode: AuthPanelMode; email: string } | null>(null)

  // A premium creator the buyer already subscribes to: nothing to buy here.
  const isAlreadyPremium = Boolean(
    search.webstar &&
      list?.some((option) => option.already_subscribed && option.subscription_plan.data.current_status === 'premium'),
  )
  useEffect(() => {
    if (isAlreadyPremium) void navigate({ to: '/home', replace: true })
  }, [isAlreadyPremium, navigate])

  async function afterAuth(user: User) {
    setAuth(null)
    // A member has no membership to buy: the dashboard.
    if (user.membership_active && view === 'subscription' && !search.webstar && !search.plan) {
      await navigate({ to: '/dashboard' })
    }
  }

  const title =
    view === 'tokens' ? (
      <Trans>Buy tokens</Trans>
    ) : view === 'paylink' ? (
      <Trans>Payment link</Trans>
    ) : search.webstar ? (
      <Trans>Subscribe to @{search.webstar}</Trans>
    ) : (
      <Trans>Choose your membership</Trans>
    )

  const promoField = (isOmitted: boolean) =>
    view === 'subscription' ? (
      <PromoField
        value={codeInput}
        status={promoStatusOf(promoStatus, list)}
        onChange={setCodeInput}
        isOmitted={isOmitted}
      />
    ) : null
  const isGuest = session.status !== 'user'
  const loginButton = isGuest ? (
    <button type="button" className={styles.loginLink} onClick={() => setAuth({ mode: 'login', email: '' })}>
      <Trans>Already have an account? Log in</Trans>
    </button>
  ) : null

  let body: ReactNode
  if (source.isError && !list) {
    const code = codeOf(source.error)
    if (
      view === 'paylink' &&
      isApiError(source.error) &&
      (source.error.status === 404 || source.error.status === 422)
    ) {
      body = (
        <StateMessage
          tone="error"
          icon={<LockIcon />}
          title={<Trans>This payment link is not valid</Trans>}
          body={<Trans>It may have expired, or belong to another creator. Ask the creator for a new link.</Trans>}
          action={
            <AppLink className={buttonClass({ variant: 'secondary' })} href="/home">
              <Trans>Go home</Trans>
            </AppLink>
          }
        />
      )
    } else if (!isOnline || (isApiError(source.error) && source.error.isNetwork)) {
      body = (
        <OfflineState
          title={<Trans>You are offline</Trans>}
          body={<Trans>Plans and payments need a connection. Nothing is charged while you are offline.</Trans>}
        />
      )
    } else if (code === 'invalid_promotional_code' || code === 'invalid_referral_code') {
      // Dropped by the effect above: the options come again without it.
      body = <CheckoutSkeleton />
    } else {
      body = (
        <ErrorState
          title={<Trans>The plans could not be loaded</Trans>}
          body={<Trans>Nothing was charged. Please try again.</Trans>}
          retryLabel={t`Try again`}
          onRetry={() => void source.refetch()}
          isRetrying={source.isFetching}
        />
      )
    }
  } else if (!list) {
    body = <CheckoutSkeleton />
  } else if (list.length === 0) {
    body = <NoPlans webstar={view === 'subscription' ? search.webstar : undefined} />
  } else if (view === 'subscription' && !search.webstar && list.every((option) => option.already_subscribed)) {
    body = (
      <StateMessage
        icon={<VerifiedIcon />}
        title={<Trans>Your membership is active</Trans>}
        body={<Trans>You already watch every full-length video.</Trans>}
        action={
          <AppLink className={buttonClass()} href="/dashboard">
            <Trans>Go to my account</Trans>
          </AppLink>
        }
      />
    )
  } else if (isOwnList && ownModelId !== null) {
    body = (
      <OwnPlan
        title={list.length === 1 ? (list[0]?.subscription_plan.data.title ?? null) : null}
        creator={{ id: ownModelId, username: search.webstar ?? link.data?.webstar.data.username ?? null }}
      />
    )
  } else if (selected) {
    const backButton =
      list.length > 1 ? (
        <button type="button" className={pageStyles.back} onClick={() => setChosenId(undefined)}>
          <ChevronLeftIcon size={18} />
          <Trans>All plans</Trans>
        </button>
      ) : null
    body = (
      <Checkout
        key={`${selected.id}-${session.user?.id ?? 'guest'}`}
        option={selected}
        countries={countries.data}
        countriesFailed={countries.isError}
        onRetryCountries={() => void countries.refetch()}
        countryId={countryId}
        onCountryChange={setCountryChoice}
        currency={currency}
        currencies={currencies.data}
        promoCode={appliedCode ?? null}
        referal={referal ?? null}
        forcedMethod={search.payment_method}
        paymentLinkId={view === 'paylink' ? (link.data?.id ?? null) : null}
        webstar={search.webstar ?? link.data?.webstar.data.username ?? null}
        promoField={promoField}
        isUpdating={source.isPlaceholderData}
        header={
          backButton || loginButton ? (
            <div className={styles.summaryTop}>
              {backButton}
              {loginButton}
            </div>
          ) : null
        }
        onLogin={(email, mode = 'login') => setAuth({ mode, email })}
      />
    )
  } else {
    body = (
      <div className={styles.chooser}>
        {loginButton}
        <PlanList options={list} currency={currency} onChoose={(option) => setChosenId(option.id)} />
        {promoField(false)}
      </div>
    )
  }

  return (
    <div className={pageStyles.page}>
      <header className={pageStyles.pageHead}>
        <h1 className={pageStyles.pageTitle}>{title}</h1>
        {view === 'paylink' && link.data ? (
          <p className={textStyles.muted}>
            <Trans>
              {link.data.title} · from @{link.data.webstar.data.username}
            </Trans>
          </p>
        ) : null}
        {isReferralInvalid ? (
          <p className={styles.warning} role="alert">
            <Trans>This referral code (QR) is not valid. You can still buy without it.</Trans>
          </p>
        ) : null}
      </header>
      {body}
      <VpnDialog
        isOpen={Boolean(list?.[0]?.show_vpn_popup) && !isVpnDismissed}
        onClose={() => setIsVpnDismissed(true)}
      />
      <Dialog
        isOpen={auth !== null}
        onClose={() => setAuth(null)}
        title={<Trans>Your account</Trans>}
        closeLabel={t`Close`}
      >
        {auth ? <AuthPanel initialMode={auth.mode} initialEmail={auth.email} onAuthenticated={afterAuth} /> : null}
      </Dialog>
    </div>
  )
}

/** An applied code this buyer cannot use (the options say why) reads so under the field. */
function promoStatusOf(status: PromoStatus, options: PurchaseOption[] | undefined): PromoStatus {
  const isRefused = options?.some((option) => option.promotional_code?.data.unavailable_reason)
  return status === 'applied' && isRefused ? 'unavailable' : status
}
