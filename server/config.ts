/**
 * Configuration from the environment, validated once at start. Every variable is documented in
 * the README; a bad value stops the server with a message naming the variable.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import * as v from 'valibot'

const Port = v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number), v.integer(), v.minValue(0), v.maxValue(65535))
const Bool = v.pipe(
  v.picklist(['true', 'false', '1', '0']),
  v.transform((raw) => raw === 'true' || raw === '1'),
)

const EnvSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['production', 'development', 'test']), 'development'),
  PORT: v.optional(Port, '3000'),
  HOST: v.optional(v.pipe(v.string(), v.minLength(1)), '127.0.0.1'),
  PUBLIC_URL: v.optional(v.pipe(v.string(), v.url())),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'must start with postgres://'))),
  DATA_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), 'data'),
  EMBEDDED_PG_PORT: v.optional(Port, '54329'),
  DIST_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), 'dist'),
  SERVE_APP: v.optional(Bool),
  SEED: v.optional(v.picklist(['auto', 'never']), 'auto'),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  TRUST_PROXY: v.optional(Bool, 'false'),
  DB_POOL_MAX: v.optional(v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number), v.integer(), v.minValue(1)), '10'),
})

export type Config = {
  env: 'production' | 'development' | 'test'
  port: number
  host: string
  publicUrl: string
  databaseUrl: string | undefined
  dataDir: string
  embeddedPgPort: number
  distDir: string
  /** Serve the built PWA from distDir (on by default in production). */
  serveApp: boolean
  seed: 'auto' | 'never'
  logLevel: string
  trustProxy: boolean
  dbPoolMax: number
  /** Where generated artwork is cached on disk after its first request. */
  mediaCacheDir: string
  /** Committed demo streams (HLS) and other static media. */
  mediaDir: string
  version: string
}

const ROOT = path.resolve(import.meta.dirname, '..')

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = v.safeParse(EnvSchema, env)
  if (!parsed.success) {
    const lines = parsed.issues.map((issue) => `${v.getDotPath(issue) ?? '?'}: ${issue.message}`)
    throw new Error(`Invalid configuration:\n  ${lines.join('\n  ')}`)
  }
  const e = parsed.output
  const dataDir = path.resolve(ROOT, e.DATA_DIR)
  const config: Config = {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    distDir: path.resolve(ROOT, e.DIST_DIR),
    serveApp: e.SERVE_APP ?? e.NODE_ENV === 'production',
    seed: e.SEED,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    dbPoolMax: e.DB_POOL_MAX,
    mediaCacheDir: path.join(dataDir, 'media-cache'),
    mediaDir: path.join(ROOT, 'media'),
    version: readVersion(),
  }
  return { ...config, ...overrides }
}

function readVersion(): string {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version?: string }
  return pkg.version ?? '0.0.0'
}
