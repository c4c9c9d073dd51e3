import { describe, expect, it } from 'vitest'
import { isFinal, reportOutcomeOf } from './report-outcome'

describe('reportOutcomeOf', () => {
  it('maps the report statuses: 201 success, 208 already reported, 422 bad request', () => {
    expect(reportOutcomeOf(201)).toBe('success')
    expect(reportOutcomeOf(208)).toBe('already_reported')
    expect(reportOutcomeOf(422)).toBe('bad_request')
  })

  it('shows the generic error for 500 and any other status', () => {
    for (const status of [500, 502, 400, 401, 403, 404, 409, 200, 0]) expect(reportOutcomeOf(status)).toBe('error')
  })

  it('empties the form only when the report is done with', () => {
    expect(isFinal('success')).toBe(true)
    expect(isFinal('already_reported')).toBe(true)
    expect(isFinal('queued')).toBe(true)
    expect(isFinal('bad_request')).toBe(false)
    expect(isFinal('error')).toBe(false)
    expect(isFinal('offline')).toBe(false)
  })
})
