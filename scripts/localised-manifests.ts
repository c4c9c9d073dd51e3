/**
 * Vite plugin: one web app manifest per language (`/manifests/{locale}.webmanifest`), with the
 * description and shortcuts translated from the Lingui catalogs (src/app/manifest-texts.ts). The
 * app points its `<link rel="manifest">` at the manifest of the chosen language.
 */
import path from 'node:path'
import type { Plugin } from 'vite'
import { LOCALES } from '../contract/languages.ts'
import { manifestFor } from '../src/app/manifest.ts'
import { manifestTranslator } from '../src/app/manifest-texts.ts'
import { readMessages } from './po.mjs'

export { manifestFor }

function translatorFor(locale: string, root: string) {
  return manifestTranslator(readMessages(path.join(root, 'src/locales', locale, 'messages.po')))
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
          source: `${JSON.stringify(manifestFor(locale, translatorFor(locale, root)), null, 2)}\n`,
        })
      }
    },
  }
}
