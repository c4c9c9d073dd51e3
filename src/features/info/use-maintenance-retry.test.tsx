import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest'
import { useMaintenanceRetry } from './use-maintenance-retry'

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })
}

/** Lets `ms` pass and says how many tries `check` has seen in all. */
async function triesAfter(check: Mock, ms: number) {
  await advance(ms)
  return check.mock.calls.length
}

describe('useMaintenanceRetry', () => {
  it('tries after 5 s, then every 15 s while the server stays away', async () => {
    const check = vi.fn(async () => false)
    const onRecovered = vi.fn()
    const { result } = renderHook(() => useMaintenanceRetry({ check, onRecovered }))

    expect(await triesAfter(check, 4999)).toBe(0)
    expect(await triesAfter(check, 1)).toBe(1)
    expect(result.current.failures).toBe(1)

    expect(await triesAfter(check, 14_999)).toBe(1)
    expect(await triesAfter(check, 1)).toBe(2)

    expect(await triesAfter(check, 15_000)).toBe(3)
    expect(result.current.failures).toBe(3)
    expect(onRecovered).not.toHaveBeenCalled()
  })

  it('reports recovery as soon as a try succeeds, and stops trying', async () => {
    const check = vi.fn().mockResolvedValueOnce(false).mockResolvedValue(true)
    const onRecovered = vi.fn()
    renderHook(() => useMaintenanceRetry({ check, onRecovered }))
    await advance(5000)
    expect(onRecovered).not.toHaveBeenCalled()
    await advance(15_000)
    expect(onRecovered).toHaveBeenCalledTimes(1)
    expect(await triesAfter(check, 60_000)).toBe(2)
  })

  it('"Try now" tries at once and restarts the 15 s wait', async () => {
    const check = vi.fn(async () => false)
    const { result } = renderHook(() => useMaintenanceRetry({ check, onRecovered: vi.fn() }))
    await advance(1000)
    act(() => result.current.tryNow())
    expect(await triesAfter(check, 0)).toBe(1)
    expect(await triesAfter(check, 14_000)).toBe(1)
    expect(await triesAfter(check, 1000)).toBe(2)
  })
})
