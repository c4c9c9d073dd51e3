/**
 * The drivers of this deployment, by driver_front_key. The sandbox processor (reached over HTTP at
 * its configured URL) backs every driver unless real credentials switch one to its processor
 * (CCBill, NOWPayments); with the sandbox off and no credentials a driver is absent, and methods
 * using it are not offered.
 */
import type { DriverFrontKey } from '../../../../contract/schemas/purchase'
import type { PaymentsConfig } from '../../../config'
import { createAstropayDriver } from './astropay'
import { createCcbillDriver } from './ccbill-flexform'
import { createInovioDriver } from './inovio-pay'
import { createMercadoPagoDriver } from './mercadopago-basic'
import { createNowPaymentsDriver } from './now-payments'
import { createRyvylDriver } from './ryvyl-flexform'
import { sandboxClient } from './sandbox-client'
import { createTestDriver } from './test'
import type { PaymentDriver } from './types'

export type Drivers = Partial<Record<DriverFrontKey, PaymentDriver>>

export function createDrivers(deps: {
  config: PaymentsConfig
  publicUrl: string
  /** The sandbox processor's base URL; undefined when it is off. */
  sandboxUrl: string | undefined
  serverKey: string
  fetch?: typeof fetch
}): Drivers {
  const { config, serverKey } = deps
  const publicUrl = deps.publicUrl.replace(/\/+$/, '')
  const fetcher = deps.fetch ?? fetch
  const drivers: Drivers = {}
  if (deps.sandboxUrl) {
    const access = { url: deps.sandboxUrl, publicUrl, serverKey, fetch: fetcher }
    const client = (flavour: Parameters<typeof sandboxClient>[1]) => sandboxClient(access, flavour)
    const nowPayments = client('nowpayments')
    drivers.test = createTestDriver(client('test'))
    drivers.inovio_pay = createInovioDriver(client('inovio'))
    drivers.ryvyl_flexform = createRyvylDriver(client('ryvyl'))
    drivers.mercadopago_basic = createMercadoPagoDriver(client('mercadopago'))
    drivers.astropay = createAstropayDriver(client('astropay'))
    drivers.ccbill_flexform = createCcbillDriver({ sandbox: client('ccbill'), serverKey })
    drivers.now_payments = createNowPaymentsDriver({
      account: { apiUrl: `${deps.sandboxUrl}/nowpayments`, apiKey: nowPayments.secret, ipnSecret: nowPayments.secret },
      mode: 'sandbox',
      publicUrl,
      fetch: fetcher,
    })
  }
  if (config.ccbill) drivers.ccbill_flexform = createCcbillDriver({ live: config.ccbill })
  if (config.nowPayments) {
    drivers.now_payments = createNowPaymentsDriver({
      account: config.nowPayments,
      mode: 'live',
      publicUrl,
      fetch: fetcher,
    })
  }
  return drivers
}
