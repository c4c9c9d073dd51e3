import { type RefObject, useEffect, useState } from 'react'

export type MediaState = {
  isPaused: boolean
  isEnded: boolean
  /** Waiting for data (buffering) after playback was asked for. */
  isWaiting: boolean
  /** Playback has begun at least once with this source. */
  hasStarted: boolean
  currentTime: number
  duration: number
  /** End of the buffered range around the current time, seconds. */
  bufferedEnd: number
  volume: number
  isMuted: boolean
  rate: number
  isPip: boolean
}

const INITIAL: MediaState = {
  isPaused: true,
  isEnded: false,
  isWaiting: false,
  hasStarted: false,
  currentTime: 0,
  duration: 0,
  bufferedEnd: 0,
  volume: 1,
  isMuted: false,
  rate: 1,
  isPip: false,
}

const EVENTS = [
  'play',
  'playing',
  'pause',
  'ended',
  'waiting',
  'canplay',
  'seeking',
  'seeked',
  'timeupdate',
  'durationchange',
  'loadedmetadata',
  'progress',
  'volumechange',
  'ratechange',
  'emptied',
  'enterpictureinpicture',
  'leavepictureinpicture',
] as const

function bufferedEndOf(video: HTMLVideoElement): number {
  const { buffered, currentTime } = video
  for (let i = 0; i < buffered.length; i++) {
    // A small tolerance: the playhead often sits a few ms before the range it is playing.
    if (buffered.start(i) <= currentTime + 0.5 && currentTime <= buffered.end(i)) return buffered.end(i)
  }
  return currentTime
}

/** The <video>'s state as React state, from its own events (no polling). */
export function useMediaState(ref: RefObject<HTMLVideoElement | null>): MediaState {
  const [state, setState] = useState<MediaState>(INITIAL)

  useEffect(() => {
    const video = ref.current
    if (!video) return
    let hasStarted = false
    let isWaiting = false
    function read(event?: Event) {
      if (!video) return
      if (event?.type === 'playing') hasStarted = true
      if (event?.type === 'emptied') hasStarted = false
      if (event?.type === 'waiting' || event?.type === 'seeking') isWaiting = !video.paused || event.type === 'seeking'
      if (event?.type === 'playing' || event?.type === 'canplay' || event?.type === 'seeked' || event?.type === 'pause')
        isWaiting = false
      setState({
        isPaused: video.paused,
        isEnded: video.ended,
        isWaiting,
        hasStarted,
        currentTime: video.currentTime,
        duration: Number.isFinite(video.duration) ? video.duration : 0,
        bufferedEnd: bufferedEndOf(video),
        volume: video.volume,
        isMuted: video.muted,
        rate: video.playbackRate,
        isPip: typeof document !== 'undefined' && document.pictureInPictureElement === video,
      })
    }
    for (const name of EVENTS) video.addEventListener(name, read)
    read()
    return () => {
      for (const name of EVENTS) video.removeEventListener(name, read)
    }
  }, [ref])

  return state
}
