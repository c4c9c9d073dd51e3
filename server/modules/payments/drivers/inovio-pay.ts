/**
 * `inovio_pay`: the in-app card forms (worldline / inovio, cielo, ryvyl processors). The card was
 * tokenised by the processor from the buyer's browser; we authorise the token server to server,
 * with the device-data session (worldline) so the bank can skip the challenge. The answer is
 * usually final at once; a challenged card goes through the bank's 3-D Secure page (a POSTed ACS
 * form), a pending one is settled by the callback. Sandbox mode only: a live Inovio/Worldline
 * adapter needs the processor's API credentials and contract, which this build does not have.
 */
import type { Sandbox } from '../../payment-sandbox/index'
import { checkoutInput, outcomeOf, sandboxCardFacts, verifySandboxCallback } from './sandbox-card'
import type { ChargeRequest, DriverContext, PaymentDriver, StartResult } from './types'

export function createInovioDriver(sandbox: Sandbox): PaymentDriver {
  const notifyUrl = '/api/payments/callbacks/inovio_pay'

  async function charge(
    ctx: DriverContext,
    request: ChargeRequest,
    token: string,
    saved: boolean,
  ): Promise<StartResult> {
    const checkout = await sandbox.createCheckout(
      ctx.db,
      checkoutInput('inovio', request, { returnUrl: request.resultPath, notifyUrl }),
      ctx.now,
    )
    const result = await sandbox.authorize(
      ctx.db,
      { checkout, token, saved, ddcReference: request.ddcReference ?? null, wantsDdc: request.method.ddc && !saved },
      ctx.now,
    )
    if (result.status === 'challenge') {
      return {
        redirect: {
          method: 'post',
          url: '/sandbox-processor/3ds/acs',
          fields: {
            MD: checkout.id,
            PaReq: `sandbox-${checkout.id}`,
            TermUrl: request.resultPath,
            lang: request.payment.locale,
          },
        },
        processorReference: checkout.id,
        outcome: null,
      }
    }
    return {
      redirect: { method: 'get', url: request.resultPath },
      processorReference: checkout.id,
      outcome: outcomeOf(result),
    }
  }

  return {
    key: 'inovio_pay',
    mode: 'sandbox',
    start: (ctx, request) => charge(ctx, request, request.cardToken ?? '', false),
    chargeSavedCard: (ctx, request) => charge(ctx, request, request.savedToken, true),
    cardFacts: (ctx, token) => sandboxCardFacts(sandbox, ctx, token),
    async deviceData(ctx, token) {
      const card = await sandbox.findCard(ctx.db, token)
      if (!card) return null
      const session = await sandbox.startDdc(ctx.db, card.bin, ctx.now)
      return { DDC_URL: '/sandbox-processor/ddc/collect', JWT: session.jwt, DDC_REFERENCEID: session.referenceId }
    },
    verifyCallback: async (ctx, request) => verifySandboxCallback(sandbox, 'inovio', ctx, request),
    refund: async (ctx, payment) =>
      payment.transactionId ? sandbox.refund(ctx.db, payment.transactionId, ctx.now) : false,
  }
}
