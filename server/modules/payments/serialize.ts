import type { Payment } from '../../../contract/schemas/payment'
import type { SavedCardRow } from '../purchase/index'
import type { PaymentDetailRow } from './repository'

export function toPayment(
  detail: PaymentDetailRow,
  includes: {
    /** undefined: not included; null: included, no card. */
    card?: SavedCardRow | null
    loginToken?: { type: 'finish_registration'; token: string; url: string } | null
  },
): Payment {
  const { payment, plan, method } = detail
  const decimals = detail.decimals ?? 2
  const inCurrency = payment.chargedMinor / 10 ** decimals
  const cardInclude =
    includes.card === undefined
      ? {}
      : {
          user_credit_card:
            includes.card || payment.cardLast4
              ? {
                  data: {
                    id: includes.card?.id ?? null,
                    last_4_digits: includes.card?.last4 ?? payment.cardLast4 ?? '',
                    type: includes.card?.brand ?? payment.cardBrand ?? '',
                  },
                }
              : null,
        }
  return {
    id: payment.id,
    status: payment.status,
    amount: payment.amountCents / 100,
    amount_in_currency: inCurrency,
    // Only an approved payment took money; a pending, failed or canceled one took nothing.
    charged_amount: payment.status === 'approved' ? inCurrency : 0,
    currency: payment.currency,
    currency_decimals: decimals,
    operation_number: payment.operationNumber,
    is_preapproval: payment.isPreapproval,
    data: payment.data
      ? {
          TRANS_STATUS_NAME: payment.data.TRANS_STATUS_NAME,
          TRANS_ID: payment.data.TRANS_ID,
          SERVICE_ADVICE: payment.data.SERVICE_ADVICE,
        }
      : null,
    crypto: payment.data?.crypto ?? null,
    subscription_plan: {
      id: plan.id,
      title: plan.title,
      description: plan.description,
      is_token: plan.isToken,
      amount: plan.amountCents / 100,
    },
    payment_method: method ? { id: method.id, key: method.key, driver_front_key: method.driverFrontKey } : null,
    subscription_id: payment.subscriptionId,
    created_at: payment.createdAt.toISOString(),
    ...cardInclude,
    ...(includes.loginToken === undefined
      ? {}
      : { login_token: includes.loginToken ? { data: includes.loginToken } : null }),
  }
}
