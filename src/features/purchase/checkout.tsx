/**
 * Paying for one purchase option: the order summary beside the payment panel (country,
 * saved cards, methods, the selected method's form, the result message) and the pay button, whose
 * words follow the plan ('enjoy tokens', 'start membership') or the acceptance the server asked for
 * ('pay without trial', 'pay without promo'), at once when the purchase options already said this
 * buyer cannot have the promotion. Amounts are in the currency the selected method charges. The
 * test method and a pre-paid code have e-mail-only forms; a pre-paid or hosted-redirect form that is
 * already valid when it shows submits itself.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { isLegacyAddonOffered } from '../../../contract/payment-rules'
import type {
  Country,
  CountryIdInput,
  Currency,
  PaymentMethod,
  PurchaseOption,
} from '../../../contract/schemas/purchase'
import { usePreferences } from '../../api/use-preferences'
import { useSession } from '../../api/use-session'
import type { CurrencyRate } from '../../lib/money'
import { displayPrice } from '../../lib/money'
import { useIsOnline } from '../../offline/online'
import { Button } from '../../ui/button'
import { FormNotice } from '../../ui/form/fields'
import { LockIcon, WifiOffIcon } from '../../ui/icons'
import { BillingFields, useBillingCountries, useSubdivisions } from './billing-fields'
import { CardFields } from './card-fields'
import { addonPrice, chargeRate } from './charge-currency'
import styles from './checkout.module.css'
import { AddonCheck, EmailFields, LegalChecks, LegalNote } from './contact-fields'
import { CountryField, isKnownCountry } from './country-field'
import { DdcFrame, type DdcHandle } from './ddc-frame'
import { EMPTY_BILLING, EMPTY_PAY_FORM, type PayFormValues, payFormErrors, type RuleContext } from './form-rules'
import { MethodPicker } from './method-picker'
import { type FormKind, formKindOf, shortlist } from './methods'
import { nestErrors } from './nest-errors'
import { amountDue, OrderSummary } from './order-summary'
import { PayLabel } from './pay-label'
import { hasSubmittedItself, rememberSubmittedItself } from './payment-memory'
import { type Refusal, refusalAhead } from './promotion-refusal'
import { addonQuery } from './queries'
import { ResultMessage } from './result-message'
import { RyvylWidget } from './ryvyl-widget'
import { SavedCardConfirm } from './saved-card-confirm'
import { SavedCards } from './saved-cards'
import { TokensNeedAccount } from './tokens-need-account'
import { useMethodChoice } from './use-method-choice'
import { type Acceptance, usePayment } from './use-payment'

export type CheckoutProps = {
  option: PurchaseOption
  countries: Country[] | undefined
  countriesFailed: boolean
  onRetryCountries: () => void
  countryId: CountryIdInput | undefined
  onCountryChange: (id: CountryIdInput) => void
  /** The country's currency when prices are shown in it (a guide until a method is chosen). */
  currency: CurrencyRate | null
  /** Every currency's rate: a method's amounts are shown in the currency it charges. */
  currencies: Currency[] | undefined
  /** The promotional code applied to the option (from the link or the promo field). */
  promoCode: string | null
  referal: string | null
  forcedMethod: string | undefined
  paymentLinkId: number | null
  webstar: string | null
  /** The promotional code field, told whether the total leaves the code out (paying without it, or not for this plan). */
  promoField: (isPromoOmitted: boolean) => ReactNode
  /** The options are being loaded again (another country): what shows may not be what is charged. */
  isUpdating: boolean
  header: ReactNode
  onLogin: (email: string, mode?: 'login' | 'register') => void
}

