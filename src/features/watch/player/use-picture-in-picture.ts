import { type RefObject, useCallback } from 'react'
import { useCanPictureInPicture } from './browser-support'

/** Picture in picture for the <video>, where the browser has it. */
export function usePictureInPicture(videoRef: RefObject<HTMLVideoElement | null>) {
  const canPip = useCanPictureInPicture()
  const togglePip = useCallback(() => {
    const video = videoRef.current
    if (!video || !document.pictureInPictureEnabled) return
    if (document.pictureInPictureElement) void document.exitPictureInPicture().catch(() => undefined)
    else void video.requestPictureInPicture().catch(() => undefined)
  }, [videoRef])
  return { canPip, togglePip }
}
