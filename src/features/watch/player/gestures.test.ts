import { describe, expect, it } from 'vitest'
import { DOUBLE_TAP_MS, tapIntent } from './gestures'

describe('tapIntent', () => {
  it('shows or hides the controls on a first tap', () => {
    expect(tapIntent(null, { time: 1000, x: 0.1 })).toBe('toggle-controls')
  })

  it('skips back on a quick second tap on the left and forward on the right', () => {
    expect(tapIntent({ time: 1000, x: 0.2 }, { time: 1200, x: 0.25 })).toBe('seek-back')
    expect(tapIntent({ time: 1000, x: 0.8 }, { time: 1200, x: 0.75 })).toBe('seek-forward')
  })

  it('never skips from the middle of the picture', () => {
    expect(tapIntent({ time: 1000, x: 0.5 }, { time: 1100, x: 0.52 })).toBe('toggle-controls')
  })

  it('treats slow or distant second taps as new single taps', () => {
    expect(tapIntent({ time: 1000, x: 0.2 }, { time: 1000 + DOUBLE_TAP_MS, x: 0.2 })).toBe('toggle-controls')
    expect(tapIntent({ time: 1000, x: 0.1 }, { time: 1100, x: 0.35 })).toBe('toggle-controls')
  })
})
