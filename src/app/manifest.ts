/**
 * The web app manifest's fixed part, used at build time; the description and shortcuts are added
 * per language by scripts/localised-manifests.ts. `id` never changes, so every language's manifest
 * describes the same installed app.
 */
import type { ManifestOptions } from 'vite-plugin-pwa'

export const manifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Velvet',
  short_name: 'Velvet',
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
