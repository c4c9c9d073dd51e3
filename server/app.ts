/**
 * buildApp(deps): the whole HTTP application, plugins then modules. main.ts listens with it;
 * tests build it around a fresh database and call it through `inject` without a port.
 */
import compress from '@fastify/compress'
import type { FastifyBaseLogger } from 'fastify'
import Fastify, { type FastifyInstance } from 'fastify'
import type { Config } from './config'
import type { Db } from './db/client'
import type { Secrets } from './lib/secrets'
import { carouselRoutes } from './modules/carousels/routes'
import { healthRoutes } from './modules/health/routes'
import { languageRoutes } from './modules/languages/routes'
import { mediaRoutes } from './modules/media/routes'
import { postRoutes } from './modules/posts/routes'
import { errorHandler } from './plugins/error-handler'
import { requestContext } from './plugins/request-context'
import { security } from './plugins/security'
import { staticApp } from './plugins/static-app'

export type AppDeps = {
  config: Config
  db: Db
  secrets: Secrets
  logger?: FastifyBaseLogger
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
  await app.register(security, { production: config.env === 'production' })
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] })

  await app.register(healthRoutes, { db, version: config.version })
  await app.register(languageRoutes, { db })
  await app.register(carouselRoutes, { db })
  await app.register(postRoutes, { db })
  await app.register(mediaRoutes, { mediaCacheDir: config.mediaCacheDir, mediaDir: config.mediaDir })

  if (config.serveApp) await app.register(staticApp, { distDir: config.distDir })
  return app
}
