/**
 * The drivers of this deployment, by driver_front_key. The sandbox processor backs every driver
 * unless real credentials switch one to its processor (CCBill, NOWPayments); with the sandbox off
 * and no credentials a driver is absent, and methods using it are not offered.
 */
import type { DriverFrontKey } from '../../../../contract/schemas/purchase'
import type { PaymentsConfig } from '../../../config'
import type { Sandbox } from '../../payment-sandbox/index'
import { createAstropayDriver } from './astropay'
import { createCcbillDriver } from './ccbill-flexform'
import { createInovioDriver } from './inovio-pay'
import { createMercadoPagoDriver } from './mercadopago-basic'
import { createNowPaymentsDriver } from './now-payments'
import { createRyvylDriver } from './ryvyl-flexform'
import { createTestDriver } from './test'
import type { PaymentDriver } from './types'

export type Drivers = Partial<Record<DriverFrontKey, PaymentDriver>>

export function createDrivers(deps: {
  config: PaymentsConfig
  publicUrl: string
  sandbox: Sandbox | undefined
  serverKey: string
  fetch?: typeof fetch
}): Drivers {
  const { config, sandbox } = deps
  const drivers: Drivers = {}
  if (sandbox) {
    drivers.test = createTestDriver(sandbox)
    drivers.inovio_pay = createInovioDriver(sandbox)
    drivers.ryvyl_flexform = createRyvylDriver(sandbox)
    drivers.mercadopago_basic = createMercadoPagoDriver(sandbox)
    drivers.astropay = createAstropayDriver(sandbox)
    drivers.ccbill_flexform = createCcbillDriver({ sandbox, serverKey: deps.serverKey })
    drivers.now_payments = createNowPaymentsDriver({ sandbox })
  }
  if (config.ccbill) drivers.ccbill_flexform = createCcbillDriver({ live: config.ccbill })
  if (config.nowPayments) {
    drivers.now_payments = createNowPaymentsDriver({
      live: config.nowPayments,
      publicUrl: deps.publicUrl.replace(/\/+$/, ''),
      fetch: deps.fetch ?? fetch,
    })
  }
  return drivers
}
