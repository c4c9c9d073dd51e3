/**
 * The web app manifest: its fixed part, and `manifestFor`, which adds the texts of one language
 * (description, shortcuts) at build time (scripts/localised-manifests.ts writes one manifest per
 * language). `id` never changes, so every language's manifest describes the same installed app.
 */
import type { ManifestOptions } from 'vite-plugin-pwa'
import type { ManifestText } from './manifest-texts'

/** Where the system's share sheet sends what is shared to the installed app (see share-route). */
export const SHARE_TARGET_PATH = '/share'

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
  // A link to a creator or a post shared from another app opens here, in the app.
  share_target: {
    action: SHARE_TARGET_PATH,
    method: 'GET',
    // Chromium warns when a share target leaves its encoding implicit; GET shares are form-encoded.
    enctype: 'application/x-www-form-urlencoded',
    params: { title: 'title', text: 'text', url: 'url' },
  },
  // A link into the app (a notification, a shortcut, a shared link) reuses the open window.
  launch_handler: { client_mode: ['navigate-existing', 'auto'] },
}

/** The manifest in one language: `t` gives the text of each key in it. */
export function manifestFor(locale: string, t: (key: ManifestText) => string): Partial<ManifestOptions> {
  const shortcut = (name: string, url: string) => ({
    name,
    short_name: name,
    url,
    icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
  })
  return {
    ...manifest,
    lang: locale,
    dir: 'ltr',
    description: t('description'),
    shortcuts: [
      shortcut(t('shortcutHome'), '/home'),
      shortcut(t('shortcutVideos'), '/videos'),
      shortcut(t('shortcutChat'), '/chats'),
      shortcut(t('shortcutTokens'), '/tokens'),
    ],
  }
}
