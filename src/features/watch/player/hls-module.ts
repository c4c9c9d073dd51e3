/**
 * hls.js, downloaded on demand (its own chunk, only ever for the watch page), and the check for
 * whether it can play here. Kept apart from the player so the watch route can start the download
 * while the page itself is still loading.
 */
import type HlsType from 'hls.js/light'

type HlsModule = { default: typeof HlsType }

let hlsModule: Promise<HlsModule> | undefined

export function canUseMediaSource(): boolean {
  return typeof window !== 'undefined' && ('MediaSource' in window || 'ManagedMediaSource' in window)
}

/** Starts downloading hls.js (once per page); the player awaits the same promise. */
export function loadHls(): Promise<HlsModule> {
  hlsModule ??= import('hls.js/light')
  return hlsModule
}
