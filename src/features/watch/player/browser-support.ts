import { useSyncExternalStore } from 'react'

/** Safari's video, which can go fullscreen by itself. */
export type WebkitVideo = HTMLVideoElement & { webkitEnterFullscreen?: () => void }

const neverChanges = () => () => {}

/**
 * A fact about the browser that does not change while the page is open. The server (and the
 * hydrating render) says no, so the markup matches; the browser's answer follows right after.
 */
function useBrowserCan(check: () => boolean): boolean {
  return useSyncExternalStore(neverChanges, check, () => false)
}

function canFullscreen(): boolean {
  return document.fullscreenEnabled || 'webkitEnterFullscreen' in HTMLVideoElement.prototype
}

function canPictureInPicture(): boolean {
  return document.pictureInPictureEnabled === true
}

/** Element fullscreen, or the video's own fullscreen (iPhone Safari). */
export function useCanFullscreen(): boolean {
  return useBrowserCan(canFullscreen)
}

export function useCanPictureInPicture(): boolean {
  return useBrowserCan(canPictureInPicture)
}
