/**
 * Puts an HLS stream on a <video>: hls.js (loaded on demand, its own chunk, only ever from the
 * watch page) wherever Media Source Extensions exist, the browser's own HLS only where neither
 * MediaSource nor ManagedMediaSource does (older iOS). Owns hls.js's life: the start quality from
 * the remembered bandwidth, the viewer's quality choice, recovery from fatal errors, destroy.
 */
import type { ErrorData, Level } from 'hls.js/light'
import { canUseMediaSource, loadHls } from './hls-module'
import { type LevelInfo, levelForHeight, pickStartLevel } from './levels'
import { withPrefetched } from './prefetched-loader'
import { withStoredFiles } from './stored-loader'

export type FatalReason = 'network' | 'expired' | 'media' | 'unsupported' | 'other'

export type SourceCallbacks = {
  onLevels: (levels: LevelInfo[]) => void
  /** The rendition now playing (height), also while Auto picks it. */
  onLevelSwitched: (height: number) => void
  onBandwidth: (bitsPerSecond: number) => void
  /** Recovery failed or is impossible: the player shows its error. */
  onFatal: (reason: FatalReason) => void
}

export type SourceOptions = SourceCallbacks & {
  video: HTMLVideoElement
  url: string
  /** Seconds; where loading starts (a resume point), so the first segments are the right ones. */
  startPosition?: number
  /** Height the viewer picked earlier; null is Auto. */
  quality: number | null
  /** Bits per second to start from (remembered, or the browser's estimate); null lets hls.js decide. */
  bandwidth: number | null
}

export type SourceController = {
  /** False when the browser plays HLS itself and renditions cannot be chosen. */
  canChooseQuality: boolean
  /** A height, or null for Auto (ABR). */
  setQuality: (height: number | null) => void
  destroy: () => void
}

const NETWORK_RETRY_DELAYS_MS = [1000, 3000, 6000]
/** Two media errors this close together: the first recovery did not help. */
const MEDIA_RECOVERY_WINDOW_MS = 3000
const BANDWIDTH_REPORT_EVERY_MS = 5000
/** Statuses of a signed URL that has expired or been refused: ask the API for a new one. */
const EXPIRED_STATUSES = new Set([401, 403, 410])

function toLevelInfo(levels: readonly Level[]): LevelInfo[] {
  return levels.map((level) => ({ bitrate: level.bitrate, height: level.height }))
}

