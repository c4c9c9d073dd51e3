/**
 * The installed app's texts (manifest description and shortcuts), in the catalogs like every other
 * string: `/*i18n*\/` marks them for `lingui extract`, and the build writes one manifest per
 * language from the catalogs (scripts/localised-manifests.ts). Ids are the English texts.
 */
export const MANIFEST_TEXTS = {
  description: /*i18n*/ { id: 'Creators, videos and the people who love them, in an app that works offline.' },
  shortcutVideos: /*i18n*/ { id: 'New videos' },
  shortcutFeeds: /*i18n*/ { id: 'Posts from creators you follow' },
  shortcutFeedsShort: /*i18n*/ { id: 'Following' },
  shortcutCreators: /*i18n*/ { id: 'Creators' },
  shortcutAccount: /*i18n*/ { id: 'My account' },
} as const