export function Checkout(props: CheckoutProps) {
  const { option, countries, countryId, currency } = props
  const { t } = useLingui()
  const { locale } = usePreferences()
  const session = useSession()
  const isOnline = useIsOnline()
  const isGuest = session.status !== 'user'
  const userId = session.user?.id ?? null
  const isMember = session.user?.membership_active ?? false
  const plan = option.subscription_plan.data
  const ddc = useRef<DdcHandle>(null)
  const payment = usePayment(ddc)

  const { methods, forced, preferential, method, setMethodId, cards, cardChoice, setCardChoice, savedCard } =
    useMethodChoice(option, { isGuest, userId, forcedMethod: props.forcedMethod })
  const [isConfirming, setIsConfirming] = useState(false)

  const promo = option.promotional_code?.data ?? null
  const [answered, setRefusal] = useState<Refusal | null>(null)
  const refusal = answered ?? refusalAhead(promo)
  const acceptance: Acceptance = refusal?.acceptance ?? null
  const isPrepaid = Boolean(promo?.type_is_pre_paid) && acceptance === null
  let formKind: FormKind | null = null
  let formKindError = false
  if (!isPrepaid && method) {
    try {
      formKind = formKindOf(method)
    } catch {
      formKindError = true
    }
  }

  // The e-mail-only forms ask no acceptances: the test method's and the pre-paid code's.
  const isEmailOnly = isPrepaid || formKind?.kind === 'email'
  const billingCountries = useBillingCountries(formKind?.kind === 'card')
  const countryCode = countries?.find((country) => country.id === countryId)?.code ?? ''
  const currentCountryCode = countries?.find((country) => country.is_current)?.code ?? null
  // The rules depend on the form (card or not) and the billing country's subdivisions, known per render.
  const rules = useRef<RuleContext>({ isGuest, legals: !isEmailOnly, card: null })
  const form = useForm<PayFormValues>({
    mode: 'onTouched',
    defaultValues: {
      ...EMPTY_PAY_FORM,
      // A signed-in buyer accepted the terms and confirmed the age when registering.
      terms: !isGuest,
      over_age: !isGuest,
      processor: { ...EMPTY_BILLING, bill_addr_country: countryCode },
    },
    resolver: async (values) => {
      const errors = payFormErrors(values, rules.current)
      return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors: nestErrors(errors) }
    },
  })
  const billingCountry = form.watch('processor.bill_addr_country')
  const subdivisions = useSubdivisions(billingCountry, billingCountries.list)
  rules.current = {
    isGuest,
    legals: !isEmailOnly,
    card:
      formKind?.kind === 'card'
        ? {
            now: new Date(),
            billing: {
              subdivisionCodes: subdivisions.codes,
              currentCountryCode,
              hasTaxIdField: formKind.hasTaxIdField,
            },
          }
        : null,
  }
  // The billing country follows the payment country until the buyer picks one.
  useEffect(() => {
    if (countryCode && !form.getValues('processor.bill_addr_country'))
      form.setValue('processor.bill_addr_country', countryCode)
  }, [countryCode, form])

  // What the server or the processor said about a field shows under that field.
  useEffect(() => {
    for (const [path, message] of Object.entries(payment.fieldErrors)) {
      const field = path === 'card_token' ? 'card_number' : path
      form.setError(field as keyof PayFormValues, { type: 'server', message })
    }
  }, [payment.fieldErrors, form])

  // 409 and 410 ask the buyer to accept; the answer of the form shows as the button's words.
  useEffect(() => {
    const problem = payment.problem
    if (problem?.kind === 'no_trial' || problem?.kind === 'no_promo') {
      setRefusal({ acceptance: problem.kind, reason: problem.reason })
    }
  }, [payment.problem])

  const isAddonOffered =
    !isPrepaid &&
    isLegacyAddonOffered({
      isRecurrent: plan.is_recurrent,
      methodOffersAddon: !savedCard && (method?.driver_front_config.legacy_addon ?? false),
      hasLegacyBundle: plan.legacy_plus_webstar !== null,
      isWebstarsPlan: plan.is_webstars_plan,
      isLegacyBundle: plan.is_legacy_plus_webstar,
      isMember,
    })
  const addon = useQuery({ ...addonQuery(plan.id), enabled: isAddonOffered })
  const wantsAddon = form.watch('addon_legacy') && isAddonOffered
  const addonUsd = wantsAddon ? (addon.data?.amount ?? null) : null

  function changeForm(next: () => void) {
    next()
    setRefusal(null)
    payment.clearProblem()
  }

  // Back to the choice of how to pay: the methods shown again, the chosen one focused.
  const payPanel = useRef<HTMLElement>(null)
  function chooseAnotherWay() {
    changeForm(() => setCardChoice('new'))
    requestAnimationFrame(() =>
      payPanel.current
        ?.querySelector<HTMLInputElement>('input[name="payment-method"]:checked, input[name="payment-method"]')
        ?.focus(),
    )
  }

  const target = {
    planId: plan.id,
    countryId: countryId ?? 'INT',
    method: isPrepaid ? null : (method ?? null),
    formKind,
    isGuest,
    promoCode: props.promoCode,
    referal: props.referal,
    paymentLinkId: props.paymentLinkId,
    legacyBundleId:
      wantsAddon && (method?.driver_front_config.legacy_bundle ?? true) ? (plan.legacy_plus_webstar?.id ?? null) : null,
    webstar: props.webstar,
    acceptance,
    buyer: userId,
  } as const

  // Only a country of the loaded list: none while the list is loading or failed to load.
  const isCountryOk = isKnownCountry(countries, countryId)
  const canPay = isOnline && isCountryOk && !props.isUpdating && !formKindError && (isPrepaid || Boolean(method))
  const submit = form.handleSubmit((values) => {
    if (!canPay) return
    void payment.pay(values, target)
  })

  // A pre-paid code or hosted-redirect form already valid when it first shows submits itself:
  // for a signed-in buyer there is nothing left to fill. Only the form the checkout opens
  // with (one chosen later waits for its button), and never twice in this tab for the same plan,
  // method and code: coming back from the processor's page must not send the buyer there again.
  const hasOpened = useRef(false)
  const isSelfSubmitting = !savedCard && (isPrepaid || formKind?.kind === 'hosted')
  // biome-ignore lint/correctness/useExhaustiveDependencies: decided once, when the form can first be paid
  useEffect(() => {
    if (hasOpened.current || !canPay) return
    hasOpened.current = true
    const key = [plan.id, isPrepaid ? 'pre-paid' : method?.id, props.promoCode ?? ''].join(':')
    if (!isSelfSubmitting || hasSubmittedItself(key)) return
    if (Object.keys(payFormErrors(form.getValues(), rules.current)).length > 0) return
    rememberSubmittedItself(key)
    void submit()
  }, [canPay])

  async function confirmSavedCard() {
    if (!savedCard || !canPay) return
    const problem = await payment.payWithSavedCard(savedCard.id, target, { addon_legacy: wantsAddon })
    if (problem?.kind === 'no_trial' || problem?.kind === 'no_promo') {
      setRefusal({ acceptance: problem.kind, reason: problem.reason })
    }
    setIsConfirming(false)
  }

  const charged = chargeRate(method, isPrepaid, props.currencies, currency)
  const due = amountDue(option, acceptance !== null, addonUsd)
  const duePrice = displayPrice(due, charged, locale).main
  const payLabel = <PayLabel acceptance={acceptance} plan={plan} />
  // What the last attempt answered, above the pay button: the processor's problem, else a plan's refusal.
  // A problem that asks to log in fills the e-mail the guest typed, when there is a form to type it in.
  const resultMessage = (loginEmail: () => string) =>
    payment.problem ? (
      <ResultMessage
        problem={payment.problem}
        planId={plan.id}
        onLogin={() => props.onLogin(loginEmail())}
        onChooseAnother={chooseAnotherWay}
      />
    ) : refusal ? (
      <ResultMessage
        problem={{ kind: refusal.acceptance, reason: refusal.reason }}
        planId={plan.id}
        onLogin={() => props.onLogin('')}
        onChooseAnother={chooseAnotherWay}
      />
    ) : null

  return (
    <div className={styles.checkout}>
      <div className={styles.summaryCol}>
        <OrderSummary
          option={option}
          currency={charged}
          isPromoOmitted={acceptance !== null}
          addonUsd={addonUsd}
          promoField={props.promoField(acceptance !== null || option.promotional_code === null)}
          header={props.header}
        />
      </div>
      <section className={styles.payCol} aria-labelledby="payment-title" ref={payPanel}>
        <h2 id="payment-title" className={styles.payTitle}>
          <LockIcon size={18} />
          <Trans>Payment</Trans>
        </h2>
        {isOnline ? null : (
          <div className={styles.offline} role="status">
            <WifiOffIcon size={20} />
            <p>
              <Trans>You are offline. Paying needs a connection, and nothing is charged while you are offline.</Trans>
            </p>
          </div>
        )}
        <CountryField
          countries={countries}
          isError={props.countriesFailed}
          onRetry={props.onRetryCountries}
          value={countryId}
          onChange={(id) => changeForm(() => props.onCountryChange(id))}
          disabled={payment.isLoading}
        />
        {isGuest && plan.is_token ? (
          // Tokens go to an account's wallet: a guest logs in or registers first (411).
          <TokensNeedAccount onLogin={props.onLogin} />
        ) : payment.widget ? (
          <RyvylWidget url={payment.widget.url} params={payment.widget.params} />
        ) : (
          <>
            {cards.length > 0 && !isPrepaid ? (
              <SavedCards
                cards={cards}
                choice={cardChoice}
                onChoose={(choice) => changeForm(() => setCardChoice(choice))}
              />
            ) : null}
            {savedCard ? (
              <div className={styles.formBody}>
                {isAddonOffered ? (
                  <AddonCheck form={form} price={addonPrice(addon.data?.amount, charged, locale)} />
                ) : null}
                {resultMessage(() => '')}
                <Button size="large" block disabled={!canPay} onClick={() => setIsConfirming(true)}>
                  {acceptance ? payLabel : <Trans>Pay {duePrice} with this card</Trans>}
                </Button>
              </div>
            ) : (
              <>
                {isPrepaid ? (
                  <FormNotice>
                    <Trans>Your code pays for this plan: no card is needed. Confirm below to redeem it.</Trans>
                  </FormNotice>
                ) : methods.length === 0 ? (
                  <FormNotice>
                    <Trans>No payment method is available for this country. Choose another country.</Trans>
                  </FormNotice>
                ) : (
                  <MethodPicker
                    methods={methods}
                    shortlisted={shortlist(methods, preferential)}
                    selectedId={method?.id}
                    isForced={Boolean(forced)}
                    onSelect={(next: PaymentMethod) => changeForm(() => setMethodId(next.id))}
                  />
                )}
                {formKindError ? (
                  <FormNotice>
                    <Trans>This payment method cannot be used here. Please choose another one.</Trans>
                  </FormNotice>
                ) : isPrepaid || method ? (
                  <form className={styles.formBody} onSubmit={submit} noValidate aria-label={t`Payment details`}>
                    {isGuest ? <EmailFields form={form} /> : null}
                    {formKind?.kind === 'card' ? (
                      <>
                        <CardFields
                          form={form}
                          onCardChange={() => answered?.acceptance === 'no_trial' && setRefusal(null)}
                        />
                        <BillingFields
                          form={form}
                          countries={billingCountries}
                          subdivisions={subdivisions}
                          currentCountryCode={currentCountryCode}
                          hasTaxIdField={formKind.hasTaxIdField}
                        />
                      </>
                    ) : null}
                    {isAddonOffered ? (
                      <AddonCheck form={form} price={addonPrice(addon.data?.amount, charged, locale)} />
                    ) : null}
                    {isEmailOnly ? <LegalNote /> : <LegalChecks form={form} />}
                    {resultMessage(() => form.getValues('email'))}
                    <Button type="submit" size="large" block isLoading={payment.isLoading} disabled={!canPay}>
                      {payLabel}
                      <span className={styles.buttonAmount}>{duePrice}</span>
                    </Button>
                  </form>
                ) : null}
              </>
            )}
          </>
        )}
        {method?.driver_front_config.ddc ? <DdcFrame ref={ddc} /> : null}
        <p className={styles.secure}>
          <LockIcon size={14} />
          <Trans>
            Your card goes straight to the payment processor over an encrypted connection. Velvet never sees or keeps
            your card number.
          </Trans>
        </p>
      </section>
      <SavedCardConfirm
        isOpen={isConfirming}
        onClose={() => setIsConfirming(false)}
        planTitle={plan.title}
        duePrice={duePrice}
        card={savedCard}
        isPaying={payment.isLoading}
        canPay={canPay}
        onConfirm={() => void confirmSavedCard()}
      />
    </div>
  )
}
