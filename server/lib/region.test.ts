import { describe, expect, it } from 'vitest'
import { isInRegions, regionOf } from './region'

describe('regionOf', () => {
  it('reads only the header the operator trusts, and falls back to the default region', () => {
    const config = { header: 'cf-region', fallback: 'DE' }
    expect(regionOf({ 'cf-region': 'us-ca' }, config)).toBe('US-CA')
    expect(regionOf({ 'cf-region': ['US', 'FR'] }, config)).toBe('US')
    expect(regionOf({ 'x-region': 'US-CA' }, config)).toBe('DE')
    expect(regionOf({ 'cf-region': 'XX' }, config)).toBe('DE')
    expect(regionOf({ 'cf-region': 'California' }, config)).toBe('DE')
  })

  it('never takes a region from the client when no header is trusted', () => {
    expect(regionOf({ 'cf-ipcountry': 'US', 'x-region': 'US-CA' }, { header: undefined, fallback: undefined })).toBe(
      undefined,
    )
    expect(regionOf({ 'cf-ipcountry': 'US' }, { header: undefined, fallback: 'US-CA' })).toBe('US-CA')
  })

  it("completes a bare country with the proxy's subdivision header, and never reads that header alone", () => {
    const config = { header: 'cf-ipcountry', subdivisionHeader: 'cf-region-code', fallback: undefined }
    expect(regionOf({ 'cf-ipcountry': 'US', 'cf-region-code': 'tx' }, config)).toBe('US-TX')
    expect(regionOf({ 'cf-ipcountry': 'US' }, config)).toBe('US')
    expect(regionOf({ 'cf-ipcountry': 'US', 'cf-region-code': 'Texas' }, config)).toBe('US')
    expect(regionOf({ 'cf-region-code': 'TX' }, config)).toBe(undefined)
    // A header that already carries a subdivision keeps it.
    expect(regionOf({ 'cf-ipcountry': 'US-UT', 'cf-region-code': 'TX' }, config)).toBe('US-UT')
  })
})

describe('isInRegions', () => {
  it('matches a subdivision by itself or by its country, and nothing without a region', () => {
    expect(isInRegions('US-CA', ['US-CA'])).toBe(true)
    expect(isInRegions('US-CA', ['US'])).toBe(true)
    expect(isInRegions('US', ['US-CA'])).toBe(false)
    expect(isInRegions('US-NY', ['US-CA'])).toBe(false)
    expect(isInRegions(undefined, ['US'])).toBe(false)
  })
})
