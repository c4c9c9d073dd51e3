import { describe, expect, it } from 'vitest'
import type { PaymentMethod } from '../../../contract/schemas/purchase'
import {
  findForcedMethod,
  formKindOf,
  groupMethods,
  isCrypto,
  preselectedMethod,
  shortlist,
  withLocalFailure,
} from './methods'

function method(
  id: number,
  key: string,
  driver: PaymentMethod['driver_front_key'],
  extra: Partial<PaymentMethod> = {},
) {
  return {
    id,
    key,
    name: key,
    image_url: '',
    group: 'others',
    recommended: false,
    driver_front_key: driver,
    driver_front_config: {
      processor: null,
      tokenization_url: null,
      ddc: false,
      brands: [],
      supports_promotions: true,
      local_currency: false,
    },
    ...extra,
  } as PaymentMethod
}

const test = method(1, 'test', 'test', { group: 'recommended' })
const ccbill = method(2, 'ccbill', 'ccbill_flexform', { group: 'recommended' })
const worldline = method(3, 'worldline', 'inovio_pay', {
  driver_front_config: { ...method(0, '', 'test').driver_front_config, processor: 'worldline', tax_id: false },
})
const ryvylCard = method(4, 'ryvyl_card', 'inovio_pay', {
  driver_front_config: { ...method(0, '', 'test').driver_front_config, processor: 'ryvyl', tax_id: false },
})
const cielo = method(5, 'cielo', 'inovio_pay', {
  driver_front_config: { ...method(0, '', 'test').driver_front_config, processor: 'cielo', tax_id: true },
})
const flex = method(6, 'ryvyl_flexform', 'ryvyl_flexform')
const crypto = method(9, 'now_payments', 'now_payments', { name: 'NowPayments' })
const all = [test, ccbill, worldline, ryvylCard, flex, crypto]

describe('payment method selection', () => {
  it('forces the method named by the query, with inovio meaning ryvyl', () => {
    expect(findForcedMethod(all, 'ccbill')?.id).toBe(2)
    expect(findForcedMethod(all, 'inovio')?.id).toBe(4)
    expect(findForcedMethod(all, 'now_payments')?.id).toBe(9)
    expect(findForcedMethod(all, 'nothing')).toBeUndefined()
    expect(findForcedMethod(all, undefined)).toBeUndefined()
  })

  it('preselects ccbill, then inovio, then ryvyl flexform, with the preferential method first', () => {
    expect(preselectedMethod(all, null)?.id).toBe(2)
    expect(preselectedMethod([test, worldline, flex], null)?.id).toBe(3)
    expect(preselectedMethod([test, flex], null)?.id).toBe(6)
    expect(preselectedMethod(all, 'test')?.id).toBe(1)
    expect(preselectedMethod([crypto], null)?.id).toBe(9)
    expect(preselectedMethod([test, crypto], null)?.id).toBe(1)
  })

  it('shortlists the preselected method, the preferential method and crypto', () => {
    expect([...shortlist(all, 'test')].sort()).toEqual([1, 9])
    expect([...shortlist(all, 'inovio_pay')].sort((a, b) => a - b)).toEqual([3, 4, 9])
    expect([...shortlist(all, null)].sort()).toEqual([2, 9])
  })

  it('groups recommended, try again, others, in that order, leaving empty groups out', () => {
    expect(groupMethods(all).map((entry) => [entry.group, entry.methods.map((m) => m.id)])).toEqual([
      ['recommended', [1, 2]],
      ['others', [3, 4, 6, 9]],
    ])
  })

  it('moves the other methods to try again after a failure remembered here', () => {
    const groups = groupMethods(withLocalFailure(all, 1))
    expect(groups.map((entry) => entry.group)).toEqual(['recommended', 'try-again', 'others'])
    expect(groups.find((entry) => entry.group === 'others')?.methods.map((m) => m.id)).toEqual([1])
    expect(withLocalFailure(all, 77)).toBe(all)
  })

  it('labels NowPayments as crypto and gives each driver its form', () => {
    expect(isCrypto(crypto)).toBe(true)
    expect(isCrypto(ccbill)).toBe(false)
    expect(formKindOf(test)).toEqual({ kind: 'email' })
    expect(formKindOf(ccbill)).toEqual({ kind: 'hosted' })
    expect(formKindOf(flex)).toEqual({ kind: 'hosted' })
    expect(formKindOf(worldline)).toEqual({ kind: 'card', processor: 'worldline', hasTaxIdField: false })
    expect(formKindOf(ryvylCard)).toEqual({ kind: 'card', processor: 'ryvyl', hasTaxIdField: false })
    // The Brazilian tax id where the method's driver says its form asks it.
    expect(formKindOf(cielo)).toEqual({ kind: 'card', processor: 'cielo', hasTaxIdField: true })
    expect(() => formKindOf({ ...test, driver_front_key: 'paypal' as never })).toThrow()
  })
})
