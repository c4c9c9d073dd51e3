/**
 * The page's one source of truth for "can we reach the server" (rules in contract/reachability).
 * Fed by the API client (every answer or missing answer), by the service worker (what its own
 * requests saw) and by the browser's online/offline events; read by TanStack Query's onlineManager,
 * the offline banner, the outbox and the outage watch. While unreachable it probes the server on a
 * back-off schedule, so the state recovers by itself once answers come again.
 */
import { onlineManager } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import {
  initialReachability,
  isReachabilityMessage,
  type Observation,
  observe,
  probeDelayMs,
  REACHABILITY_CHANNEL,
  type Reachability,
} from '../../contract/reachability'

/** Plain fetch of the health check: an answer of any status proves the server is reachable. */
const PROBE_URL = '/api/health'
const PROBE_TIMEOUT_MS = 8_000

type Listener = (state: Reachability) => void

let state: Reachability = initialReachability(
  typeof navigator === 'undefined' ? undefined : navigator.onLine,
  Date.now(),
)
const listeners = new Set<Listener>()
let probeTimer: ReturnType<typeof setTimeout> | undefined
let probeAttempt = 0
let probing = false

export function getReachability(): Reachability {
  return state
}

export function isReachable(): boolean {
  return state.reachable
}

export function onReachabilityChange(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * Records what a request (or the browser) just told us; `sentAt` is when that request was sent, so
 * an answer that comes in after the browser's 'offline' event to a request sent before it is ignored.
 */
export function reportObservation(observation: Observation, sentAt?: number): void {
  const next = observe(state, observation, Date.now(), sentAt)
  // The browser says the network is back: ask now rather than at the next scheduled probe.
  if (observation === 'browser-online' && !next.reachable) probeAfter(0)
  if (next === state) return
  const previous = state
  state = next
  if (next.reachable === previous.reachable && next.cause === previous.cause) return
  if (state.reachable) {
    stopProbing()
    // An answer while the browser still says it is offline: a server on this machine, or a request
    // that slipped through while the network was going (Chromium cuts a page off before its service
    // worker). Asked once more shortly, so the second case does not leave us "online" with no network.
    if (isBrowserOffline()) probeAfter(probeDelayMs(0))
  } else if (previous.reachable) probeAfter(probeDelayMs(0))
  for (const listener of listeners) listener(state)
}

function stopProbing() {
  clearTimeout(probeTimer)
  probeTimer = undefined
  probeAttempt = 0
}

function probeAfter(delayMs: number) {
  clearTimeout(probeTimer)
  probeTimer = setTimeout(() => void probe(), delayMs)
}

/** Asks the server once; an answer flips us back to reachable, silence schedules the next try. */
export async function probe(): Promise<boolean> {
  if (probing) return state.reachable
  probing = true
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), PROBE_TIMEOUT_MS)
  const sentAt = Date.now()
  try {
    await fetch(PROBE_URL, { cache: 'no-store', signal: controller.signal, credentials: 'omit' })
    reportObservation('answer', sentAt)
  } catch {
    probeAttempt++
    reportObservation('no-answer')
    if (!state.reachable) probeAfter(probeDelayMs(probeAttempt))
  } finally {
    clearTimeout(timer)
    probing = false
  }
  return state.reachable
}

let started = false

/**
 * Wires the sources and TanStack Query once, at boot: queries pause their retries while the server
 * cannot be reached and refetch when it can again (refetchOnReconnect), whatever `onLine` says.
 */
export function startReachability(): void {
  if (started || typeof window === 'undefined') return
  started = true
  onlineManager.setEventListener((setOnline) => {
    setOnline(state.reachable)
    return onReachabilityChange((next) => setOnline(next.reachable))
  })
  window.addEventListener('offline', () => reportObservation('browser-offline'))
  window.addEventListener('online', () => reportObservation('browser-online'))
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && !state.reachable) probeAfter(0)
  })
  if (typeof BroadcastChannel !== 'undefined') {
    new BroadcastChannel(REACHABILITY_CHANNEL).addEventListener('message', (event: MessageEvent<unknown>) => {
      if (isReachabilityMessage(event.data)) reportObservation(event.data.observation, event.data.sentAt)
    })
  }
}

/**
 * The browser itself says there is no network. Forms say "you are offline" only then; when the
 * browser believes it is online and the server does not answer, that is the generic error (R-REPORT-19,
 * R-CLAIM-37), and the same Idempotency-Key is kept for the retry.
 */
export function isBrowserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false
}

export function useReachability(): Reachability {
  return useSyncExternalStore(onReachabilityChange, getReachability, getReachability)
}

/** For tests: back to a fresh state. */
export function resetReachabilityForTests(browserOnline = true): void {
  stopProbing()
  probing = false
  state = initialReachability(browserOnline, Date.now())
  listeners.clear()
}
