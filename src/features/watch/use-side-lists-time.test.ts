import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SIDE_LISTS_WAIT_MS, useSideListsTime } from './use-side-lists-time'

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

describe('useSideListsTime', () => {
  it('waits for the first frame while a stream starts', () => {
    const { result } = renderHook(() => useSideListsTime(true))
    expect(result.current[0]).toBe(false)
    act(() => vi.advanceTimersByTime(SIDE_LISTS_WAIT_MS - 100))
    expect(result.current[0]).toBe(false)
    act(() => result.current[1]())
    expect(result.current[0]).toBe(true)
  })

  it('stops waiting for a stream that does not start in time', () => {
    const { result } = renderHook(() => useSideListsTime(true))
    act(() => vi.advanceTimersByTime(SIDE_LISTS_WAIT_MS))
    expect(result.current[0]).toBe(true)
  })

  it('does not wait when there is no stream to start, or once it is gone', () => {
    expect(renderHook(() => useSideListsTime(false)).result.current[0]).toBe(true)
    const { result, rerender } = renderHook(({ hasStream }) => useSideListsTime(hasStream), {
      initialProps: { hasStream: true },
    })
    expect(result.current[0]).toBe(false)
    rerender({ hasStream: false })
    expect(result.current[0]).toBe(true)
  })
})
