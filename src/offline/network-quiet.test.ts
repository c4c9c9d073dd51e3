import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { whenNetworkQuiet } from './network-quiet'

/** A PerformanceObserver the test drives: `finish()` reports a download that just ended. */
let observers: Array<() => void> = []
class FakeObserver {
  constructor(private readonly callback: () => void) {}
  observe() {
    observers.push(this.callback)
  }
  disconnect() {
    observers = observers.filter((callback) => callback !== this.callback)
  }
}
const finish = () => {
  for (const callback of observers) callback()
}

beforeEach(() => {
  vi.useFakeTimers()
  observers = []
  vi.stubGlobal('PerformanceObserver', FakeObserver)
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

function track(promise: Promise<void>) {
  const state = { resolved: false }
  void promise.then(() => (state.resolved = true))
  return state
}

describe('whenNetworkQuiet', () => {
  it('waits until no download has finished for the quiet time', async () => {
    const quiet = track(whenNetworkQuiet({ quietMs: 1000, maxMs: 15_000 }))
    await vi.advanceTimersByTimeAsync(800)
    finish()
    await vi.advanceTimersByTimeAsync(800)
    expect(quiet.resolved).toBe(false)
    await vi.advanceTimersByTimeAsync(200)
    expect(quiet.resolved).toBe(true)
    expect(observers).toHaveLength(0)
  })

  it('gives up waiting at the deadline on a page that never goes quiet (a video buffering)', async () => {
    const quiet = track(whenNetworkQuiet({ quietMs: 1000, maxMs: 5000 }))
    for (let elapsed = 0; elapsed < 4800; elapsed += 400) {
      await vi.advanceTimersByTimeAsync(400)
      finish()
    }
    expect(quiet.resolved).toBe(false)
    await vi.advanceTimersByTimeAsync(400)
    expect(quiet.resolved).toBe(true)
  })
})
