/**
 * The processors' signature schemes against fixed vectors: CCBill's documented formDigest example
 * and digests computed outside this code (md5sum, openssl dgst -hmac).
 */
import { describe, expect, it } from 'vitest'
import { ccbillFormDigest, isInRanges } from './ccbill-signature'
import { isValidMercadoPagoSignature, mercadoPagoSignature } from './mercadopago-signature'
import { isValidNowPaymentsSignature, nowPaymentsSignature } from './now-payments-signature'
import { isValidSandboxSignature, sandboxSignatureHeader } from './sandbox-signature'

describe('CCBill formDigest', () => {
  it('matches the documented single-billing example', () => {
    // 10.00 + 30 + 840 + salt → "10.00308407d901dad245fd0ff6bc20d06" → MD5.
    expect(
      ccbillFormDigest({ initialPrice: '10.00', initialPeriod: 30, currencyCode: '840' }, '7d901dad245fd0ff6bc20d06'),
    ).toBe('a7459445d0e5dc0963fe736dc5cf900b')
  })

  it('adds the recurring fields in the documented order before the currency', () => {
    // "29.99" "30" "29.99" "30" "99" "840" salt, checked with md5sum.
    const digest = ccbillFormDigest(
      {
        initialPrice: '29.99',
        initialPeriod: 30,
        currencyCode: '840',
        recurring: { recurringPrice: '29.99', recurringPeriod: 30, numRebills: 99 },
      },
      '7d901dad245fd0ff6bc20d06',
    )
    expect(digest).toBe('7de710e65b1852a68cd4cf24b09d2508')
  })

  it('accepts webhooks only from CCBill’s documented ranges', () => {
    const ranges = ['64.38.212.0/24', '64.38.215.0/24', '64.38.240.0/24', '64.38.241.0/24']
    expect(isInRanges('64.38.212.1', ranges)).toBe(true)
    expect(isInRanges('::ffff:64.38.241.254', ranges)).toBe(true)
    expect(isInRanges('64.38.213.1', ranges)).toBe(false)
    expect(isInRanges('127.0.0.1', ranges)).toBe(false)
    expect(isInRanges('not an ip', ranges)).toBe(false)
  })
})

describe('NOWPayments IPN', () => {
  const secret = 'ipn-secret-for-tests'
  // NOWPayments' sample IPN, keys shuffled: the signature is over the sorted JSON.
  const body = {
    payment_status: 'finished',
    payment_id: 5077125051,
    pay_address: 'TNDFkiSmBQorNFacb3735q8MnT29sn8BLn',
    price_amount: 1,
    price_currency: 'usd',
    pay_amount: 36.2,
    actually_paid: 0,
    pay_currency: 'usdttrc20',
    order_id: 'RGDBP-21314',
    order_description: 'Apple Macbook Pro 2019 x 1',
    purchase_id: '6084744717',
    outcome_amount: 35.9,
    outcome_currency: 'usdttrc20',
    invoice_id: 4522625843,
  }
  const expected =
    'c44d38bb8087d4f4dcd2c448855182972ba8ad93e8336977d06d98510837d293c88452d16d3f2d30eb944bc4ea5ae21ee0a47aab86524d2f05ad2e8835566e84'

  it('is HMAC-SHA512 over the JSON with sorted keys (checked with openssl)', () => {
    expect(nowPaymentsSignature(body, secret)).toBe(expected)
    expect(isValidNowPaymentsSignature(JSON.stringify(body), expected, secret)).toBe(true)
    expect(isValidNowPaymentsSignature(JSON.stringify(body), expected.toUpperCase(), secret)).toBe(true)
  })

  it('fails for another secret, another body, no signature or a body that is not JSON', () => {
    expect(isValidNowPaymentsSignature(JSON.stringify(body), expected, 'other')).toBe(false)
    expect(isValidNowPaymentsSignature(JSON.stringify({ ...body, price_amount: 0.5 }), expected, secret)).toBe(false)
    expect(isValidNowPaymentsSignature(JSON.stringify(body), undefined, secret)).toBe(false)
    expect(isValidNowPaymentsSignature('not json', expected, secret)).toBe(false)
  })
})

describe('Mercado Pago x-signature', () => {
  it('signs the id, request id and timestamp manifest (checked with openssl)', () => {
    const requestId = 'bb56a2f1-6aae-46ac-982e-9dcd3581d08e'
    const v1 = '047f2ff216ba033e27f50efeae31bc329a77e34b6d3fa34132a76c20eda49244'
    expect(mercadoPagoSignature('123456', requestId, '1704908010', 'mp-secret')).toBe(v1)
    expect(
      isValidMercadoPagoSignature({ dataId: '123456', requestId, header: `ts=1704908010,v1=${v1}` }, 'mp-secret'),
    ).toBe(true)
    expect(
      isValidMercadoPagoSignature({ dataId: '123457', requestId, header: `ts=1704908010,v1=${v1}` }, 'mp-secret'),
    ).toBe(false)
    expect(
      isValidMercadoPagoSignature({ dataId: '123456', requestId: undefined, header: `ts=1,v1=${v1}` }, 'mp-secret'),
    ).toBe(false)
  })
})

describe('the sandbox’s timestamped signature', () => {
  it('verifies within five minutes and not after', () => {
    const header = sandboxSignatureHeader('{"a":1}', 'secret', 1_000_000)
    expect(isValidSandboxSignature('{"a":1}', header, 'secret', 1_000_100)).toBe(true)
    expect(isValidSandboxSignature('{"a":1}', header, 'secret', 1_000_400)).toBe(false)
    expect(isValidSandboxSignature('{"a":2}', header, 'secret', 1_000_000)).toBe(false)
    expect(isValidSandboxSignature('{"a":1}', 't=abc,v1=00', 'secret', 1_000_000)).toBe(false)
  })
})
