/**
 * The web app manifest, used by the PWA plugin at build time. Localised names and shortcuts come
 * with the install work; this is the default (English) manifest.
 */
import type { ManifestOptions } from 'vite-plugin-pwa'

export const manifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Velvet',
  short_name: 'Velvet',
  description: 'Creators, videos and the people who love them, in an app that works offline.',
  start_url: '/home',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  background_color: '#0B0A0F',
  theme_color: '#0B0A0F',
  categories: ['entertainment', 'social'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
}
