import { describe, expect, it } from 'vitest'
import { initialReachability, observationOf, observe, probeDelayMs, SAVED_COPY_HEADER } from './reachability'

describe('reachability rules', () => {
  it('starts reachable unless the browser already says it is offline', () => {
    expect(initialReachability(true, 0).reachable).toBe(true)
    expect(initialReachability(undefined, 0).reachable).toBe(true)
    expect(initialReachability(false, 0)).toMatchObject({ reachable: false, cause: 'browser-offline' })
  })

  it('a request without an answer makes the server unreachable until any answer arrives', () => {
    let state = initialReachability(true, 0)
    state = observe(state, 'no-answer', 10)
    expect(state).toMatchObject({ reachable: false, cause: 'no-answer', since: 10 })
    state = observe(state, 'no-answer', 20)
    expect(state.since).toBe(10)
    state = observe(state, 'answer', 30)
    expect(state).toMatchObject({ reachable: true, cause: 'answer', since: 30 })
  })

  it('navigator.onLine may speed the decision up, never slow it down', () => {
    const reachable = initialReachability(true, 0)
    // "offline" is believed at once…
    expect(observe(reachable, 'browser-offline', 5)).toMatchObject({ reachable: false, cause: 'browser-offline' })
    // …but "online" proves nothing until the server answers.
    const unreachable = observe(reachable, 'no-answer', 5)
    expect(observe(unreachable, 'browser-online', 6)).toBe(unreachable)
    const offline = initialReachability(false, 0)
    expect(observe(offline, 'browser-online', 6).reachable).toBe(false)
    expect(observe(offline, 'answer', 7).reachable).toBe(true)
  })

  it('returns the same state when nothing changes, so subscribers are not woken for nothing', () => {
    const state = initialReachability(true, 0)
    expect(observe(state, 'answer', 1)).toBe(state)
    const unreachable = observe(state, 'no-answer', 1)
    expect(observe(unreachable, 'no-answer', 2)).toBe(unreachable)
  })

  it('an answer that arrives after the browser said offline, to a request sent before, does not undo it', () => {
    // The request left at 10, the browser went offline at 20, its answer was seen at 21.
    const offline = observe(initialReachability(true, 0), 'browser-offline', 20)
    expect(observe(offline, 'answer', 21, 10)).toBe(offline)
    // The same holds when the server had already stopped answering before the browser said so.
    const silent = observe(observe(initialReachability(true, 0), 'no-answer', 5), 'browser-offline', 20)
    expect(observe(silent, 'answer', 21, 10).reachable).toBe(false)
    // A request sent after the event that gets an answer proves the server is there (localhost without a network).
    expect(observe(offline, 'answer', 30, 25)).toMatchObject({ reachable: true, cause: 'answer' })
    // Every 'offline' event moves the line: answers to requests sent between two of them are old news too.
    const again = observe(observe(offline, 'browser-online', 40), 'browser-offline', 50)
    expect(observe(again, 'answer', 51, 45).reachable).toBe(false)
  })

  it("does not count the worker's saved copy as an answer from the server", () => {
    expect(observationOf(new Response('{}'))).toBe('answer')
    expect(observationOf(new Response('{}', { status: 503 }))).toBe('answer')
    expect(observationOf(new Response('{}', { headers: { [SAVED_COPY_HEADER]: '1' } }))).toBe('no-answer')
  })

  it('probes again after 2 s, 5 s, 10 s, then every 30 s', () => {
    expect([0, 1, 2, 3, 4, 9].map(probeDelayMs)).toEqual([2000, 5000, 10000, 30000, 30000, 30000])
  })
})
