import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
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

describe('useMaintenanceRetry', () => {
  it('tries after 5 s, then every 15 s while the server stays away', async () => {
    const check = vi.fn(async () => false)
    const onRecovered = vi.fn()
    const { result } = renderHook(() => useMaintenanceRetry({ check, onRecovered }))

    await advance(4999)
    expect(check).toHaveBeenCalledTimes(0)
    await advance(1)
    expect(check).toHaveBeenCalledTimes(1)
    expect(result.current.failures).toBe(1)

    await advance(14_999)
    expect(check).toHaveBeenCalledTimes(1)
    await advance(1)
    expect(check).toHaveBeenCalledTimes(2)

    await advance(15_000)
    expect(check).toHaveBeenCalledTimes(3)
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
    await advance(60_000)
    expect(check).toHaveBeenCalledTimes(2)
  })

  it('"Try now" tries at once and restarts the 15 s wait', async () => {
    const check = vi.fn(async () => false)
    const { result } = renderHook(() => useMaintenanceRetry({ check, onRecovered: vi.fn() }))
    await advance(1000)
    act(() => result.current.tryNow())
    await advance(0)
    expect(check).toHaveBeenCalledTimes(1)
    await advance(14_000)
    expect(check).toHaveBeenCalledTimes(1)
    await advance(1000)
    expect(check).toHaveBeenCalledTimes(2)
  })
})