export async function attachSource(options: SourceOptions): Promise<SourceController> {
  const { video, url } = options
  if (!canUseMediaSource()) {
    if (!video.canPlayType('application/vnd.apple.mpegurl')) {
      options.onFatal('unsupported')
      return { canChooseQuality: false, setQuality: () => {}, destroy: () => {} }
    }
    return attachNative(options)
  }
  const { default: Hls } = await loadHls()
  if (!Hls.isSupported()) {
    options.onFatal('unsupported')
    return { canChooseQuality: false, setQuality: () => {}, destroy: () => {} }
  }
  // ManagedMediaSource (iOS 17.1+) plays only with remote playback off or an AirPlay source.
  if (!('MediaSource' in window)) video.disableRemotePlayback = true

  const hls = new Hls({
    startPosition: options.startPosition ?? -1,
    // The remembered estimate also feeds ABR, so it does not climb from the 500 kbps default.
    ...(options.bandwidth ? { abrEwmaDefaultEstimate: options.bandwidth } : {}),
    capLevelToPlayerSize: false,
    // The playlists and first segment the page fetched before the player existed (prefetched.ts), and
    // a downloaded movie's files, read from the device (stored-loader.ts).
    loader: withStoredFiles(withPrefetched(Hls.DefaultConfig.loader)),
    // Our renditions' 2 s segments (about 50 kB at 480p) take a few milliseconds to remux here; the
    // worker hls.js would start for it first evaluates all of hls.js again, in the middle of the start,
    // delaying the first frame. Worth a worker again for long, high-bitrate segments.
    enableWorker: false,
  })
  let isDestroyed = false
  let networkRetries = 0
  let retryTimer: ReturnType<typeof setTimeout> | undefined
  let lastMediaRecovery = 0
  let hasSwappedCodec = false
  let lastBandwidthReport = 0

  function fail(reason: FatalReason) {
    if (isDestroyed) return
    destroy()
    options.onFatal(reason)
  }

  function handleFatal(data: ErrorData) {
    if (data.type === Hls.ErrorTypes.NETWORK_ERROR) {
      const status = data.response?.code ?? 0
      if (EXPIRED_STATUSES.has(status)) return fail('expired')
      const delay = NETWORK_RETRY_DELAYS_MS[networkRetries]
      if (delay === undefined) return fail('network')
      networkRetries++
      clearTimeout(retryTimer)
      retryTimer = setTimeout(() => {
        if (!isDestroyed) hls.startLoad(video.currentTime || options.startPosition || -1)
      }, delay)
      return
    }
    if (data.type === Hls.ErrorTypes.MEDIA_ERROR) {
      const now = Date.now()
      if (now - lastMediaRecovery > MEDIA_RECOVERY_WINDOW_MS) {
        lastMediaRecovery = now
        hls.recoverMediaError()
        return
      }
      if (!hasSwappedCodec) {
        hasSwappedCodec = true
        lastMediaRecovery = now
        hls.swapAudioCodec()
        hls.recoverMediaError()
        return
      }
      return fail('media')
    }
    fail('other')
  }

  hls.on(Hls.Events.MANIFEST_PARSED, (_event, data) => {
    const levels = toLevelInfo(data.levels)
    const picked = levelForHeight(levels, options.quality)
    if (picked !== -1) {
      // The viewer's choice: a manual level (ABR off), set before anything is loaded.
      hls.loadLevel = picked
    } else {
      const start = pickStartLevel(levels, options.bandwidth, video.clientHeight * (window.devicePixelRatio || 1))
      if (start !== -1) hls.startLevel = start
    }
    options.onLevels(levels)
  })
  hls.on(Hls.Events.LEVEL_SWITCHED, (_event, data) => {
    const height = hls.levels[data.level]?.height
    if (height !== undefined) options.onLevelSwitched(height)
  })
  hls.on(Hls.Events.FRAG_LOADED, () => {
    networkRetries = 0
    const now = Date.now()
    if (now - lastBandwidthReport < BANDWIDTH_REPORT_EVERY_MS) return
    lastBandwidthReport = now
    const estimate = hls.bandwidthEstimate
    if (Number.isFinite(estimate) && estimate > 0) options.onBandwidth(estimate)
  })
  // Non-fatal errors (e.g. bufferSeekOverHole on streams whose first PTS is not 0) are handled by hls.js.
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (data.fatal) handleFatal(data)
  })

  function destroy() {
    if (isDestroyed) return
    isDestroyed = true
    clearTimeout(retryTimer)
    const estimate = hls.bandwidthEstimate
    if (Number.isFinite(estimate) && estimate > 0) options.onBandwidth(estimate)
    hls.destroy()
  }

  hls.loadSource(url)
  hls.attachMedia(video)

  return {
    canChooseQuality: true,
    setQuality(height) {
      if (isDestroyed) return
      const index = levelForHeight(toLevelInfo(hls.levels), height)
      // A picked level switches now (flushing the buffer, so the change is visible at once); Auto hands back to ABR.
      if (index === -1) hls.nextLevel = -1
      else hls.currentLevel = index
    },
    destroy,
  }
}

function attachNative(options: SourceOptions): SourceController {
  const { video, url, startPosition } = options
  const seekToStart = () => {
    if (startPosition && startPosition > 0) video.currentTime = startPosition
  }
  const onError = () => options.onFatal(video.error?.code === MediaError.MEDIA_ERR_NETWORK ? 'network' : 'media')
  video.addEventListener('loadedmetadata', seekToStart, { once: true })
  video.addEventListener('error', onError)
  video.src = url
  return {
    canChooseQuality: false,
    setQuality: () => {},
    destroy() {
      video.removeEventListener('loadedmetadata', seekToStart)
      video.removeEventListener('error', onError)
      video.removeAttribute('src')
      video.load()
    },
  }
}
