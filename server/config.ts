/**
 * Configuration from the environment, validated once at start. Every variable is documented in
 * the README; a bad value stops the server with a message naming the variable.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import * as v from 'valibot'
import { FLAGS } from '../contract/limits'
import { AGE_CHECK_METHODS } from '../contract/schemas/age-check'
import { DRIVER_FRONT_KEYS, type DriverFrontKey } from '../contract/schemas/purchase'
import { type IceServer, IceServerSchema } from '../contract/schemas/video-call'
import { CCBILL_WEBHOOK_RANGES } from './lib/processor-wire/ccbill-signature'
import { REGION_CODE, type RegionConfig } from './lib/region'
import { isVapidSubject, vapidKeyProblems } from './lib/secrets'
import { DEFAULT_AGE_CHECK_REGIONS, type RegionMethods } from './modules/age-assurance/regions'

const Port = v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number), v.integer(), v.minValue(0), v.maxValue(65535))
const Millis = v.pipe(v.string(), v.regex(/^\d{1,7}$/), v.transform(Number))
const Bool = v.pipe(
  v.picklist(['true', 'false', '1', '0']),
  v.transform((raw) => raw === 'true' || raw === '1'),
)

/** An ISO 3166 country or subdivision code (US, US-CA), in any case. */
const RegionCode = v.pipe(
  v.string(),
  v.trim(),
  v.toUpperCase(),
  v.regex(REGION_CODE, 'must be an ISO 3166 code such as US or US-CA'),
)
/** A comma-separated list of them; empty for none. */
const RegionList = v.pipe(
  v.string(),
  v.transform((raw) =>
    raw
      .split(',')
      .map((code) => code.trim().toUpperCase())
      .filter(Boolean),
  ),
  v.check((codes) => codes.every((code) => REGION_CODE.test(code)), 'must be ISO 3166 codes such as US,US-CA'),
)

const HeaderName = v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{1,64}$/, 'must be a header name'))

/** The age check table (AGE_CHECK_REGIONS): region codes to the methods each accepts. */
const RegionMethodsSchema = v.pipe(
  v.record(
    v.pipe(
      v.string(),
      v.check((key) => REGION_CODE.test(key.toUpperCase()), 'keys must be ISO 3166 codes such as GB or US-TX'),
    ),
    v.pipe(v.array(v.picklist(AGE_CHECK_METHODS, `methods must be ${AGE_CHECK_METHODS.join(' or ')}`)), v.minLength(1)),
  ),
)

