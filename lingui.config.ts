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
  calls: ['src/features/calls'],
  browse: [
    'src/features/movies',
    'src/features/claims',
    'src/features/profile',
    'src/features/push',
    'src/features/watch',
    'src/features/downloads',
    'src/features/account',
    // Folders whose first-load pieces have words of their own: only their lazy screens' files.
    'src/features/info/about-screen.tsx',
    'src/features/info/cookies-screens.tsx',
    'src/features/info/faq-screen.tsx',
    'src/features/info/share-screen.tsx',
    'src/features/info/support-screen.tsx',
    'src/features/chat/chat-list-screen.tsx',
    'src/features/chat/composer.tsx',
    'src/features/chat/conversation-list.tsx',
    'src/features/chat/conversation-screen.tsx',
    'src/features/chat/message-bubble.tsx',
    'src/features/chat/message-list.tsx',
    'src/features/chat/room-screen.tsx',
  ],
}

/** Tests say what they check with messages of their own; none of them belongs in a catalog. */
const TESTS = ['**/*.test.ts', '**/*.test.tsx']

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'pt', 'tr'],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['src'],
      exclude: [
        ...TESTS,
        ...Object.values(LAZY_CATALOGS).flatMap((paths) =>
          paths.map((path) => (/\.tsx?$/.test(path) ? path : `${path}/**`)),
        ),
      ],
    },
    ...Object.entries(LAZY_CATALOGS).map(([name, folders]) => ({
      path: `<rootDir>/src/locales/{locale}/${name}`,
      include: folders,
      exclude: TESTS,
    })),
  ],
  // Origins without line numbers, so moving code does not rewrite every catalog.
  format: formatter({ lineNumbers: false }),
})
