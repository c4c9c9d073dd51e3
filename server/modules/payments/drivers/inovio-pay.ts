/**
 * `inovio_pay`: the in-app card forms (worldline / inovio, cielo, ryvyl processors). The card was
 * tokenised by the processor from the buyer's browser; we authorise the token server to server,
 * with the device-data session (worldline) so the bank can skip the challenge. The answer is
 * usually final at once; a challenged card goes through the bank's 3-D Secure page (a POSTed ACS
 * form), a pending one is settled by the callback. Sandbox mode only: a live Inovio/Worldline
 * adapter needs the processor's API credentials and contract, which this build does not have.
 */
import { outcomeOf, verifySandboxCallback } from './sandbox-card'
import type { SandboxClient } from './sandbox-client'
import { type ChargeRequest, callbackPath, type PaymentDriver, type StartResult, USUAL_BRANDS } from './types'

export function createInovioDriver(client: SandboxClient): PaymentDriver {
  const notifyPath = callbackPath('inovio_pay')

  async function charge(request: ChargeRequest, token: string, saved: boolean): Promise<StartResult> {
    const result = await client.charge(
      request,
      { token, saved, ddcReference: request.ddcReference ?? null, wantsDdc: request.method.ddc && !saved },
      { returnUrl: request.resultPath, notifyPath, once: false },
    )
    const checkout = result.checkout
    if ('status' in result && result.status === 'challenge') {
      return {
        redirect: {
          method: 'post',
          url: client.page('/3ds/acs'),
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
    capabilities: {
      cardForm: 'in_app',
      brands: USUAL_BRANDS,
      storedCards: 'kept',
      deviceData: true,
      freeTrials: true,
      blocksAfterFailures: true,
      // Not with cielo's form.
      legacyAddon: { processors: ['worldline', 'inovio', 'ryvyl'] },
      // Worldline's form charges the add-on beside the plan instead.
      legacyBundle: { processors: ['cielo', 'ryvyl'] },
      // Cielo's form is the Brazilian one.
      taxId: { processors: ['cielo'] },
    },
    start: (_ctx, request) => charge(request, request.cardToken ?? '', false),
    chargeSavedCard: (_ctx, request) => charge(request, request.savedToken, true),
    cardFacts: (_ctx, token) => client.card(token),
    async deviceData(_ctx, token) {
      const session = await client.deviceData(token)
      if (!session) return null
      return { DDC_URL: client.page('/ddc/collect'), JWT: session.jwt, DDC_REFERENCEID: session.referenceId }
    },
    verifyCallback: async (ctx, request) => verifySandboxCallback(client, ctx, request),
    refund: async (_ctx, payment) => (payment.transactionId ? client.refund(payment.transactionId) : false),
  }
}
