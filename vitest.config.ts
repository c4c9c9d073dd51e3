import { availableParallelism } from 'node:os'
import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'

/**
 * Two projects: `unit` (beside the code: app, service worker, contract, server helpers, scripts) and `api`
 * (the HTTP API through app.inject on a real PostgreSQL: the embedded one, or DATABASE_URL).
 */
export default mergeConfig(
  viteConfig({ command: 'serve', mode: 'test', isSsrBuild: false, isPreview: false }),
  defineConfig({
    test: {
      // Vitest's default (cores − 1) is one worker on CI's 2 cores. The API tests mostly wait on
      // PostgreSQL, so two workers halve their time there (236 s → 117 s measured); three are slower.
      maxWorkers: Math.max(2, availableParallelism() - 1),
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            // Worker threads start faster than the default child processes: 111 s → 89 s for this
            // project on 2 cores (each file still gets its own environment and modules).
            pool: 'threads',
            include: [
              'src/**/*.test.{ts,tsx}',
              'sw/**/*.test.ts',
              'contract/**/*.test.ts',
              'server/**/*.test.ts',
              'scripts/**/*.test.ts',
            ],
            environment: 'happy-dom',
            setupFiles: ['tests/setup/unit.ts'],
            // A file's first test also waits for the screen's lazily imported modules: on a busy
            // two-core machine that alone can pass Vitest's 5 s default.
            testTimeout: 15_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'api',
            // Every file builds its own app on its own database, so the server's modules can be
            // imported once per worker: this saves ~2 min of imports per pass on CI's 2 cores.
            isolate: false,
            include: ['tests/server/**/*.test.ts'],
            environment: 'node',
            globalSetup: ['tests/setup/database.ts'],
            testTimeout: 20_000,
            hookTimeout: 60_000,
          },
        },
      ],
    },
  }),
)
