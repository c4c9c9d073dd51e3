/**
 * Cache Storage names the service worker fills at run time (precache names belong to Workbox).
 * Shared with the page, which deletes them at logout so no one's data stays on the device.
 */
export const RUNTIME_CACHES = {
  images: 'velvet-images-v1',
  api: 'velvet-api-v1',
  /** Pages visited, as the server rendered them (public pages: nobody's personal data is in them). */
  pages: 'velvet-pages-v1',
  /** The app badge's count of unseen new posts. */
  badge: 'velvet-badge-v1',
  /** The video player's code (hls.js, not precached): kept once fetched, so downloads play offline. */
  player: 'velvet-player-v1',
} as const

/**
 * The movies members downloaded: playlists, segments and posters, written and read by the page
 * (never by the worker's routes), beside their records in IndexedDB. Deleted at logout with them.
 */
export const DOWNLOADS_CACHE = 'velvet-downloads-v1'
