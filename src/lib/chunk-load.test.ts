import { afterEach, describe, expect, it, vi } from 'vitest'
import { isScreenLoadError, loadWithDeadline } from './chunk-load'

describe('loadWithDeadline', () => {
  afterEach(() => vi.useRealTimers())

  it('gives the module when it arrives in time', async () => {
    await expect(loadWithDeadline(async () => ({ Screen: 1 }), 1000)).resolves.toEqual({ Screen: 1 })
  })

  it('gives up on a chunk that never arrives after the deadline (120 s in the app)', async () => {
    vi.useFakeTimers()
    const loading = loadWithDeadline(() => new Promise(() => {}), 120_000).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(119_999)
    let settled = false
    void loading.then(() => {
      settled = true
    })
    await Promise.resolve()
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(isScreenLoadError(await loading)).toBe(true)
  })

  it('turns a failed import into a screen load error the error screen recognises', async () => {
    const error = await loadWithDeadline(async () => {
      throw new TypeError('Failed to fetch dynamically imported module')
    }, 1000).catch((e: unknown) => e)
    expect(isScreenLoadError(error)).toBe(true)
    expect(isScreenLoadError(new Error('render bug'))).toBe(false)
  })
})
