import { describe, expect, it } from 'vitest'
import { maskUrl } from './logger'

describe('maskUrl', () => {
  it('hides one-time tokens in paths and query strings', () => {
    expect(maskUrl('/token_login/abc123/7')).toBe('/token_login/***/7')
    expect(maskUrl('/api/unfinished_users?finish_token=s3cr3t&limit=1')).toBe(
      '/api/unfinished_users?finish_token=***&limit=1',
    )
    expect(maskUrl('/recover?email=a%40b.c&token=xyz')).toBe('/recover?email=***&token=***')
    expect(maskUrl('/api/unavailable_emails?email=a%40b.c&lang=en')).toBe('/api/unavailable_emails?email=***&lang=en')
  })

  it('hides payment access tokens and webhook keys', () => {
    expect(maskUrl('/api/payments/12?user_finish_token=abc&include=login_token')).toBe(
      '/api/payments/12?user_finish_token=***&include=login_token',
    )
    expect(maskUrl('/api/payments/callbacks/ccbill_flexform?key=s3cr3t&eventType=NewSaleSuccess')).toBe(
      '/api/payments/callbacks/ccbill_flexform?key=***&eventType=NewSaleSuccess',
    )
    expect(maskUrl('/sandbox-processor/ddc/frame?jwt=eyJ')).toBe('/sandbox-processor/ddc/frame?jwt=***')
  })

  it('leaves ordinary URLs alone', () => {
    expect(maskUrl('/api/celebrities?page=2')).toBe('/api/celebrities?page=2')
  })
})
