/**
 * What a driver is asked to charge, built from the payment row as recorded: the amount, currency and
 * buyer come from the row (the server priced it), the rest from the catalogue rows it points at.
 * Purchases and renewals both ask their drivers through this one request.
 */
import { type CurrencyRow, type MethodRow, type PlanRow, periodDays } from '../purchase/index'
import type { ChargeRequest } from './drivers/types'
import type { PaymentRow } from './repository'

export function resultPath(paymentId: number): string {
  return `/payment/${paymentId}/result`
}

export function chargeRequestFor(
  payment: PaymentRow,
  catalogue: {
    plan: PlanRow
    currency: CurrencyRow
    method: MethodRow
    /** What later renewals will charge (recurring plans), in the payment's currency. */
    recurringMinor: number | null
    /** In-app card forms: the device-data session the buyer's browser opened. */
    ddcReference?: string | null
  },
): ChargeRequest {
  const { plan, currency, method } = catalogue
  return {
    payment: {
      id: payment.id,
      operationNumber: payment.operationNumber,
      chargedMinor: payment.chargedMinor,
      currency: payment.currency,
      email: payment.email,
      locale: payment.locale,
      isPreapproval: payment.isPreapproval,
    },
    currency: { decimals: currency.decimalPrecision, numericCode: currency.numericCode },
    plan: {
      title: plan.title,
      description: plan.descriptionInvoice || plan.title,
      periodDays: periodDays(plan),
      isRecurrent: plan.isRecurrent,
    },
    recurringMinor: catalogue.recurringMinor,
    method: { id: method.id, key: method.key, processor: method.processor, ddc: method.ddc },
    cardToken: payment.cardToken,
    ddcReference: catalogue.ddcReference ?? null,
    resultPath: resultPath(payment.id),
  }
}
