import { type RefObject, useEffect } from 'react'
import type { ImagePath } from '../../../../contract/schemas/common'
import { SEEK_LONG_SECONDS } from './shortcuts'
import type { MediaState } from './use-media-state'

type NowPlaying = {
  title: string
  artist: string | null
  artwork: ImagePath
}

function hasMediaSession(): boolean {
  return typeof navigator !== 'undefined' && 'mediaSession' in navigator
}

/**
 * Media Session: the lock screen, headset and notification controls show the movie and work
 * (play, pause, skip, seek), and show where playback is.
 */
export function useMediaSession(
  videoRef: RefObject<HTMLVideoElement | null>,
  { title, artist, artwork }: NowPlaying,
  media: MediaState,
  seekBy: (seconds: number) => void,
): void {
  useEffect(() => {
    if (!hasMediaSession()) return
    const session = navigator.mediaSession
    session.metadata = new MediaMetadata({
      title,
      artist: artist ?? '',
      album: 'Velvet',
      artwork: [
        { src: artwork.small, sizes: '480x270', type: 'image/webp' },
        { src: artwork.large, sizes: '1280x720', type: 'image/webp' },
      ],
    })
    const video = videoRef.current
    const actions: [MediaSessionAction, MediaSessionActionHandler][] = [
      ['play', () => void video?.play().catch(() => undefined)],
      ['pause', () => video?.pause()],
      ['seekbackward', (details) => seekBy(-(details.seekOffset ?? SEEK_LONG_SECONDS))],
      ['seekforward', (details) => seekBy(details.seekOffset ?? SEEK_LONG_SECONDS)],
      [
        'seekto',
        (details) => {
          if (video && details.seekTime !== undefined) video.currentTime = details.seekTime
        },
      ],
    ]
    for (const [action, handler] of actions) {
      try {
        session.setActionHandler(action, handler)
      } catch {
        // An action this browser does not know.
      }
    }
    return () => {
      session.metadata = null
      for (const [action] of actions) {
        try {
          session.setActionHandler(action, null)
        } catch {
          // As above.
        }
      }
    }
  }, [videoRef, title, artist, artwork.small, artwork.large, seekBy])

  // The position shown on the lock screen; the browser extrapolates between updates, so it is
  // sent when the rhythm changes, not on every timeupdate.
  // biome-ignore lint/correctness/useExhaustiveDependencies: currentTime is read, not a trigger.
  useEffect(() => {
    if (!hasMediaSession() || !media.duration) return
    try {
      navigator.mediaSession.setPositionState({
        duration: media.duration,
        playbackRate: media.rate,
        position: Math.min(media.currentTime, media.duration),
      })
    } catch {
      // Old browsers without position state.
    }
    navigator.mediaSession.playbackState = media.isPaused ? 'paused' : 'playing'
  }, [media.duration, media.rate, media.isPaused])
}
