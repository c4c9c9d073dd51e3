import { type RefObject, useCallback } from 'react'
import type { FlashContent } from './use-flash'

/**
 * What the controls, keys and gestures do to the <video>: play or pause, seek, volume, mute and
 * speed. Skips and volume steps from keys or gestures show a flash over the picture.
 */
export function usePlaybackActions(
  videoRef: RefObject<HTMLVideoElement | null>,
  showFlash: (content: FlashContent) => void,
) {
  const togglePlay = useCallback(() => {
    const video = videoRef.current
    if (!video) return
    if (video.paused || video.ended) video.play().catch(() => undefined)
    else video.pause()
  }, [videoRef])

  const seekBy = useCallback(
    (seconds: number) => {
      const video = videoRef.current
      if (!video || !Number.isFinite(video.duration)) return
      video.currentTime = Math.min(video.duration, Math.max(0, video.currentTime + seconds))
      showFlash({ kind: 'seek', seconds })
    },
    [videoRef, showFlash],
  )

  const seekTo = useCallback(
    (seconds: number) => {
      const video = videoRef.current
      if (video && Number.isFinite(seconds)) video.currentTime = seconds
    },
    [videoRef],
  )

  /** Seeks to a share of the length (0 is the start, 0.5 the middle). */
  const seekToShare = useCallback(
    (share: number) => {
      const video = videoRef.current
      if (video && Number.isFinite(video.duration)) video.currentTime = video.duration * share
    },
    [videoRef],
  )

  const setVolume = useCallback(
    (volume: number, shouldFlash = false) => {
      const video = videoRef.current
      if (!video) return
      video.volume = Math.min(1, Math.max(0, Math.round(volume * 100) / 100))
      video.muted = video.volume === 0
      if (shouldFlash) showFlash({ kind: 'volume', volume: video.volume, isMuted: video.muted })
    },
    [videoRef, showFlash],
  )

  /** Changes the volume by a step from what is heard now (muted counts as 0), with a flash. */
  const stepVolume = useCallback(
    (delta: number) => {
      const video = videoRef.current
      if (video) setVolume((video.muted ? 0 : video.volume) + delta, true)
    },
    [videoRef, setVolume],
  )

  const toggleMute = useCallback(() => {
    const video = videoRef.current
    if (!video) return
    video.muted = !video.muted
    if (!video.muted && video.volume === 0) video.volume = 0.5
  }, [videoRef])

  const setRate = useCallback(
    (rate: number) => {
      const video = videoRef.current
      if (!video) return
      video.defaultPlaybackRate = rate
      video.playbackRate = rate
    },
    [videoRef],
  )

  return { togglePlay, seekBy, seekTo, seekToShare, setVolume, stepVolume, toggleMute, setRate }
}