/** A signing key given in the environment: unset means generated; set means long enough to resist guessing. */
const MIN_SECRET_LENGTH = 32
const SecretKey = v.pipe(
  v.string(),
  v.minLength(MIN_SECRET_LENGTH, `must be at least ${MIN_SECRET_LENGTH} characters (unset it to have one generated)`),
  v.check((value) => new Set(value).size >= 8, 'must not be a repeated pattern'),
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
  STORAGE: v.optional(v.picklist(['postgres', 's3']), 'postgres'),
  S3_BUCKET: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name'))),
  S3_REGION: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]{2,40}$/, 'must be a region name')), 'us-east-1'),
  S3_ENDPOINT: v.optional(v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//, 'must start with http:// or https://'))),
  S3_ACCESS_KEY_ID: v.optional(v.pipe(v.string(), v.minLength(1))),
  S3_SECRET_ACCESS_KEY: v.optional(v.pipe(v.string(), v.minLength(1))),
  S3_FORCE_PATH_STYLE: v.optional(Bool, 'false'),
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
  PUBLIC_CACHE: v.optional(v.picklist(['on', 'off']), 'on'),
  CAPTCHA_COMPLEXITY: v.optional(
    v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number), v.integer(), v.minValue(10), v.maxValue(10_000_000)),
    '50000',
  ),
  TWITTER_CLIENT_ID: v.optional(v.pipe(v.string(), v.minLength(1))),
  TWITTER_CLIENT_SECRET: v.optional(v.pipe(v.string(), v.minLength(1))),
  GOOGLE_CLIENT_ID: v.optional(v.pipe(v.string(), v.minLength(1))),
  GOOGLE_CLIENT_SECRET: v.optional(v.pipe(v.string(), v.minLength(1))),
  WEBAUTHN_RP_ID: v.optional(
    v.pipe(
      v.string(),
      v.toLowerCase(),
      v.regex(/^(?=.{1,253}$)[a-z0-9-]+(\.[a-z0-9-]+)*$/, 'must be a domain name (no scheme, no port)'),
    ),
  ),
  WEBAUTHN_ORIGIN: v.optional(
    v.pipe(
      v.string(),
      v.transform((raw) => raw.split(',').map((origin) => origin.trim().replace(/\/+$/, ''))),
      v.array(
        v.pipe(v.string(), v.url(), v.regex(/^https?:\/\/[^/]+$/, 'must be origins like https://velvet.example')),
      ),
    ),
  ),
  SOCIAL_LOGIN: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^((twitter|google)(,(twitter|google))*)?$/, 'must be a comma-separated list of twitter, google'),
    ),
  ),
  SOCIAL_SANDBOX: v.optional(v.picklist(['on', 'off']), 'on'),
  SOCIAL_SANDBOX_URL: v.optional(
    v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//, 'must start with http:// or https://')),
  ),
  CREATORS_PANEL_URL: v.optional(v.pipe(v.string(), v.url())),
  DEMO_PANEL_PORT: v.optional(Port),
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
  PAYMENTS_SANDBOX: v.optional(v.picklist(['on', 'off']), 'on'),
  PAYMENTS_SANDBOX_URL: v.optional(
    v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//, 'must start with http:// or https://')),
  ),
  PAYMENTS_PREFERRED_DRIVER: v.optional(v.picklist(DRIVER_FRONT_KEYS)),
  SANDBOX_PENDING_MS: v.optional(Millis, '8000'),
  SANDBOX_DUPLICATE_MS: v.optional(Millis, '3000'),
  GEOIP_COUNTRY_HEADER: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{1,64}$/, 'must be a header name'))),
  // The visitor's region for the rules local law decides (lib/region.ts): the header a trusted proxy
  // sets, the region assumed without it, a subdivision header completing a bare country, and where
  // cancelling skips the retention offers' countdown.
  REGION_HEADER: v.optional(HeaderName),
  DEFAULT_REGION: v.optional(RegionCode),
  REGION_SUBDIVISION_HEADER: v.optional(HeaderName),
  NO_CANCEL_COUNTDOWN_REGIONS: v.optional(RegionList, 'US-CA'),
  // Age assurance (modules/age-assurance): where a check is required and with which methods (JSON, or
  // the path of a JSON file), how long a result lasts, the sandbox provider, and Yoti's live service.
  AGE_CHECK_REGIONS: v.optional(v.pipe(v.string(), v.minLength(2))),
  AGE_CHECK_RECHECK_DAYS: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,4}$/, 'must be a whole number of days'), v.transform(Number), v.minValue(1)),
    '365',
  ),
  AGE_CHECK_SANDBOX: v.optional(v.picklist(['on', 'off'])),
  YOTI_AGE_API_KEY: v.optional(v.pipe(v.string(), v.minLength(8))),
  YOTI_AGE_SDK_ID: v.optional(v.pipe(v.string(), v.regex(/^[0-9a-f-]{36}$/i, 'must be the SDK id (a UUID)'))),
  YOTI_AGE_API_URL: v.optional(
    v.pipe(v.string(), v.url(), v.regex(/^https:\/\//, 'must be https://')),
    'https://age.yoti.com',
  ),
  CCBILL_CLIENT_ACCOUNT: v.optional(v.pipe(v.string(), v.regex(/^\d{6}$/, 'must be 6 digits'))),
  CCBILL_CLIENT_SUBACCOUNT: v.optional(v.pipe(v.string(), v.regex(/^\d{4}$/, 'must be 4 digits'))),
  CCBILL_FLEXFORM_ID: v.optional(v.pipe(v.string(), v.regex(/^[0-9a-f-]{8,64}$/i, 'must be a FlexForm id'))),
  CCBILL_SALT: v.optional(v.pipe(v.string(), v.minLength(8))),
  CCBILL_WEBHOOK_KEY: v.optional(
    v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,128}$/, 'must be 16+ letters or digits')),
  ),
  CCBILL_WEBHOOK_IPS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^(\d{1,3}(\.\d{1,3}){3}\/\d{1,2})(,\s*\d{1,3}(\.\d{1,3}){3}\/\d{1,2})*$/, 'must be CIDR ranges'),
    ),
  ),
  NOWPAYMENTS_API_KEY: v.optional(v.pipe(v.string(), v.minLength(8))),
  NOWPAYMENTS_IPN_SECRET: v.optional(v.pipe(v.string(), v.minLength(8))),
  NOWPAYMENTS_API_URL: v.optional(
    v.pipe(v.string(), v.url(), v.regex(/^https:\/\//, 'must be https://')),
    'https://api.nowpayments.io',
  ),
  SENTRY_DSN: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^https?:\/\/[^@/\s]+@[^/\s]+(\/[^\s]*)?\/\d+$/, 'must be a Sentry DSN (https://key@host/project)'),
    ),
  ),
  JOB_WORKERS: v.optional(v.picklist(['on', 'off']), 'on'),
  // Video calls: a call minute in ms (shorter only so test journeys need not wait minutes), and the
  // STUN/TURN servers browsers use (RTCIceServer[] as JSON; none is enough on one machine or a LAN).
  CALL_MINUTE_MS: v.optional(
    v.pipe(v.string(), v.regex(/^\d{4,6}$/, 'must be milliseconds, 1000 to 999999'), v.transform(Number)),
    '60000',
  ),
  ICE_SERVERS: v.optional(
    v.pipe(
      v.string(),
      v.parseJson(undefined, 'must be JSON'),
      v.array(IceServerSchema, 'must be a JSON array of RTCIceServer objects'),
    ),
    '[]',
  ),
  CREATOR_SHARE_PERCENT: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}(\.\d{1,2})?$/, 'must be a percentage like 80 or 72.5'),
      v.transform(Number),
      v.maxValue(100),
    ),
    '80',
  ),
  TOKEN_EXPIRY_MONTHS: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,3}$/, 'must be a whole number of months'), v.transform(Number), v.minValue(1)),
    '12',
  ),
  // Read by loadSecrets; checked here so that a weak value stops the server before it signs anything.
  JWT_SECRET: v.optional(SecretKey),
  ALTCHA_HMAC_KEY: v.optional(SecretKey),
  MEDIA_URL_SECRET: v.optional(SecretKey),
})

