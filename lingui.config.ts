import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

/**
 * Features whose every screen and dialog loads lazily keep their messages in a catalog of their
 * own, loaded with their code (features/language/feature-catalogs.ts), so the first load's catalog
 * carries only what the first screens say. Their first-load pieces (index.ts and what it exports
 * eagerly) say nothing: the callers pass the words.
 */
const LAZY_CATALOGS = {
  money: ['src/features/wallet', 'src/features/subscriptions'],
  purchase: ['src/features/purchase'],
}

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'pt', 'tr'],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['src'],
      exclude: Object.values(LAZY_CATALOGS).flatMap((folders) => folders.map((folder) => `${folder}/**`)),
    },
    ...Object.entries(LAZY_CATALOGS).map(([name, folders]) => ({
      path: `<rootDir>/src/locales/{locale}/${name}`,
      include: folders,
    })),
  ],
  // Origins without line numbers, so moving code does not rewrite every catalog.
  format: formatter({ lineNumbers: false }),
})
