/**
 * Configuration from the environment, validated once at start. Every variable is documented in
 * the README; a bad value stops the server with a message naming the variable.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import * as v from 'valibot'
import { isVapidSubject, vapidKeyProblems } from './lib/secrets'

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
  DATABASE_READ_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'must start with postgres://'))),
  REDIS_URL: v.optional(v.pipe(v.string(), v.regex(/^rediss?:\/\//, 'must start with redis:// or rediss://'))),
  DATA_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), 'data'),
  EMBEDDED_PG_PORT: v.optional(Port, '54329'),
  DIST_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), 'dist'),
  SERVE_APP: v.optional(Bool),
  SEED: v.optional(v.picklist(['auto', 'never']), 'auto'),
  DEMO_EXTRA_ACCOUNTS: v.optional(v.pipe(v.string(), v.regex(/^\d{1,2}$/), v.transform(Number)), '0'),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  TRUST_PROXY: v.optional(Bool, 'false'),
  DB_POOL_MAX: v.optional(v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number), v.integer(), v.minValue(1)), '10'),
  CAPTCHA: v.optional(v.picklist(['on', 'off']), 'on'),
  RATE_LIMIT: v.optional(v.picklist(['on', 'off']), 'on'),
  CAPTCHA_COMPLEXITY: v.optional(
    v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number), v.integer(), v.minValue(10), v.maxValue(10_000_000)),
    '50000',
  ),
  TWITTER_CLIENT_ID: v.optional(v.pipe(v.string(), v.minLength(1))),
  TWITTER_CLIENT_SECRET: v.optional(v.pipe(v.string(), v.minLength(1))),
  GOOGLE_CLIENT_ID: v.optional(v.pipe(v.string(), v.minLength(1))),
  GOOGLE_CLIENT_SECRET: v.optional(v.pipe(v.string(), v.minLength(1))),
  CREATORS_PANEL_URL: v.optional(v.pipe(v.string(), v.url()), 'https://creators.velvet.example'),
  CHAT_BASE_URL: v.optional(
    v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//, 'must start with http:// or https://')),
  ),
  DEV_MAILBOX: v.optional(Bool, 'false'),
  DEV_PUSH_INBOX: v.optional(Bool, 'false'),
  SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://'))),
  MAIL_FROM: v.optional(v.pipe(v.string(), v.minLength(3)), 'Velvet <no-reply@velvet.example>'),
  VAPID_PUBLIC_KEY: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]+$/, 'must be base64url'))),
  VAPID_PRIVATE_KEY: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]+$/, 'must be base64url'))),
  VAPID_SUBJECT: v.optional(v.pipe(v.string(), v.check(isVapidSubject, 'must be mailto:… or https://…'))),
})

type OAuthClient = { clientId: string; clientSecret: string }

export type Config = {
  env: 'production' | 'development' | 'test'
  port: number
  host: string
  publicUrl: string
  databaseUrl: string | undefined
  /**
   * A read replica for the reads that may lag behind a write by a moment (the public catalogue:
   * categories, carousels, banners, languages, FAQs and pages); undefined: everything on the primary.
   */
  databaseReadUrl: string | undefined
  /** Shared state of several API processes: realtime fan-out and rate-limit counters. */
  redisUrl: string | undefined
  dataDir: string
  embeddedPgPort: number
  distDir: string
  /** Serve the built PWA from distDir (on by default in production). */
  serveApp: boolean
  seed: 'auto' | 'never'
  /** Extra demo member/user pairs seeded for parallel end-to-end workers. */
  demoExtraAccounts: number
  logLevel: string
  trustProxy: boolean
  dbPoolMax: number
  /** Where generated artwork is cached on disk after its first request. */
  mediaCacheDir: string
  /** Committed demo streams (HLS) and other static media. */
  mediaDir: string
  version: string
  /** Forms that can be abused (login, register, recover) need a solved ALTCHA challenge. */
  captcha: boolean
  /** ALTCHA `maxnumber`: the proof-of-work search space. */
  captchaComplexity: number
  /** Per-IP limits on login, registration and the e-mail endpoints (off only for local test runs). */
  rateLimit: boolean
  /** OAuth clients for social login; a provider is offered only when both id and secret are set. */
  oauth: { twitter: OAuthClient | undefined; google: OAuthClient | undefined }
  creatorsPanelUrl: string
  /** The chat host /room hands users to; undefined: our own, on the same origin as the app. */
  chatBaseUrl: string | undefined
  /** Development mailbox (`/dev/mailbox`): only without SMTP, so real mail never lands there. */
  devMailbox: boolean
  /** Development push inbox (`/api/dev/push`): notifications are kept in memory, never sent. */
  devPushInbox: boolean
  smtpUrl: string | undefined
  mailFrom: string
  /** User uploads (profile pictures), served under /media/uploads/. */
  uploadsDir: string
}