type OAuthClient = { clientId: string; clientSecret: string }

export type SocialProviderName = 'twitter' | 'google'

/** CCBill FlexForms credentials: with them the ccbill_flexform methods use CCBill itself. */
export type CcbillConfig = {
  clientAccnum: string
  clientSubacc: string
  flexId: string
  salt: string
  /** Our secret in the webhook URL (`…/callbacks/ccbill_flexform?key=…`): CCBill does not sign webhooks. */
  webhookKey: string
  /** Addresses webhooks may come from (CIDR); CCBill's documented ranges by default. */
  webhookRanges: string[]
}

/** Yoti's age verification service: with these the age checks go to Yoti itself. */
export type YotiAgeConfig = { apiKey: string; sdkId: string; apiUrl: string }

/** Where a region's law asks for an age check before adult content, and how checks are made. */
export type AgeAssuranceConfig = {
  /** Region (`GB`, `US-TX`; a country covers its subdivisions) to the methods it accepts. */
  regions: RegionMethods
  /** How long a passed check lasts, on an account and on a device, before it is asked again. */
  recheckDays: number
  /** The sandbox provider (its own pages, any outcome on demand): the demo's and the tests'. */
  sandbox: boolean
  yoti: YotiAgeConfig | undefined
}

/** NOWPayments credentials: with them the now_payments methods use NOWPayments itself. */
export type NowPaymentsConfig = { apiKey: string; ipnSecret: string; apiUrl: string }

export type PaymentsConfig = {
  /**
   * The sandbox processor (its pages and API, and every driver's sandbox mode); on in the demo and
   * tests. Off, its routes are not registered and only drivers with live credentials exist.
   */
  sandbox: boolean
  /** The sandbox's base URL as this server reaches it over HTTP; by default PUBLIC_URL/sandbox-processor. */
  sandboxUrl?: string | undefined
  /** Moved first in the app's preselection (purchase options' preferential_payment_method). */
  preferredDriver: DriverFrontKey | undefined
  sandboxPendingMs: number
  sandboxDuplicateMs: number
  /** Request header with the visitor's country code; unset: CF-IPCountry, then X-Country. */
  geoipHeader: string | undefined
  ccbill: CcbillConfig | undefined
  nowPayments: NowPaymentsConfig | undefined
}

/**
 * Where stored files (profile pictures, the rendered artwork cache) live: in PostgreSQL, shared by
 * every process on the database, or in an S3-compatible bucket.
 */
