/**
 * Security headers for the API and the app. The CSP allows only our own origin for scripts,
 * workers, media and connections; inline styles are allowed because React sets style attributes
 * (aspect ratios, progress widths). Nobody may frame the app (CSP
 * frame-ancestors and X-Frame-Options agree), powerful features are off except what the player
 * and video calls need, HSTS is sent only on HTTPS answers (request.protocol honours TRUST_PROXY),
 * and every answer to a signed-in request is private and never stored. The one inline script, the
 * page's first-paint script (server/plugins/app-html.ts), runs by its hash only.
 */
import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/** Features the app uses keep `self`; the rest are off for it and anything it embeds. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=(self)',
  'bluetooth=()',
  'browsing-topics=()',
  'camera=(self)',
  'display-capture=()',
  'encrypted-media=(self)',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=(self)',
  'midi=()',
  'payment=()',
  'picture-in-picture=(self)',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ')

const HSTS = 'max-age=15552000; includeSubDomains'

type Options = {
  production: boolean
  /** The app page's own inline scripts (its first-paint script), allowed by hash. */
  inlineScriptHashes?: string[]
}

export const security = fp(async (app: FastifyInstance, options: Options) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(options.inlineScriptHashes ?? [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        fontSrc: ["'self'"],
        frameSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(options.production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Cross-origin isolation would block the images and streams a CDN serves in production.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // Sent below, per answer: only one that travelled over HTTPS may carry it.
    strictTransportSecurity: false,
  })

  app.addHook('onSend', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY)
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS)
    // What a signed-in viewer is told depends on who they are (unlocked posts, signed links,
    // likes): never in a shared cache, never kept on disk.
    if (
      request.viewer &&
      request.viewer.userId !== null &&
      !String(reply.getHeader('cache-control') ?? '').includes('no-store')
    ) {
      reply.header('cache-control', 'private, no-store')
    }
  })
})
