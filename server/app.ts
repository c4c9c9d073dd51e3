/**
 * buildApp(deps): the whole HTTP application, plugins then modules. main.ts listens with it;
 * tests build it around a fresh database and call it through `inject` without a port.
 */
import { createHmac } from 'node:crypto'
import compress from '@fastify/compress'
import cookie from '@fastify/cookie'
import type { FastifyBaseLogger } from 'fastify'
import Fastify, { type FastifyInstance } from 'fastify'
import type { Config } from './config'
import type { Db } from './db/client'
import { type Clock, systemClock } from './lib/clock'
import { deriveKey, type Secrets } from './lib/secrets'
import { createAccessTokens } from './modules/auth/access-token'
import { authRoutes } from './modules/auth/routes'
import { bannerRoutes } from './modules/banners/routes'
import { captchaRoutes } from './modules/captcha/routes'
import { createCaptcha } from './modules/captcha/service'
import { carouselRoutes } from './modules/carousels/routes'
import { castingRoutes } from './modules/casting/routes'
import { categoryRoutes } from './modules/categories/routes'
import { chatRoutes } from './modules/chat/routes'
import { claimRoutes } from './modules/claims/routes'
import { commentRoutes } from './modules/comments/routes'
import { creatorRoutes } from './modules/creators/routes'
import { feedRoutes } from './modules/feeds/routes'
import { healthRoutes } from './modules/health/routes'
import { guestClientCookie } from './modules/idempotency/guest-client'
import { startKeySweeper } from './modules/idempotency/sweeper'
import { infoRoutes } from './modules/info/routes'
import { languageRoutes } from './modules/languages/routes'
import { likeRoutes } from './modules/likes/routes'
import { mailRoutes } from './modules/mail/routes'
import { createMailer } from './modules/mail/transport'
import { mediaRoutes } from './modules/media/routes'
import { movieRoutes } from './modules/movies/routes'
import { paymentCallbackRoutes } from './modules/payments/callback-routes'
import { createDrivers } from './modules/payments/drivers/index'
import { paymentRoutes } from './modules/payments/routes'
import { createNotifier, type Notifier } from './modules/payments/sandbox/notifier'
import { sandboxRoutes } from './modules/payments/sandbox/routes'
import { createSandbox } from './modules/payments/sandbox/service'
import { playbackRoutes } from './modules/playback/routes'
import { postRoutes } from './modules/posts/routes'
import { publishingRoutes } from './modules/publishing/routes'
import { purchaseRoutes } from './modules/purchase/routes'
import { createDevPushInbox, devPushRoutes } from './modules/push/dev-inbox'
import { createJobRunner, type JobRunner } from './modules/push/jobs'
import { DEFAULT_DELIVERY, type DeliveryPolicy } from './modules/push/notify'
import { pushRoutes } from './modules/push/routes'
import { createWebPushSender, type PushSender } from './modules/push/sender'
import { reportRoutes } from './modules/reports/routes'
import { followRoutes } from './modules/social/routes'
import { userRoutes } from './modules/users/routes'
import { watchProgressRoutes } from './modules/watch-progress/routes'
import { readAppHtml } from './plugins/app-html'
import { auth } from './plugins/auth'
import { errorHandler } from './plugins/error-handler'
import { inputGuard } from './plugins/input-guard'
import { publicCache } from './plugins/public-cache'
import { rateLimits } from './plugins/rate-limit'
import { requestContext } from './plugins/request-context'
import { security } from './plugins/security'
import { staticApp } from './plugins/static-app'

