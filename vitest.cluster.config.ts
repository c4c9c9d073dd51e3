import { defineConfig } from 'vitest/config'

/**
 * The multi-process tests (`npm run test:cluster`): two real API processes on one PostgreSQL and
 * one Redis (REDIS_URL, or a redis-server started for the run). Kept out of `npm run test:unit`,
 * which needs no Redis; CI runs them with its own Redis (.ci/run).
 */
export default defineConfig({
  test: {
    name: 'cluster',
    include: ['tests/cluster/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/setup/database.ts', 'tests/setup/redis.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
})
