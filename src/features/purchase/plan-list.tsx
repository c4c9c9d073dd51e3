/**
 * The purchase options to choose from: memberships or a creator's plans (default view),
 * token packs (token view). Each shows its price in the visitor's currency with the USD amount.
 */
import { Trans } from '@lingui/react/macro'
import type { PurchaseOption } from '../../../contract/schemas/purchase'
import { usePreferences } from '../../api/use-preferences'
import type { CurrencyRate } from '../../lib/money'
import { displayPrice } from '../../lib/money'
import { ChevronRightIcon, CoinsIcon } from '../../ui/icons'
import { Price } from './order-summary'
import styles from './plan-list.module.css'
import { Duration, Period, PerPeriod } from './plan-text'
import textStyles from './purchase-text.module.css'

type Props = {
  options: PurchaseOption[]
  currency: CurrencyRate | null
  onChoose: (option: PurchaseOption) => void
}

export function PlanList({ options, currency, onChoose }: Props) {
  const { locale } = usePreferences()
  return (
    <ul className={styles.plans}>
      {options.map((option) => {
        const plan = option.subscription_plan.data
        const total = plan.show_data.total
        const perPeriod = displayPrice(plan.show_data.breakdown.period_amount, currency, locale).main
        const due = option.promotional_code ? option.amount_due : plan.amount
        const promo = option.promotional_code?.data
        const isPrepaid = Boolean(promo?.type_is_pre_paid && !promo.unavailable_reason)
        return (
          <li key={option.id}>
            <button type="button" className={styles.planCard} onClick={() => onChoose(option)}>
              <span className={styles.planMain}>
                <span className={styles.planName}>
                  {plan.is_token ? <CoinsIcon size={18} /> : null}
                  {plan.title}
                </span>
                {plan.show_data.promotional_tag ? (
                  <span className={textStyles.tag}>{plan.show_data.promotional_tag}</span>
                ) : null}
                <span className={textStyles.muted}>
                  {plan.is_token ? (
                    <Trans>{plan.tokens_quantity ?? 0} tokens</Trans>
                  ) : isPrepaid ? (
                    <Trans>
                      <Duration count={total.duration} type={total.duration_type} />, paid with your code · does not
                      renew
                    </Trans>
                  ) : plan.is_recurrent ? (
                    <Trans>
                      <PerPeriod price={perPeriod} type={plan.show_data.breakdown.period_type} /> · renews every{' '}
                      <Period count={total.duration} type={total.duration_type} />
                    </Trans>
                  ) : (
                    <Trans>
                      One payment for <Duration count={total.duration} type={total.duration_type} />
                    </Trans>
                  )}
                </span>
              </span>
              <Price usd={due} currency={currency} />
              <ChevronRightIcon size={18} />
            </button>
          </li>
        )
      })}
    </ul>
  )
}
