/**
 * Answers the watch page fetched before its player existed (warm-playlists.ts): the master
 * playlist, the variant the player will likely start with and that variant's first segment (the
 * playlists often came inside the movie's answer, and are kept here as they are). The
 * player's hls.js takes them from here (prefetched-loader.ts) instead of asking the network or the
 * HTTP cache again: each of those three requests, answered from the cache, would still wait
 * 100–220 ms for a turn of the busy main thread, and while the warm-up is still on its way hls.js
 * would send the same request a second time.
 */

export type Prefetched = {
  data: string | ArrayBuffer
  /** performance.now() of the request, its answer's headers and its last byte (hls.js's bandwidth estimate reads them). */
  start: number
  first: number
  end: number
  bytes: number
}

/** A warm-up fetches one stream start: a handful of entries, each taken at most once. */
const MAX_ENTRIES = 6

const entries = new Map<string, Promise<Prefetched | null>>()

function keyOf(url: string): string {
  return new URL(url, window.location.href).href
}

/** Fetches `url` once and keeps its answer (text or bytes) for the player; null when it failed. */
export function prefetch(url: string, as: 'text' | 'arraybuffer'): Promise<Prefetched | null> {
  const key = keyOf(url)
  const pending = (async (): Promise<Prefetched | null> => {
    const start = performance.now()
    const response = await fetch(key, { credentials: 'same-origin' })
    const first = performance.now()
    if (!response.ok) return null
    const data = as === 'text' ? await response.text() : await response.arrayBuffer()
    const bytes = typeof data === 'string' ? data.length : data.byteLength
    return { data, start, first, end: performance.now(), bytes }
  })().catch(() => null)
  remember(key, pending)
  return pending
}

/** Keeps an answer the page already has (a playlist sent inside the movie's answer) as if fetched now. */
export function keep(url: string, data: string): void {
  const now = performance.now()
  const answer: Prefetched = { data, start: now, first: now, end: now, bytes: data.length }
  remember(keyOf(url), Promise.resolve(answer))
}

function remember(key: string, pending: Promise<Prefetched | null>): void {
  entries.delete(key)
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string)
  entries.set(key, pending)
}

/**
 * The kept answer for `url`, if one was fetched or is on its way, handed over once: a second ask
 * (a seek back, a retry) goes to the network as usual.
 */
export function takePrefetched(url: string): Promise<Prefetched | null> | undefined {
  const key = keyOf(url)
  const pending = entries.get(key)
  entries.delete(key)
  return pending
}

/** Whether an answer for `url` is kept (or on its way) and not handed over yet. */
export function isPrefetched(url: string): boolean {
  return entries.has(keyOf(url))
}

/** For tests: nothing kept. */
export function clearPrefetched(): void {
  entries.clear()
}
