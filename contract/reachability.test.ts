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
    const offline = initialReachability(false, 0)
    expect(observe(offline, 'browser-offline', 1)).toBe(offline)
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
