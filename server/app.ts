/**
 * buildApp(deps): the whole HTTP application, plugins then modules. main.ts listens with it;
 * tests build it around a fresh database and call it through `inject` without a port.
 */
import { createHmac } from 'node:crypto'
import type { IncomingHttpHeaders } from 'node:http'
import compress from '@fastify/compress'
import cookie from '@fastify/cookie'
import type { FastifyBaseLogger, FastifyRequest } from 'fastify'
import Fastify, { type FastifyInstance } from 'fastify'
import { Redis } from 'ioredis'
import { type Config, paymentsSandboxUrl } from './config'
import type { Db } from './db/client'
import { type Clock, systemClock } from './lib/clock'
import { deriveKey, type Secrets } from './lib/secrets'
import {
  AGE_RESULT_COOKIE,
  type AgeAssuranceContext,
  ageCheckProviderRoutes,
  ageCheckRoutes,
  ageCheckSandboxRoutes,
  ageGate,
  createProviders,
  isEnforced,
  pageNeedsAgeCheck,
  requirementFor,
} from './modules/age-assurance/index'
import { createAccessTokens } from './modules/auth/access-token'
import { authRoutes } from './modules/auth/routes'
import { SANDBOX_CLIENT_ID, socialProviders } from './modules/auth/social-providers'
import { bannerRoutes } from './modules/banners/routes'
import { defineCallChannel } from './modules/calls/channels'
import type { CallsContext } from './modules/calls/context'
import { defineCallJobs } from './modules/calls/metering'
import { callRoutes } from './modules/calls/routes'
import { announceEnded } from './modules/calls/service'
import { captchaRoutes } from './modules/captcha/routes'
import { createCaptcha } from './modules/captcha/service'
import { carouselRoutes } from './modules/carousels/routes'
import { castingRoutes } from './modules/casting/routes'
import { categoryRoutes } from './modules/categories/routes'
import { defineChatChannels } from './modules/chat/channels'
import { chatRoutes } from './modules/chat/routes'
import { type ChatContext, inviteToCall } from './modules/chat/service'
import { claimRoutes } from './modules/claims/routes'
import { parseDsn } from './modules/client-errors/envelope'
import { clientErrorRoutes } from './modules/client-errors/routes'
import { commentRoutes } from './modules/comments/routes'
import { creatorRoutes } from './modules/creators/routes'
import { downloadRoutes } from './modules/downloads/routes'
import { feedRoutes } from './modules/feeds/routes'
import { healthRoutes } from './modules/health/routes'
import { guestClientCookie } from './modules/idempotency/guest-client'
import { startKeySweeper } from './modules/idempotency/sweeper'
import { identitySandboxRoutes } from './modules/identity-sandbox/routes'
import { createIdentitySandbox } from './modules/identity-sandbox/service'
import { infoRoutes } from './modules/info/routes'
import { createJobQueue, type JobQueue, type JobQueueOptions } from './modules/jobs/queue'
import { languageRoutes } from './modules/languages/routes'
import { likeRoutes } from './modules/likes/routes'
import { mailRoutes } from './modules/mail/routes'
import { createMailer } from './modules/mail/transport'
import type { ArtRenderer } from './modules/media/index'
import { mediaRoutes } from './modules/media/routes'
import { bumpMovieCounter } from './modules/movies/index'
import { movieRoutes } from './modules/movies/routes'
import {
  createNotifier,
  createSandbox,
  type Notifier,
  sandboxApiRoutes,
  sandboxRoutes,
} from './modules/payment-sandbox/index'
import { paymentCallbackRoutes } from './modules/payments/callback-routes'
import { createDrivers, type Drivers } from './modules/payments/drivers/index'
import { attachGuestPurchases, checkGuestPayment, definePaymentJobs } from './modules/payments/index'
import { paymentRoutes } from './modules/payments/routes'
import { playbackRoutes } from './modules/playback/routes'
import { bumpPostLikes, canSeePost } from './modules/posts/index'
import { postRoutes } from './modules/posts/routes'
import { publishingRoutes } from './modules/publishing/routes'
import { purchaseRoutes } from './modules/purchase/routes'
import { createDevPushInbox, devPushRoutes } from './modules/push/dev-inbox'
import { defineNewPostJob } from './modules/push/jobs'
import { DEFAULT_DELIVERY, type DeliveryPolicy } from './modules/push/notify'
import { pushRoutes } from './modules/push/routes'
import { createWebPushSender, type PushSender } from './modules/push/sender'
import { socketAuthenticator } from './modules/realtime/authenticate'
import { createMemoryBus, type RealtimeBus } from './modules/realtime/bus'
import { createHub } from './modules/realtime/hub'
import { createRedisBus } from './modules/realtime/redis-bus'
import { realtimeRoutes } from './modules/realtime/routes'
import { defineRenewalJobs, type RenewalsContext } from './modules/renewals/index'
import { reportRoutes } from './modules/reports/routes'
import { followRoutes } from './modules/social/routes'
import { defineStatementJob } from './modules/statements/jobs'
import { statementRoutes } from './modules/statements/routes'
import { createFileStorage } from './modules/storage/index'
import type { SubscriptionsContext } from './modules/subscriptions/context'
import { defineSubscriptionJobs } from './modules/subscriptions/jobs'
import { subscriptionRoutes } from './modules/subscriptions/routes'
import { userRoutes } from './modules/users/routes'
import { defineWalletJobs } from './modules/wallet/jobs'
import { walletRoutes } from './modules/wallet/routes'
import { watchProgressRoutes } from './modules/watch-progress/routes'
import { auth } from './plugins/auth'
import { errorHandler } from './plugins/error-handler'
import { inputGuard } from './plugins/input-guard'
import { createPageCache } from './plugins/page-cache'
import { createPages, loadPageRenderer, type PageRendererModule, readBuildFiles } from './plugins/pages'
import { createAnswerStore, frontDoorServer, publicCache } from './plugins/public-cache'
import { rateLimits } from './plugins/rate-limit'
import { requestContext } from './plugins/request-context'
import { security } from './plugins/security'
import { staticApp } from './plugins/static-app'

