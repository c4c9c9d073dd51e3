import { type RefObject, type SyntheticEvent, useEffect } from 'react'
import { PLAYBACK_RATES, readPlayerPrefs, writePlayerPrefs } from '../watch-storage'

/**
 * The viewer's volume, mute and speed: applied to the <video> before anything plays, and
 * remembered whenever they change. Spread the returned handlers on the <video>.
 */
export function useRememberedPlayback(videoRef: RefObject<HTMLVideoElement | null>) {
  useEffect(() => {
    const video = videoRef.current
    if (!video) return
    const prefs = readPlayerPrefs()
    video.volume = prefs.volume
    video.muted = prefs.isMuted
    video.defaultPlaybackRate = prefs.rate
    video.playbackRate = prefs.rate
  }, [videoRef])

  return {
    onVolumeChange: (event: SyntheticEvent<HTMLVideoElement>) =>
      writePlayerPrefs({ volume: event.currentTarget.volume, isMuted: event.currentTarget.muted }),
    onRateChange: (event: SyntheticEvent<HTMLVideoElement>) => {
      const rate = event.currentTarget.playbackRate
      const known = PLAYBACK_RATES.find((option) => option === rate)
      if (known !== undefined) writePlayerPrefs({ rate: known })
    },
  }
}
