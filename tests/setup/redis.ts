/**
 * Global set-up of the multi-process tests: Redis at REDIS_URL (CI starts one, like PostgreSQL), or
 * a redis-server started for this run when it is on the PATH (scripts/redis-server.mjs).
 */
import type { TestProject } from 'vitest/node'
import { ensureRedis } from '../../scripts/redis-server.mjs'

declare module 'vitest' {
  export interface ProvidedContext {
    redisUrl: string
  }
}

export default async function setup(project: TestProject) {
  const redis = await ensureRedis()
  project.provide('redisUrl', redis.url)
  return () => redis.stop()
}
