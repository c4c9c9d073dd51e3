import { type RefObject, useEffect, useRef, useState } from 'react'
import { readPlayerPrefs, writePlayerPrefs } from '../watch-storage'
import { attachSource, type FatalReason, type SourceController } from './attach-source'
import { loadHls } from './hls-module'
import { type LevelInfo, networkInformation, qualityOptions, startBandwidth } from './levels'

type Options = {
  src: string
  /** Seconds; loading starts there (a resume point). */
  startPosition?: number
  /** Start playing once attached. */
  shouldAutoPlay: boolean
  /** The signed URL was refused; without this the player shows the error. */
  onSourceExpired?: () => void
}

/**
 * The stream on the <video>: attached through attachSource whenever `src` changes or the viewer
 * retries, picking up where it was (position, playing or not) after a retry or a renewed URL. It
 * owns the fatal error, the renditions the viewer may pick and the remembered quality.
 */
export function usePlayerSource(
  videoRef: RefObject<HTMLVideoElement | null>,
  { src, startPosition, shouldAutoPlay, onSourceExpired }: Options,
) {
  const controllerRef = useRef<SourceController | null>(null)
  const [attempt, setAttempt] = useState(0)
  const [fatal, setFatal] = useState<FatalReason | null>(null)
  const [levels, setLevels] = useState<LevelInfo[]>([])
  const [canChooseQuality, setCanChooseQuality] = useState(false)
  const [quality, setQuality] = useState<number | null>(() => readPlayerPrefs().quality)
  const [playingHeight, setPlayingHeight] = useState<number | null>(null)
  /** Where to pick up when the source is attached again (retry, renewed URL). */
  const restart = useRef<{ time: number; isPlaying: boolean } | null>(null)
  const startRef = useRef(startPosition)
  startRef.current = startPosition
  const autoPlayRef = useRef(shouldAutoPlay)
  autoPlayRef.current = shouldAutoPlay
  const expiredRef = useRef(onSourceExpired)
  expiredRef.current = onSourceExpired

  // hls.js starts downloading with the page, not after the movie's data.
  useEffect(() => {
    void loadHls().catch(() => undefined)
  }, [])

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-attaches the source on purpose (retry).
  useEffect(() => {
    const video = videoRef.current
    if (!video) return
    let controller: SourceController | undefined
    let isCancelled = false
    const resumeAt = restart.current
    restart.current = null
    const prefs = readPlayerPrefs()
    setFatal(null)
    setLevels([])
    void attachSource({
      video,
      url: src,
      startPosition: resumeAt?.time ?? startRef.current,
      quality: prefs.quality,
      bandwidth: startBandwidth(prefs.bandwidth, networkInformation()),
      onLevels: (next) => {
        if (!isCancelled) setLevels(next)
      },
      onLevelSwitched: (height) => {
        if (!isCancelled) setPlayingHeight(height > 0 ? height : null)
      },
      onBandwidth: (bandwidth) => writePlayerPrefs({ bandwidth }),
      onFatal: (reason) => {
        if (isCancelled) return
        restart.current = { time: video.currentTime, isPlaying: !video.paused }
        if (reason === 'expired' && expiredRef.current) expiredRef.current()
        else setFatal(reason)
      },
    }).then((attached) => {
      if (isCancelled) {
        attached.destroy()
        return
      }
      controller = attached
      controllerRef.current = attached
      setCanChooseQuality(attached.canChooseQuality)
      if (resumeAt?.isPlaying || (!resumeAt && autoPlayRef.current)) {
        // Browsers may refuse to start with sound; the centre play button is there for that.
        video.play().catch(() => undefined)
      }
    })
    return () => {
      isCancelled = true
      if (!video.paused || video.currentTime > 0)
        restart.current ??= { time: video.currentTime, isPlaying: !video.paused }
      controller?.destroy()
      controllerRef.current = null
    }
  }, [videoRef, src, attempt])

  function chooseQuality(height: number | null) {
    setQuality(height)
    writePlayerPrefs({ quality: height })
    controllerRef.current?.setQuality(height)
  }

  return {
    fatal,
    retry: () => setAttempt((n) => n + 1),
    /** Renditions the viewer may pick, best first; empty when the browser chooses. */
    qualities: canChooseQuality ? qualityOptions(levels) : [],
    quality,
    chooseQuality,
    playingHeight,
  }
}
