/**
 * The installed app's texts (manifest description and shortcuts), in the catalogs like every other
 * string: `/*i18n*\/` marks them for `lingui extract`, and the build writes one manifest per
 * language from the catalogs (scripts/localised-manifests.ts). Ids are the English texts; the
 * shortcuts' are the bottom bar's and the account menu's own words.
 */
export const MANIFEST_TEXTS = {
  description: /*i18n*/ { id: 'Creators, videos and the people who love them, in an app that works offline.' },
  shortcutHome: /*i18n*/ { id: 'Home' },
  shortcutVideos: /*i18n*/ { id: 'Videos' },
  shortcutChat: /*i18n*/ { id: 'My chat' },
  shortcutTokens: /*i18n*/ { id: 'Tokens' },
} as const

export type ManifestText = keyof typeof MANIFEST_TEXTS

/** Each text from a catalog (msgid → msgstr), the English text where the catalog has none. */
export function manifestTranslator(messages: ReadonlyMap<string, string>): (key: ManifestText) => string {
  return (key) => messages.get(MANIFEST_TEXTS[key].id) ?? MANIFEST_TEXTS[key].id
}