export type AppDeps = {
  config: Config
  db: Db
  secrets: Secrets
  logger?: FastifyBaseLogger
  /** The current time; tests move it to check expiry rules. */
  clock?: Clock
  /** Sends one web push message; the default uses `web-push` with the VAPID keys. Tests capture messages. */
  pushSender?: PushSender
  /** Runs background jobs (push fan-out) off the request path; tests pass one to await `idle()`. */
  jobs?: JobRunner
  /** Retries and concurrency of push delivery; tests shorten the waits. */
  pushDelivery?: DeliveryPolicy
  /**
   * The sandbox processor's callbacks go out on a timer by default; tests turn it off and send them
   * with `app.sandboxNotifier.deliverDue(now)`. `fetch` reaches live processors (tests replace it).
   */
  payments?: { autoDeliver?: boolean; fetch?: typeof fetch }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The sandbox processor's callback sender (undefined when the sandbox is off). */
    sandboxNotifier: Notifier | undefined
  }
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db } = deps
  const app = Fastify({
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
  const appHtml = config.serveApp ? readAppHtml(config.distDir) : undefined
  await app.register(security, {
    production: config.env === 'production',
    inlineScriptHashes: appHtml?.inlineScriptHashes,
  })
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] })
  await app.register(cookie)
  await app.register(guestClientCookie, { secure: config.publicUrl.startsWith('https:') })
  if (config.rateLimit) await app.register(rateLimits)

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
  const mailer = createMailer({ db, smtpUrl: config.smtpUrl, from: config.mailFrom })
  app.addHook('onClose', () => mailer.idle())
  await app.register(auth, { db, clock, accessTokens })
  // After auth: it serves guests only, and must know who is asking.
  await app.register(publicCache, { enabled: config.publicCache, geoipHeader: config.payments.geoipHeader })
  await app.register(captchaRoutes, { captcha })
  const refreshKey = deriveKey(deps.secrets.jwtKey, 'velvet refresh successor')
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
  })
  await app.register(userRoutes, { db, clock, uploadsDir: config.uploadsDir })
  await app.register(mailRoutes, { db, isEnabled: config.devMailbox && !config.smtpUrl })

  await app.register(healthRoutes, { db, version: config.version })
  await app.register(languageRoutes, { db })
  await app.register(carouselRoutes, { db })
  await app.register(postRoutes, { db, clock, mediaKey })
  await app.register(mediaRoutes, {
    db,
    clock,
    mediaKey,
    mediaCacheDir: config.mediaCacheDir,
    mediaDir: config.mediaDir,
  })

  // Browse and watch: lists and details of the content screens, the watch entitlement, resume positions.
  await app.register(feedRoutes, { db, clock, mediaKey })
  await app.register(creatorRoutes, { db })
  await app.register(categoryRoutes, { db })
  await app.register(movieRoutes, { db })
  await app.register(playbackRoutes, { db, secrets: deps.secrets, mediaDir: config.mediaDir, clock })
  await app.register(watchProgressRoutes, { db })
  await app.register(infoRoutes, { db })
  await app.register(bannerRoutes, { db })

  // Social actions (exactly once through Idempotency-Key), forms, chat, web push and publishing.
  const jobs = deps.jobs ?? createJobRunner((name, error) => app.log.error({ err: error, job: name }, 'job failed'))
  app.addHook('onClose', () => jobs.idle())
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
  await app.register(likeRoutes, { db, clock })
  await app.register(followRoutes, { db, clock })
  await app.register(commentRoutes, { db, clock })
  await app.register(reportRoutes, { db, clock, captcha })
  await app.register(claimRoutes, { db, clock, captcha })
  await app.register(castingRoutes, { db, clock, captcha })
  await app.register(chatRoutes, {
    db,
    clock,
    chatBaseUrl: config.chatBaseUrl,
    // Its own key, derived from the token secret: a chat token can never pass for an access token.
    tokenKey: deriveKey(deps.secrets.jwtKey, 'velvet chat hand-off'),
  })
  await app.register(pushRoutes, { db, clock, vapidPublicKey: deps.secrets.vapid.publicKey })
  await app.register(publishingRoutes, { db, clock, mediaKey, jobs, notify })

  // Purchase and payments: the catalogue, payments through their drivers, processors' callbacks,
  // and the sandbox processor (the default "processor" of the demo and the tests).
  const serverKey = deps.secrets.jwtKey
  const sandbox = config.payments.sandbox
    ? createSandbox({
        serverKey,
        pendingMs: config.payments.sandboxPendingMs,
        duplicateMs: config.payments.sandboxDuplicateMs,
      })
    : undefined
  const drivers = createDrivers({
    config: config.payments,
    publicUrl: config.publicUrl,
    sandbox,
    serverKey,
    ...(deps.payments?.fetch ? { fetch: deps.payments.fetch } : {}),
  })
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
  const notifier = sandbox
    ? createNotifier({
        db,
        sandbox,
        // In-process, through the whole HTTP stack, as a processor's request would arrive.
        transport: async (callback) =>
          (await app.inject({ method: 'POST', url: callback.url, headers: callback.headers, payload: callback.body }))
            .statusCode,
      })
    : undefined
  app.decorate('sandboxNotifier', notifier)
  if (sandbox && notifier) {
    await app.register(sandboxRoutes, { db, clock, sandbox, serverKey })
    if (deps.payments?.autoDeliver !== false) {
      const stopNotifier = notifier.start({
        everyMs: 1000,
        clock,
        onError: (error) => app.log.warn({ err: error }, 'sandbox callbacks failed'),
      })
      app.addHook('onClose', () => stopNotifier())
    }
  }

  if (appHtml) await app.register(staticApp, { distDir: config.distDir, html: appHtml })
  return app
}
