import { describe, expect, it } from 'vitest'
import { readPanelMessage } from './creators-panel-frame'

const PANEL = 'https://creators.velvet.example'
const frame = {} as MessageEventSource
const message = { type: 'velvet:creators-panel', signed_in: true, username: 'lunarivers' }

describe('the creators’ panel frame’s message', () => {
  it('counts from the panel’s origin and its frame, in the panel message’s shape', () => {
    expect(readPanelMessage({ origin: PANEL, source: frame, data: message }, { origin: PANEL, source: frame })).toEqual(
      message,
    )
  })

  it('is ignored from another origin, another window, or in another shape', () => {
    const from = { origin: PANEL, source: frame }
    expect(readPanelMessage({ origin: 'https://evil.example', source: frame, data: message }, from)).toBeUndefined()
    expect(readPanelMessage({ origin: PANEL, source: {} as MessageEventSource, data: message }, from)).toBeUndefined()
    expect(readPanelMessage({ origin: PANEL, source: null, data: message }, { origin: PANEL, source: null })).toBe(
      undefined,
    )
    expect(readPanelMessage({ origin: PANEL, source: frame, data: { ...message, type: 'other' } }, from)).toBe(
      undefined,
    )
    expect(readPanelMessage({ origin: PANEL, source: frame, data: JSON.stringify(message) }, from)).toBeUndefined()
  })
})