export type StorageConfig =
  | { driver: 'postgres' }
  | {
      driver: 's3'
      bucket: string
      region: string
      /** Another S3-compatible service (MinIO, R2, Ceph…); undefined: AWS S3 itself. */
      endpoint: string | undefined
      /** `<endpoint>/<bucket>/<key>` instead of `<bucket>.<endpoint>/<key>`, as most other services want. */
      forcePathStyle: boolean
      /** undefined: the AWS SDK's own chain (environment, instance or task role). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined
    }

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
  /** Serve the built PWA from distDir (on by default, except in development where Vite serves it). */
  serveApp: boolean
  seed: 'auto' | 'never'
  /** Extra demo member/user pairs seeded for parallel end-to-end workers. */
  demoExtraAccounts: number
  logLevel: string
  trustProxy: boolean
  dbPoolMax: number
  /** Committed demo streams (HLS) and other static media. */
  mediaDir: string
  version: string
  /** Forms that can be abused (login, register, recover) need a solved ALTCHA challenge. */
  captcha: boolean
  /** ALTCHA `maxnumber`: the proof-of-work search space. */
  captchaComplexity: number
  /** Per-IP limits on login, registration and the e-mail endpoints (off only for local test runs). */
  rateLimit: boolean
  /** Guests' public lists answered from memory (plugins/public-cache.ts). */
  publicCache: boolean
  /** OAuth clients of the real providers (both id and secret set); without one, the sandbox stands in. */
  oauth: { twitter: OAuthClient | undefined; google: OAuthClient | undefined }
  /** The social sign-ins offered (Twitter on, Google off by default). */
  socialLogin: SocialProviderName[]
  /**
   * The sandbox identity provider (its pages and token endpoint, under this base URL, reached over
   * HTTP like a real one) for offered providers without real credentials; undefined: off.
   */
  socialSandboxUrl: string | undefined
  /** Passkeys' relying party: RP ID and accepted origins; undefined: the host each request came to. */
  passkeys: { rpId: string | undefined; origins: string[] | undefined }
  creatorsPanelUrl: string
  /** The demo creators' panel's own listener (another origin), when no real panel is configured. */
  demoPanelPort: number | undefined
  /** Sentry's project for the app's error reports (SENTRY_DSN); undefined: reports are kept in PostgreSQL. */
  sentryDsn: string | undefined
  /** The DSN the app's SDK is given: SENTRY_DSN, or one naming this server (the tunnel keeps what comes). */
  errorReportingDsn: string
  /** The chat host /room hands users to; undefined: our own, on the same origin as the app. */
  chatBaseUrl: string | undefined
  /** Development mailbox (`/dev/mailbox`): only without SMTP, so real mail never lands there. */
  devMailbox: boolean
  /** Development push inbox (`/api/dev/push`): notifications are kept in memory, never sent. */
  devPushInbox: boolean
  smtpUrl: string | undefined
  mailFrom: string
  /** Profile pictures and the rendered artwork cache: the storage driver and its settings. */
  storage: StorageConfig
  payments: PaymentsConfig
  /**
   * Run the background jobs (pg-boss workers and schedules: mail, push, renewals, reminders,
   * expiries, statements) in this process; off for nodes that only answer requests.
   */
  jobWorkers: boolean
  /** The creator's share of every token spend, in basis points (8000 = 80 %); the rest is the platform's fee. */
  creatorShareBps: number
  /** Video calls: the length of a call minute (CALL_MINUTE_MS; 60 000 outside tests) and the ICE servers. */
  callMinuteMs: number
  iceServers: IceServer[]
  /** Purchased tokens unused this many months after their purchase expire (the daily wallet job). */
  tokenExpiryMonths: number
  /** Where a request comes from (REGION_HEADER, DEFAULT_REGION), for the rules local law decides. */
  region: RegionConfig
  /**
   * Regions whose automatic-renewal law wants cancelling without obstruction (NO_CANCEL_COUNTDOWN_REGIONS):
   * there the retention offers of the unsubscribe flow can be declined at once, with no countdown.
   */
  noCancelCountdownRegions: string[]
  ageAssurance: AgeAssuranceConfig
}

