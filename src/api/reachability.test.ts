import { onlineManager } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { isReachable, probe, reportObservation, resetReachabilityForTests, startReachability } from './reachability'

describe('the page reachability store', () => {
  beforeEach(() => resetReachabilityForTests())
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it("drives TanStack Query's online state from answers, not from navigator.onLine", () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    startReachability()
    reportObservation('no-answer')
    expect(onlineManager.isOnline()).toBe(false)
    reportObservation('browser-online')
    expect(onlineManager.isOnline()).toBe(false)
    reportObservation('answer')
    expect(onlineManager.isOnline()).toBe(true)
  })

  it('probes the server while unreachable and recovers by itself once it answers', async () => {
    vi.useFakeTimers()
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(Response.json({ status: 'ok' }))
    vi.stubGlobal('fetch', fetchMock)
    reportObservation('no-answer')
    expect(isReachable()).toBe(false)
    await vi.advanceTimersByTimeAsync(1_999)
    expect(fetchMock).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(isReachable()).toBe(false)
    // The next probe comes 5 s later, and this time the server answers.
    await vi.advanceTimersByTimeAsync(5_000)
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(isReachable()).toBe(true)
    // Reachable again: no more probes.
    await vi.advanceTimersByTimeAsync(60_000)
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it("keeps the offline state when an answer sent before the browser's 'offline' event comes in after it", async () => {
    startReachability()
    const sentBefore = Date.now() - 50
    window.dispatchEvent(new Event('offline'))
    expect(isReachable()).toBe(false)
    // A page request and a worker request that were on their way when the network went.
    reportObservation('answer', sentBefore)
    expect(isReachable()).toBe(false)
    const channel = new BroadcastChannel('velvet-reachability')
    channel.postMessage({ type: 'reachability:observed', observation: 'answer', sentAt: sentBefore })
    await new Promise((resolve) => setTimeout(resolve, 20))
    channel.close()
    expect(isReachable()).toBe(false)
    // A request sent after the event that is answered: the server is there after all.
    reportObservation('answer', Date.now() + 1)
    expect(isReachable()).toBe(true)
  })

  it('asks again soon when an answer comes while the browser says it is offline, and trusts what it hears', async () => {
    vi.useFakeTimers()
    startReachability()
    const browserOnline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    window.dispatchEvent(new Event('offline'))
    const fetchMock = vi.fn<typeof fetch>().mockRejectedValueOnce(new TypeError('Failed to fetch'))
    vi.stubGlobal('fetch', fetchMock)
    // A request sent after the event got through (the worker was not cut off yet)...
    reportObservation('answer', Date.now() + 1)
    expect(isReachable()).toBe(true)
    // ...but the check that follows finds no server: offline it is.
    await vi.advanceTimersByTimeAsync(2_000)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(isReachable()).toBe(false)

    // A server on this machine answers the check too: reachable, and it is not asked again and again.
    fetchMock.mockResolvedValue(Response.json({ status: 'ok' }))
    reportObservation('answer', Date.now() + 1)
    await vi.advanceTimersByTimeAsync(2_000)
    expect(isReachable()).toBe(true)
    const calls = fetchMock.mock.calls.length
    await vi.advanceTimersByTimeAsync(60_000)
    expect(fetchMock).toHaveBeenCalledTimes(calls)
    browserOnline.mockRestore()
  })

  it('counts any status as an answer (a 503 is the server speaking)', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(new Response('', { status: 503 })))
    reportObservation('no-answer')
    expect(await probe()).toBe(true)
  })
})
