/**
 * Vite plugin: one web app manifest per language (`/manifests/{locale}.webmanifest`), with the
 * description and shortcuts translated from the Lingui catalogs (src/app/manifest-texts.ts). The
 * app points its `<link rel="manifest">` at the manifest of the chosen language.
 */
import path from 'node:path'
import type { Plugin } from 'vite'
import type { ManifestOptions } from 'vite-plugin-pwa'
import { LOCALES } from '../contract/languages.ts'
import { manifest } from '../src/app/manifest.ts'
import { MANIFEST_TEXTS } from '../src/app/manifest-texts.ts'
import { readMessages } from './po.mjs'

type Text = keyof typeof MANIFEST_TEXTS

function translator(locale: string, root: string): (key: Text) => string {
  const translations = readMessages(path.join(root, 'src/locales', locale, 'messages.po'))
  return (key) => {
    const id = MANIFEST_TEXTS[key].id
    return translations.get(id) ?? id
  }
}

export function manifestFor(locale: string, t: (key: Text) => string): Partial<ManifestOptions> {
  const shortcut = (name: string, shortName: string, url: string, icon: string) => ({
    name,
    short_name: shortName,
    url,
    icons: [{ src: icon, sizes: '192x192', type: 'image/png' }],
  })
  return {
    ...manifest,
    lang: locale,
    dir: 'ltr',
    description: t('description'),
    shortcuts: [
      shortcut(t('shortcutVideos'), t('shortcutVideos'), '/videos', '/icons/icon-192.png'),
      shortcut(t('shortcutFeeds'), t('shortcutFeedsShort'), '/feeds', '/icons/icon-192.png'),
      shortcut(t('shortcutCreators'), t('shortcutCreators'), '/webstars', '/icons/icon-192.png'),
      shortcut(t('shortcutAccount'), t('shortcutAccount'), '/dashboard', '/icons/icon-192.png'),
    ],
  }
}

export function localisedManifests(): Plugin {
  let root = process.cwd()
  return {
    name: 'velvet-localised-manifests',
    configResolved(config) {
      root = config.root
    },
    generateBundle() {
      for (const locale of LOCALES) {
        this.emitFile({
          type: 'asset',
          fileName: `manifests/${locale}.webmanifest`,
          source: `${JSON.stringify(manifestFor(locale, translator(locale, root)), null, 2)}\n`,
        })
      }
    },
  }
}