export type AppDeps = {
  config: Config
  db: Db
  /** The read replica (DATABASE_READ_URL) for catalogue reads that may lag; the primary by default. */
  readDb?: Db
  secrets: Secrets
  logger?: FastifyBaseLogger
  /** The current time; tests move it to check expiry rules. */
  clock?: Clock
  /** Sends one web push message; the default uses `web-push` with the VAPID keys. Tests capture messages. */
  pushSender?: PushSender
  /**
   * The durable job queue's mode (modules/jobs): workers and cron schedules run in this process by
   * default (JOB_WORKERS); API tests turn both off and run due jobs with `app.jobs.drain()`.
   * `onError` hears every failed job (tests collect them).
   */
  jobs?: Partial<JobQueueOptions> & { onError?: (job: string, error: unknown) => void }
  /** Fault injection of the renewal job (tests of a crash between charge and record). */
  subscriptionFaults?: RenewalsContext['faults']
  /** Retries and concurrency of push delivery; tests shorten the waits. */
  pushDelivery?: DeliveryPolicy
  /** Realtime: the bus (default: Redis with REDIS_URL, else in memory) and the heartbeat; tests shorten it. */
  realtime?: { bus?: RealtimeBus; heartbeatMs?: number; authTimeoutMs?: number }
  /**
   * The sandbox processor's callbacks go out on a timer by default; tests turn it off and send them
   * with `app.sandboxNotifier.deliverDue(now)`. `fetch` is the network the processors (live and
   * sandbox) and the sandbox's callbacks go over (tests replace it).
   * `wrapDrivers` lets a test watch what the drivers are asked, and when.
   */
  payments?: { autoDeliver?: boolean; fetch?: typeof fetch; wrapDrivers?: (drivers: Drivers) => Drivers }
  /**
   * Draws artwork not stored yet: the demo seed's renderer where the demo catalogue runs (`npm start`
   * with SEED=auto, the tests). Without it, as in production, only stored artwork files are served.
   */
  renderArt?: ArtRenderer
  /** The pages' render; by default the build's (dist/server). Tests give the source's own. */
  pageRenderer?: PageRendererModule
  /** `fetch` reaches a live age check provider (tests replace it). */
  ageAssurance?: { fetch?: typeof fetch }
  /** The error-reporting tunnel: how Sentry is reached (tests replace it), and how many reports are kept. */
  clientErrors?: { fetch?: typeof fetch; kept?: number }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The sandbox processor's callback sender (undefined when the sandbox is off). */
    sandboxNotifier: Notifier | undefined
    /** The durable job queue (pg-boss): mail, push, renewals, reminders, expiries, statements. */
    jobs: JobQueue
  }
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db } = deps
  const readDb = deps.readDb ?? db
  // Guests' public answers: kept by the plugin below, answered in front of Fastify when they can be.
  const publicAnswers = createAnswerStore()
  const geoipHeader = config.payments.geoipHeader
  // Age assurance where a region's law asks for it (modules/age-assurance): visitors from such a
  // region never get a stored public answer in front of its gate.
  const ageSandboxKey = deriveKey(deps.secrets.jwtKey, 'velvet age check sandbox')
  const ageAssurance: AgeAssuranceContext = {
    db,
    clock: deps.clock ?? systemClock,
    config: config.ageAssurance,
    region: config.region,
    providers: createProviders(config.ageAssurance, {
      sandboxKey: ageSandboxKey,
      ...(deps.ageAssurance?.fetch ? { fetch: deps.ageAssurance.fetch } : {}),
    }),
    cookieKey: deriveKey(deps.secrets.jwtKey, 'velvet age check device result'),
    publicUrl: config.publicUrl,
    secureCookies: config.publicUrl.startsWith('https:'),
  }
  const mustPassGate = isEnforced(ageAssurance)
    ? (headers: IncomingHttpHeaders) => requirementFor(ageAssurance, headers).isRequired
    : undefined
  const app = Fastify({
    ...(config.publicCache ? { serverFactory: frontDoorServer(publicAnswers, geoipHeader, mustPassGate) } : {}),
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  })

  // Outside production every response is checked against its contract schema (see lib/route.ts).
  app.decorate('checkContracts', config.env !== 'production')
  await app.register(requestContext)
  await app.register(errorHandler, { notFound: !config.serveApp })
  await app.register(inputGuard)
  await app.register(security, {
    production: config.env === 'production',
    frameOrigins: [new URL(config.creatorsPanelUrl).origin],
  })
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] })
  await app.register(cookie)
  // Several API processes share their counters and realtime events through Redis (REDIS_URL).
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 3 }) : undefined
  if (redis) {
    redis.on('error', (error) => app.log.warn({ reason: error.message }, 'redis connection problem'))
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => undefined)
    })
  }
  await app.register(guestClientCookie, { secure: config.publicUrl.startsWith('https:') })
  if (config.rateLimit) await app.register(rateLimits, { redis })

  // Accounts: who is calling (auth), then captcha, sign-in, e-mail flows and the user's account.
  const clock = deps.clock ?? systemClock
  const accessTokens = createAccessTokens(deps.secrets.jwtKey, clock)
  const captcha = createCaptcha({
    db,
    clock,
    secret: deps.secrets.captchaKey,
    isEnabled: config.captcha,
    complexity: config.captchaComplexity,
  })
  // Background work is durable (pg-boss in this database); modules define their jobs, it starts at the end.
  const jobs = createJobQueue({
    pool: { query: (text, values) => db.$client.query(text, values) },
    options: {
      workers: config.jobWorkers,
      schedules: config.jobWorkers,
      pollingIntervalSeconds: 2,
      ...deps.jobs,
    },
    onError: (error, job) => {
      deps.jobs?.onError?.(job.job ?? 'pg-boss', error)
      app.log.error({ err: error, ...job }, job.job ? 'job failed' : 'job queue error')
    },
  })
  app.decorate('jobs', jobs)
  const mailer = createMailer({ db, smtpUrl: config.smtpUrl, from: config.mailFrom, jobs, log: app.log })
  app.addHook('onClose', async () => {
    await mailer.idle()
    await jobs.stop()
  })
  await app.register(auth, { db, clock, accessTokens })
  // After auth (a member's account may hold the result), before the public cache: a visitor whose
  // region asks for an age check is answered before any stored content.
  await app.register(ageGate, ageAssurance)
  // After auth: it serves guests only, and must know who is asking.
  await app.register(publicCache, { store: publicAnswers, enabled: config.publicCache, geoipHeader })
  await app.register(captchaRoutes, { captcha })
  const refreshKey = deriveKey(deps.secrets.jwtKey, 'velvet refresh successor')
  // Social sign-in: X and Google with their own credentials, else the sandbox identity provider.
  const sandboxClientSecret = deriveKey(deps.secrets.jwtKey, 'velvet identity sandbox client')
  const social = socialProviders(config, sandboxClientSecret)
  if (config.socialSandboxUrl && social.some((provider) => provider.clientId === SANDBOX_CLIENT_ID)) {
    await app.register(identitySandboxRoutes, {
      sandbox: createIdentitySandbox({ key: deriveKey(deps.secrets.jwtKey, 'velvet identity sandbox'), now: clock }),
      publicUrl: config.publicUrl,
      clientId: SANDBOX_CLIENT_ID,
      clientSecret: sandboxClientSecret,
    })
  }
  // Signs the URLs of what only some viewers may see (paid pictures, members' streams) and the media cookie.
  const mediaKey = deps.secrets.mediaKey
  await app.register(authRoutes, {
    db,
    clock,
    config,
    accessTokens,
    refreshKey,
    mediaKey,
    captcha,
    mailer,
    social,
    guestPurchases: { check: checkGuestPayment, attach: attachGuestPurchases },
  })
  // Profile pictures and the artwork cache, shared by every API process (PostgreSQL or S3).
  const storage = await createFileStorage(config.storage, db)
  app.addHook('onClose', () => storage.close())
  await app.register(userRoutes, { db, clock, storage })
  await app.register(mailRoutes, { db, isEnabled: config.devMailbox && !config.smtpUrl })

  await app.register(healthRoutes, { db, version: config.version })
  await app.register(ageCheckRoutes, ageAssurance)
  await app.register(ageCheckProviderRoutes, ageAssurance)
  if (config.ageAssurance.sandbox) {
    await app.register(ageCheckSandboxRoutes, { key: ageSandboxKey })
  }
  // The app's error reports (Sentry's tunnel): forwarded to Sentry, or kept for the operator.
  const appDsn = parseDsn(config.errorReportingDsn)
  if (!appDsn) throw new Error('the error-reporting DSN is not a DSN')
  const sentry = config.sentryDsn ? parseDsn(config.sentryDsn) : undefined
  await app.register(clientErrorRoutes, {
    db,
    clock,
    log: app.log,
    appDsn,
    sentry,
    fetch: deps.clientErrors?.fetch ?? fetch,
    ...(deps.clientErrors?.kept ? { kept: deps.clientErrors.kept } : {}),
  })
  // The public catalogue tolerates a replica a moment behind; what a user writes and reads back does not.
  await app.register(languageRoutes, { db: readDb })
  await app.register(carouselRoutes, { db: readDb })
  await app.register(postRoutes, { db, clock, mediaKey })
  await app.register(mediaRoutes, {
    db,
    clock,
    mediaKey,
    storage,
    mediaDir: config.mediaDir,
    canSeePost,
    ...(deps.renderArt ? { renderArt: deps.renderArt } : {}),
  })

  // Browse and watch: lists and details of the content screens, the watch entitlement, resume positions.
  await app.register(feedRoutes, { db, clock, mediaKey })
  await app.register(creatorRoutes, { db })
  await app.register(categoryRoutes, { db: readDb })
  await app.register(movieRoutes, { db, clock, secrets: deps.secrets, mediaDir: config.mediaDir })
  await app.register(playbackRoutes, { db, secrets: deps.secrets, mediaDir: config.mediaDir, clock })
  await app.register(downloadRoutes, { db, secrets: deps.secrets, mediaDir: config.mediaDir, clock })
  await app.register(watchProgressRoutes, { db, clock })
  await app.register(infoRoutes, { db: readDb })
  await app.register(bannerRoutes, { db: readDb })

  // Social actions (exactly once through Idempotency-Key), forms, chat, web push and publishing.
  const stopSweeper = startKeySweeper({
    db,
    clock,
    log: (removed) => app.log.info({ removed }, 'expired idempotency keys removed'),
    onError: (error) => app.log.warn({ err: error }, 'idempotency key sweep failed'),
  })
  app.addHook('onClose', () => stopSweeper())
  const devPushInbox = config.devPushInbox ? createDevPushInbox() : undefined
  await app.register(devPushRoutes, { inbox: devPushInbox })
  const notify = {
    db,
    sender: deps.pushSender ?? devPushInbox?.sender ?? createWebPushSender(deps.secrets.vapid),
    policy: deps.pushDelivery ?? DEFAULT_DELIVERY,
    log: (summary: { postId: number; sent: number; removed: number; failed: number }) =>
      app.log.info(summary, 'new-post notifications sent'),
  }
  await app.register(likeRoutes, { db, clock, counters: { bumpPostLikes, bumpMovieCounter } })
  await app.register(followRoutes, { db, clock })
  await app.register(commentRoutes, { db, clock })
  await app.register(reportRoutes, { db, clock, captcha })
  await app.register(claimRoutes, { db, clock, captcha })
  await app.register(castingRoutes, { db, clock, captcha })
  const hub = createHub({
    bus:
      deps.realtime?.bus ??
      (config.redisUrl
        ? createRedisBus(config.redisUrl, (error) => app.log.warn({ reason: error.message }, 'realtime redis problem'))
        : createMemoryBus()),
    authenticate: socketAuthenticator({ db, clock, accessTokens }),
    now: () => clock().getTime(),
    log: app.log,
    ...(deps.realtime?.heartbeatMs ? { heartbeatMs: deps.realtime.heartbeatMs } : {}),
    ...(deps.realtime?.authTimeoutMs ? { authTimeoutMs: deps.realtime.authTimeoutMs } : {}),
  })
  defineChatChannels(hub, db)
  defineCallChannel(hub, db)
  await app.register(realtimeRoutes, { hub })
  const chat: ChatContext = {
    db,
    clock,
    chatBaseUrl: config.chatBaseUrl,
    // Its own key, derived from the token secret: a chat token can never pass for an access token.
    tokenKey: deriveKey(deps.secrets.jwtKey, 'velvet chat hand-off'),
    publicUrl: config.publicUrl,
    realtime: hub,
    mailer,
    log: app.log,
  }
  await app.register(chatRoutes, chat)
  // Video calls: booked from a conversation (the invite is a message there), metered by jobs.
  const calls: CallsContext = {
    db,
    clock,
    creatorShareBps: config.creatorShareBps,
    minuteMs: config.callMinuteMs,
    iceServers: config.iceServers,
    jobs,
    realtime: hub,
    invite: (input) => inviteToCall(chat, input),
    log: app.log,
  }
  await app.register(callRoutes, calls)
  defineCallJobs(jobs, calls, (room) => announceEnded(calls, room))
  await app.register(pushRoutes, { db, clock, vapidPublicKey: deps.secrets.vapid.publicKey })
  defineNewPostJob(jobs, notify)
  await app.register(publishingRoutes, { db, clock, mediaKey, jobs })

  // Purchase and payments: the catalogue, payments through their drivers, processors' callbacks,
  // and the sandbox processor (the default "processor" of the demo and the tests), which the drivers
  // reach over HTTP at its configured URL and which calls our callbacks back over HTTP.
  const serverKey = deps.secrets.jwtKey
  const paymentsFetch = deps.payments?.fetch ?? fetch
  const sandboxUrl = paymentsSandboxUrl(config)
  const createdDrivers = createDrivers({
    config: config.payments,
    publicUrl: config.publicUrl,
    sandboxUrl,
    serverKey,
    fetch: paymentsFetch,
  })
  const drivers = deps.payments?.wrapDrivers?.(createdDrivers) ?? createdDrivers
  const purchase = { db, clock, config: config.payments, drivers }
  const payments = {
    ...purchase,
    mailer,
    log: app.log,
    publicUrl: config.publicUrl,
    guestKey: createHmac('sha256', serverKey).update('velvet guest purchase').digest('base64url'),
  }
  await app.register(purchaseRoutes, purchase)
  await app.register(paymentRoutes, payments)
  await app.register(paymentCallbackRoutes, payments)
  definePaymentJobs(jobs, payments)
  const sandbox = config.payments.sandbox
    ? createSandbox({
        serverKey,
        pendingMs: config.payments.sandboxPendingMs,
        duplicateMs: config.payments.sandboxDuplicateMs,
      })
    : undefined
  const notifier = sandbox
    ? createNotifier({ db, sandbox, merchantUrl: config.publicUrl, fetch: paymentsFetch })
    : undefined
  app.decorate('sandboxNotifier', notifier)
  if (sandbox && notifier) {
    await app.register(sandboxRoutes, { db, clock, sandbox, serverKey })
    await app.register(sandboxApiRoutes, { db, clock, sandbox })
    if (deps.payments?.autoDeliver !== false) {
      const stopNotifier = notifier.start({
        everyMs: 1000,
        clock,
        onError: (error) => app.log.warn({ err: error }, 'sandbox callbacks failed'),
      })
      app.addHook('onClose', () => stopNotifier())
    }
  }

  // Tokens and subscriptions: the wallet (spends through the ledger), the subscription lifecycle
  // (renewals on the saved card, reminders, expiries), the way out, and the monthly statements.
  await app.register(walletRoutes, { db, clock, creatorShareBps: config.creatorShareBps, canSeePost })
  await app.register(statementRoutes, { db, clock })
  const subscriptions: SubscriptionsContext = {
    db,
    clock,
    mailer,
    jobs,
    log: app.log,
    publicUrl: config.publicUrl,
    cancelKey: deriveKey(deps.secrets.jwtKey, 'velvet one-click cancel link'),
    codeKey: deriveKey(deps.secrets.jwtKey, 'velvet unsubscribe code'),
    guestKey: payments.guestKey,
    region: config.region,
    noCancelCountdownRegions: config.noCancelCountdownRegions,
  }
  await app.register(subscriptionRoutes, subscriptions)
  defineSubscriptionJobs(jobs, subscriptions)
  defineRenewalJobs(jobs, {
    ...subscriptions,
    drivers,
    ...(deps.subscriptionFaults ? { faults: deps.subscriptionFaults } : {}),
  })
  defineStatementJob(jobs, { db, clock, mailer, publicUrl: config.publicUrl, log: app.log })
  defineWalletJobs(jobs, { db, clock, months: config.tokenExpiryMonths, log: app.log })

  if (config.serveApp) {
    const pages = createPages(app, {
      renderer: deps.pageRenderer ?? (await loadPageRenderer(config.distDir)),
      build: readBuildFiles(config.distDir),
      geoipHeader,
      // Guests' pages share the public lists' versions: a write that drops a list drops the pages too.
      ...(config.publicCache
        ? { cache: createPageCache(createAnswerStore(Date.now, publicAnswers.versions), geoipHeader) }
        : {}),
      ...(mustPassGate
        ? {
            ageCheck: {
              isOwed: (request: FastifyRequest) => pageNeedsAgeCheck(ageAssurance, request),
              resultCookie: AGE_RESULT_COOKIE,
            },
          }
        : {}),
    })
    await app.register(staticApp, { distDir: config.distDir, pages })
  }
  await jobs.start()
  // Handlers may call this server over HTTP (the sandbox processor): they run once it listens.
  app.addHook('onListen', () => jobs.work())
  return app
}