const ROOT = path.resolve(import.meta.dirname, '..')

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = v.safeParse(EnvSchema, env)
  if (!parsed.success) {
    const lines = parsed.issues.map((issue) => `${v.getDotPath(issue) ?? '?'}: ${issue.message}`)
    throw new Error(`Invalid configuration:\n  ${lines.join('\n  ')}`)
  }
  const e = parsed.output
  const problems = [
    ...(e.DEV_MAILBOX && e.SMTP_URL ? ['DEV_MAILBOX: must be off when SMTP_URL is set'] : []),
    ...pairProblems(e, 'TWITTER_CLIENT_ID', 'TWITTER_CLIENT_SECRET'),
    ...pairProblems(e, 'GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'),
    ...vapidProblems(e),
    ...(e.DATABASE_READ_URL && !e.DATABASE_URL
      ? ['DATABASE_READ_URL: needs DATABASE_URL (the primary it replicates)']
      : []),
  ]
  if (problems.length > 0) throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`)
  const dataDir = path.resolve(ROOT, e.DATA_DIR)
  const config: Config = {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    databaseUrl: e.DATABASE_URL,
    databaseReadUrl: e.DATABASE_READ_URL,
    redisUrl: e.REDIS_URL,
    dataDir,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    distDir: path.resolve(ROOT, e.DIST_DIR),
    serveApp: e.SERVE_APP ?? e.NODE_ENV === 'production',
    seed: e.SEED,
    demoExtraAccounts: e.DEMO_EXTRA_ACCOUNTS,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    dbPoolMax: e.DB_POOL_MAX,
    mediaCacheDir: path.join(dataDir, 'media-cache'),
    mediaDir: path.join(ROOT, 'media'),
    version: readVersion(),
    captcha: e.CAPTCHA === 'on',
    captchaComplexity: e.CAPTCHA_COMPLEXITY,
    rateLimit: e.RATE_LIMIT === 'on',
    oauth: {
      twitter: oauthClient(e.TWITTER_CLIENT_ID, e.TWITTER_CLIENT_SECRET),
      google: oauthClient(e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET),
    },
    creatorsPanelUrl: e.CREATORS_PANEL_URL,
    chatBaseUrl: e.CHAT_BASE_URL?.replace(/\/+$/, ''),
    devMailbox: e.DEV_MAILBOX,
    devPushInbox: e.DEV_PUSH_INBOX,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    uploadsDir: path.join(dataDir, 'uploads'),
  }
  return { ...config, ...overrides }
}

function oauthClient(clientId: string | undefined, clientSecret: string | undefined): OAuthClient | undefined {
  return clientId && clientSecret ? { clientId, clientSecret } : undefined
}

/** Web push keys come as a trio (all or none), and the two halves of the key pair must belong together. */
function vapidProblems(env: {
  VAPID_PUBLIC_KEY?: string | undefined
  VAPID_PRIVATE_KEY?: string | undefined
  VAPID_SUBJECT?: string | undefined
}): string[] {
  const names = ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const
  const missing = names.filter((name) => !env[name])
  if (missing.length === names.length) return []
  if (missing.length > 0) return missing.map((name) => `${name}: required with the other VAPID_* variables`)
  return vapidKeyProblems(env.VAPID_PUBLIC_KEY ?? '', env.VAPID_PRIVATE_KEY ?? '')
}

/** An OAuth client id without its secret (or the reverse) is a mistake worth stopping for. */
function pairProblems(env: Record<string, unknown>, idName: string, secretName: string): string[] {
  const hasId = Boolean(env[idName])
  const hasSecret = Boolean(env[secretName])
  if (hasId === hasSecret) return []
  return [hasId ? `${secretName}: required with ${idName}` : `${idName}: required with ${secretName}`]
}

function readVersion(): string {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version?: string }
  return pkg.version ?? '0.0.0'
}
