import { beforeEach, describe, expect, it } from 'vitest'
import { rememberClickId, storedClickId } from './click-id'

describe('click id of the landing URL (R-API-15)', () => {
  beforeEach(() => localStorage.clear())

  it('keeps the click id of the landing URL, and the newest landing wins', () => {
    rememberClickId('?utm_source=x&clickid=abc-123')
    expect(storedClickId()).toBe('abc-123')
    rememberClickId('?click_id=zz9')
    expect(storedClickId()).toBe('zz9')
  })

  it('keeps what it has when a later page carries none, and ignores values that are not ids', () => {
    rememberClickId('?clickid=first')
    rememberClickId('?page=2')
    rememberClickId('?clickid=%3Cscript%3E')
    rememberClickId(`?clickid=${'x'.repeat(129)}`)
    expect(storedClickId()).toBe('first')
  })
})