const ROOT = path.resolve(import.meta.dirname, '..')

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = v.safeParse(EnvSchema, env)
  if (!parsed.success) {
    const lines = parsed.issues.map((issue) => `${v.getDotPath(issue) ?? '?'}: ${issue.message}`)
    throw new Error(`Invalid configuration:\n  ${lines.join('\n  ')}`)
  }
  const e = parsed.output
  const isProduction = e.NODE_ENV === 'production'
  const problems = [
    ...(e.DEV_MAILBOX && e.SMTP_URL ? ['DEV_MAILBOX: must be off when SMTP_URL is set'] : []),
    // Either would show anyone every password-reset link (or notification): never in production.
    ...(e.DEV_MAILBOX && isProduction ? ['DEV_MAILBOX: must be off when NODE_ENV=production'] : []),
    ...(e.DEV_PUSH_INBOX && isProduction ? ['DEV_PUSH_INBOX: must be off when NODE_ENV=production'] : []),
    ...pairProblems(e, 'TWITTER_CLIENT_ID', 'TWITTER_CLIENT_SECRET'),
    ...pairProblems(e, 'GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'),
    ...vapidProblems(e),
    ...groupProblems(e, [
      'CCBILL_CLIENT_ACCOUNT',
      'CCBILL_CLIENT_SUBACCOUNT',
      'CCBILL_FLEXFORM_ID',
      'CCBILL_SALT',
      'CCBILL_WEBHOOK_KEY',
    ]),
    ...groupProblems(e, ['NOWPAYMENTS_API_KEY', 'NOWPAYMENTS_IPN_SECRET']),
    // Without the sandbox, only processors with credentials can take a payment: none would be refused later.
    ...(e.PAYMENTS_SANDBOX === 'off' && !e.CCBILL_CLIENT_ACCOUNT && !e.NOWPAYMENTS_API_KEY
      ? ['PAYMENTS_SANDBOX: off needs a live processor (the CCBILL_* or NOWPAYMENTS_* variables)']
      : []),
    ...groupProblems(e, ['YOTI_AGE_API_KEY', 'YOTI_AGE_SDK_ID']),
    // Its pages pass anyone who asks: never where the law is enforced.
    ...(e.AGE_CHECK_SANDBOX === 'on' && isProduction
      ? ['AGE_CHECK_SANDBOX: must be off when NODE_ENV=production']
      : []),
    ...(e.REGION_SUBDIVISION_HEADER && !e.REGION_HEADER
      ? ['REGION_SUBDIVISION_HEADER: needs REGION_HEADER (the country it completes)']
      : []),
    ...storageProblems(e),
    ...relyingPartyProblems(e.WEBAUTHN_RP_ID, e.WEBAUTHN_ORIGIN),
    ...(e.DATABASE_READ_URL && !e.DATABASE_URL
      ? ['DATABASE_READ_URL: needs DATABASE_URL (the primary it replicates)']
      : []),
  ]
  const ageRegions = readAgeCheckRegions(e.AGE_CHECK_REGIONS)
  const ageSandbox = (e.AGE_CHECK_SANDBOX ?? (isProduction ? 'off' : 'on')) === 'on'
  if (typeof ageRegions === 'string') problems.push(ageRegions)
  else if (
    (e.REGION_HEADER || e.DEFAULT_REGION) &&
    Object.keys(ageRegions).length > 0 &&
    !ageSandbox &&
    !e.YOTI_AGE_API_KEY
  ) {
    problems.push(
      'AGE_CHECK_REGIONS: checks are required but no provider is on (YOTI_AGE_API_KEY, or AGE_CHECK_SANDBOX=on)',
    )
  }
  if (problems.length > 0) throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`)
  const dataDir = path.resolve(ROOT, e.DATA_DIR)
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '')
  const demoPanelPort = e.DEMO_PANEL_PORT ?? e.PORT + 1
  const config: Config = {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    databaseUrl: e.DATABASE_URL,
    databaseReadUrl: e.DATABASE_READ_URL,
    redisUrl: e.REDIS_URL,
    dataDir,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    distDir: path.resolve(ROOT, e.DIST_DIR),
    serveApp: e.SERVE_APP ?? e.NODE_ENV !== 'development',
    seed: e.SEED,
    demoExtraAccounts: e.DEMO_EXTRA_ACCOUNTS,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    dbPoolMax: e.DB_POOL_MAX,
    mediaDir: path.join(ROOT, 'media'),
    version: readVersion(),
    captcha: e.CAPTCHA === 'on',
    captchaComplexity: e.CAPTCHA_COMPLEXITY,
    rateLimit: e.RATE_LIMIT === 'on',
    publicCache: e.PUBLIC_CACHE === 'on',
    oauth: {
      twitter: oauthClient(e.TWITTER_CLIENT_ID, e.TWITTER_CLIENT_SECRET),
      google: oauthClient(e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET),
    },
    socialLogin: e.SOCIAL_LOGIN === undefined ? DEFAULT_SOCIAL_LOGIN : socialList(e.SOCIAL_LOGIN),
    socialSandboxUrl:
      e.SOCIAL_SANDBOX === 'on'
        ? (e.SOCIAL_SANDBOX_URL ?? `${publicUrl}/sandbox-identity`).replace(/\/+$/, '')
        : undefined,
    creatorsPanelUrl: e.CREATORS_PANEL_URL ?? demoPanelUrl(publicUrl, demoPanelPort),
    demoPanelPort: e.CREATORS_PANEL_URL ? undefined : demoPanelPort,
    sentryDsn: e.SENTRY_DSN,
    errorReportingDsn: e.SENTRY_DSN ?? localDsn(publicUrl),
    passkeys: { rpId: e.WEBAUTHN_RP_ID, origins: e.WEBAUTHN_ORIGIN },
    chatBaseUrl: e.CHAT_BASE_URL?.replace(/\/+$/, ''),
    devMailbox: e.DEV_MAILBOX,
    devPushInbox: e.DEV_PUSH_INBOX,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    storage:
      e.STORAGE === 's3' && e.S3_BUCKET
        ? {
            driver: 's3',
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT?.replace(/\/+$/, ''),
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
            credentials:
              e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
                : undefined,
          }
        : { driver: 'postgres' },
    payments: {
      sandbox: e.PAYMENTS_SANDBOX === 'on',
      sandboxUrl: e.PAYMENTS_SANDBOX_URL?.replace(/\/+$/, ''),
      preferredDriver: e.PAYMENTS_PREFERRED_DRIVER ?? (e.PAYMENTS_SANDBOX === 'on' ? 'test' : undefined),
      sandboxPendingMs: e.SANDBOX_PENDING_MS,
      sandboxDuplicateMs: e.SANDBOX_DUPLICATE_MS,
      geoipHeader: e.GEOIP_COUNTRY_HEADER?.toLowerCase(),
      ccbill:
        e.CCBILL_CLIENT_ACCOUNT &&
        e.CCBILL_CLIENT_SUBACCOUNT &&
        e.CCBILL_FLEXFORM_ID &&
        e.CCBILL_SALT &&
        e.CCBILL_WEBHOOK_KEY
          ? {
              clientAccnum: e.CCBILL_CLIENT_ACCOUNT,
              clientSubacc: e.CCBILL_CLIENT_SUBACCOUNT,
              flexId: e.CCBILL_FLEXFORM_ID,
              salt: e.CCBILL_SALT,
              webhookKey: e.CCBILL_WEBHOOK_KEY,
              webhookRanges: e.CCBILL_WEBHOOK_IPS?.split(',').map((range) => range.trim()) ?? CCBILL_WEBHOOK_RANGES,
            }
          : undefined,
      nowPayments:
        e.NOWPAYMENTS_API_KEY && e.NOWPAYMENTS_IPN_SECRET
          ? {
              apiKey: e.NOWPAYMENTS_API_KEY,
              ipnSecret: e.NOWPAYMENTS_IPN_SECRET,
              apiUrl: e.NOWPAYMENTS_API_URL.replace(/\/+$/, ''),
            }
          : undefined,
    },
    jobWorkers: e.JOB_WORKERS === 'on',
    creatorShareBps: Math.round(e.CREATOR_SHARE_PERCENT * 100),
    callMinuteMs: e.CALL_MINUTE_MS,
    iceServers: e.ICE_SERVERS,
    tokenExpiryMonths: e.TOKEN_EXPIRY_MONTHS,
    region: {
      header: e.REGION_HEADER?.toLowerCase(),
      subdivisionHeader: e.REGION_SUBDIVISION_HEADER?.toLowerCase(),
      fallback: e.DEFAULT_REGION,
    },
    noCancelCountdownRegions: e.NO_CANCEL_COUNTDOWN_REGIONS,
    ageAssurance: {
      regions: typeof ageRegions === 'string' ? {} : ageRegions,
      recheckDays: e.AGE_CHECK_RECHECK_DAYS,
      sandbox: ageSandbox,
      yoti:
        e.YOTI_AGE_API_KEY && e.YOTI_AGE_SDK_ID
          ? { apiKey: e.YOTI_AGE_API_KEY, sdkId: e.YOTI_AGE_SDK_ID, apiUrl: e.YOTI_AGE_API_URL.replace(/\/+$/, '') }
          : undefined,
    },
  }
  return { ...config, ...overrides }
}

/**
 * The age check table: the default without AGE_CHECK_REGIONS, else its JSON (`{"GB":["estimation"]}`,
 * `{}` for nowhere) or the JSON file it names. A problem is returned as the line to report.
 */
function readAgeCheckRegions(raw: string | undefined): RegionMethods | string {
  if (raw === undefined) return DEFAULT_AGE_CHECK_REGIONS
  let text = raw
  if (!raw.trimStart().startsWith('{')) {
    try {
      text = readFileSync(path.resolve(ROOT, raw), 'utf8')
    } catch {
      return `AGE_CHECK_REGIONS: ${raw} cannot be read (give the table as JSON or the path of a JSON file)`
    }
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return 'AGE_CHECK_REGIONS: must be JSON such as {"GB":["estimation","document"],"US-TX":["document"]}'
  }
  const parsed = v.safeParse(RegionMethodsSchema, json)
  if (!parsed.success) return `AGE_CHECK_REGIONS: ${parsed.issues[0]?.message ?? 'invalid'}`
  return Object.fromEntries(
    Object.entries(parsed.output).map(([region, methods]) => [region.toUpperCase(), [...new Set(methods)]]),
  )
}

/** The spec's flags: Twitter login on, Google login off. */
const DEFAULT_SOCIAL_LOGIN: SocialProviderName[] = [
  ...(FLAGS.twitterLogin ? (['twitter'] as const) : []),
  ...(FLAGS.googleLogin ? (['google'] as const) : []),
]

function socialList(raw: string): SocialProviderName[] {
  return [
    ...new Set(raw.split(',').filter((name): name is SocialProviderName => name === 'twitter' || name === 'google')),
  ]
}

/** A DSN naming this server (project 1), for the app's SDK when no Sentry project is configured. */
function localDsn(publicUrl: string): string {
  const url = new URL(publicUrl)
  return `${url.protocol}//velvet@${url.host}/1`
}

