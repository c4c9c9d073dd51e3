import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'pt', 'tr'],
  catalogs: [{ path: '<rootDir>/src/locales/{locale}/messages', include: ['src'] }],
  // Origins without line numbers, so moving code does not rewrite every catalog.
  format: formatter({ lineNumbers: false }),
})
