/**
 * The order summary: the plan, what is due now in the currency it is charged in
 * (with the US dollar amount beside it), that nothing is added to it, the period and renewal, the
 * promotion's commercial and legal texts (left out while the buyer pays without it), the promo code
 * field, the fees, the currency note and the legal label (recurrent, one payment, or paid by a
 * pre-paid code, which never renews).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { PURCHASE } from '../../../contract/limits'
import type { PurchaseOption } from '../../../contract/schemas/purchase'
import { usePreferences } from '../../api/use-preferences'
import { type CurrencyRate, displayPrice, formatUsd } from '../../lib/money'
import { CoinsIcon, SparkIcon } from '../../ui/icons'
import styles from './order-summary.module.css'
import { Duration, Period, PerPeriod } from './plan-text'
import textStyles from './purchase-text.module.css'

type Props = {
  option: PurchaseOption
  /** The currency the buyer is charged in; null: US dollars. */
  currency: CurrencyRate | null
  /** The promotion is left out: the buyer accepted paying without it (409, 410). */
  isPromoOmitted: boolean
  /** The legacy add-on's price in USD, when the buyer takes it. */
  addonUsd: number | null
  promoField: ReactNode
  header?: ReactNode
}

export function amountDue(option: PurchaseOption, isPromoOmitted: boolean, addonUsd: number | null): number {
  const base = option.promotional_code && !isPromoOmitted ? option.amount_due : option.subscription_plan.data.amount
  return Math.round((base + (addonUsd ?? 0)) * 100) / 100
}

export function Price({
  usd,
  currency,
  large = false,
}: {
  usd: number
  currency: CurrencyRate | null
  large?: boolean
}) {
  const { locale } = usePreferences()
  const price = displayPrice(usd, currency, locale)
  return (
    <span className={large ? styles.priceLarge : styles.price}>
      <span className="tabular">{price.main}</span>
      {price.usd ? <span className={`${styles.priceUsd} tabular`}>{price.usd}</span> : null}
    </span>
  )
}

export function OrderSummary({ option, currency, isPromoOmitted, addonUsd, promoField, header }: Props) {
  const { t } = useLingui()
  const { locale } = usePreferences()
  const plan = option.subscription_plan.data
  const promo = isPromoOmitted ? null : (option.promotional_code?.data ?? null)
  const due = amountDue(option, isPromoOmitted, addonUsd)
  const total = plan.show_data.total
  const onward = option.subscription_plan.data.onward_subscription_plan?.data ?? null
  const renewUsd = (onward ?? plan).amount + (addonUsd ?? 0)
  const renewPrice = displayPrice(renewUsd, currency, locale).main
  const perPeriod = displayPrice(plan.show_data.breakdown.period_amount, currency, locale).main
  const fees = { gateway: formatUsd(PURCHASE.gatewayFeeUsd, locale), admin: formatUsd(PURCHASE.adminFeeUsd, locale) }
  const renewEvery = onward ?? plan
  // A pre-paid code pays for one period: nothing renews, whatever the plan does otherwise.
  const renews = plan.is_recurrent && !plan.is_token && !promo?.type_is_pre_paid
  return (
    <section className={styles.summary} aria-labelledby="order-summary-title">
      {header}
      <div className={styles.summaryHead}>
        <span className={styles.planIcon} aria-hidden="true">
          {plan.is_token ? <CoinsIcon size={22} /> : <SparkIcon size={22} />}
        </span>
        <div>
          <h2 id="order-summary-title" className={styles.planTitle}>
            {plan.title}
          </h2>
          {plan.show_data.promotional_tag ? (
            <span className={textStyles.tag}>{plan.show_data.promotional_tag}</span>
          ) : null}
        </div>
      </div>
      <div className={styles.due}>
        <p className={styles.dueLabel}>{promo?.type_is_free_trial ? t`Due today` : t`Total due now`}</p>
        <Price usd={due} currency={currency} large />
        <p className={textStyles.small}>
          <Trans>Gateway and administration costs included: nothing is added to this amount.</Trans>
        </p>
        {plan.is_token && plan.tokens_quantity ? (
          <p className={textStyles.muted}>
            <Trans>{plan.tokens_quantity} tokens, added to your wallet at once.</Trans>
          </p>
        ) : (
          <p className={textStyles.muted}>
            <Trans>
              Access for <Duration count={total.duration} type={total.duration_type} /> ·{' '}
              <PerPeriod price={perPeriod} type={plan.show_data.breakdown.period_type} />
            </Trans>
          </p>
        )}
      </div>
      {/* With a pre-paid code, the code's own texts say what the buyer gets (the plan's may speak of renewals). */}
      {plan.description && !promo?.type_is_pre_paid ? <p className={styles.description}>{plan.description}</p> : null}
      {promo ? (
        <div className={styles.promo}>
          <p className={styles.promoTitle}>{promo.commercial_text}</p>
          <p className={textStyles.small}>{promo.legal_text}</p>
        </div>
      ) : null}
      {promoField}
      <dl className={styles.lines}>
        {addonUsd !== null ? (
          <div>
            <dt>
              <Trans>Full channel add-on</Trans>
            </dt>
            <dd>
              <Price usd={addonUsd} currency={currency} />
            </dd>
          </div>
        ) : null}
        {plan.is_token ? null : renews ? (
          <div>
            <dt>
              <Trans>Renewal</Trans>
            </dt>
            <dd>
              <Trans>
                {renewPrice} every{' '}
                <Period count={renewEvery.show_data.total.duration} type={renewEvery.show_data.total.duration_type} />,
                automatically
              </Trans>
            </dd>
          </div>
        ) : (
          <div>
            <dt>
              <Trans>Renewal</Trans>
            </dt>
            <dd>
              <Trans>Does not renew</Trans>
            </dd>
          </div>
        )}
      </dl>
      <div className={styles.legal}>
        {promo?.type_is_pre_paid ? (
          <p>
            <Trans>Paid with your code: nothing is charged, now or later.</Trans>
          </p>
        ) : !renews ? (
          <p>
            <Trans>One payment. Nothing is charged again.</Trans>
          </p>
        ) : (
          <p>
            <Trans>
              Recurring payment: the plan renews automatically at {renewPrice} every{' '}
              <Period count={renewEvery.show_data.total.duration} type={renewEvery.show_data.total.duration_type} />{' '}
              until you cancel it from your account. You can cancel at any time.
            </Trans>
          </p>
        )}
        <p>
          <Trans>
            Each transaction may include a gateway cost of {fees.gateway} and an administration cost of {fees.admin},
            plus VAT.
          </Trans>
        </p>
        {currency && currency.code !== PURCHASE.baseCurrency ? (
          <p>
            <Trans>
              You pay in {currency.code}: the amounts shown, converted from US dollars at today's rate. The payment page
              asks for the same amount.
            </Trans>
          </p>
        ) : (
          <p>
            <Trans>Prices are in US dollars. Your bank may convert them to your own currency.</Trans>
          </p>
        )}
      </div>
    </section>
  )
}