/** The demo panel: the address users reach, on the panel's own port (another origin of the same host). */
function demoPanelUrl(publicUrl: string, port: number): string {
  const url = new URL(publicUrl)
  url.port = String(port)
  return url.origin
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

/** The bucket is required with STORAGE=s3; S3 settings without it are a mistake, not a no-op. */
function storageProblems(env: { STORAGE: string } & Record<string, unknown>): string[] {
  if (env.STORAGE === 's3') {
    return [
      ...(env.S3_BUCKET ? [] : ['S3_BUCKET: required with STORAGE=s3']),
      ...groupProblems(env, ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']),
    ]
  }
  const names = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']
  return names.filter((name) => env[name]).map((name) => `${name}: only with STORAGE=s3`)
}

/** Browsers accept a passkey only on its RP ID's own host or a subdomain of it. */
function relyingPartyProblems(rpId: string | undefined, origins: string[] | undefined): string[] {
  if (!rpId || !origins) return []
  return origins
    .filter((origin) => {
      const host = new URL(origin).hostname
      return host !== rpId && !host.endsWith(`.${rpId}`)
    })
    .map((origin) => `WEBAUTHN_ORIGIN: ${origin} is not on ${rpId} (WEBAUTHN_RP_ID) or a subdomain of it`)
}

/** Credentials that only work together: all of them or none. */
function groupProblems(env: Record<string, unknown>, names: string[]): string[] {
  const missing = names.filter((name) => !env[name])
  if (missing.length === 0 || missing.length === names.length) return []
  return missing.map((name) => `${name}: required with ${names.filter((other) => !missing.includes(other)).join(', ')}`)
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

/** The sandbox processor's base URL, as this server's drivers reach it; undefined when it is off. */
export function paymentsSandboxUrl(config: Pick<Config, 'payments' | 'publicUrl'>): string | undefined {
  if (!config.payments.sandbox) return undefined
  return config.payments.sandboxUrl ?? `${config.publicUrl}/sandbox-processor`
}
