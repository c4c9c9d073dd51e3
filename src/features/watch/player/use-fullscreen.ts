import { type RefObject, useCallback, useEffect, useState } from 'react'
import { useCanFullscreen, type WebkitVideo } from './browser-support'

type LockableOrientation = ScreenOrientation & { lock?: (orientation: string) => Promise<void> }

/**
 * Fullscreen for the player's box (controls included), turning phones to landscape for a
 * landscape movie where the platform allows it; on iPhone Safari, which has no element
 * fullscreen, the video's own.
 */
export function useFullscreen(
  containerRef: RefObject<HTMLElement | null>,
  videoRef: RefObject<HTMLVideoElement | null>,
) {
  const canFullscreen = useCanFullscreen()
  const [isFullscreen, setIsFullscreen] = useState(false)

  useEffect(() => {
    const onChange = () => setIsFullscreen(document.fullscreenElement === containerRef.current)
    document.addEventListener('fullscreenchange', onChange)
    return () => document.removeEventListener('fullscreenchange', onChange)
  }, [containerRef])

  const toggleFullscreen = useCallback(() => {
    const container = containerRef.current
    const video = videoRef.current as WebkitVideo | null
    if (document.fullscreenElement) {
      void document.exitFullscreen().catch(() => undefined)
      return
    }
    if (container && document.fullscreenEnabled) {
      container
        .requestFullscreen({ navigationUI: 'hide' })
        .then(() => {
          const orientation = screen.orientation as LockableOrientation | undefined
          if (video && video.videoWidth > video.videoHeight) orientation?.lock?.('landscape').catch(() => undefined)
        })
        .catch(() => undefined)
      return
    }
    video?.webkitEnterFullscreen?.()
  }, [containerRef, videoRef])

  return { canFullscreen, isFullscreen, toggleFullscreen }
}
