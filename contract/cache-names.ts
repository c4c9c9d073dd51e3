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
} as const
