/**
 * Security headers for the API and the app. The CSP allows only our own origin for scripts,
 * workers, media and connections; inline styles are allowed because React sets style attributes
 * (aspect ratios, progress widths). The app frames only itself and the creators' panel's hidden
 * sign-in frame; nobody may frame the app (CSP
 * frame-ancestors and X-Frame-Options agree), powerful features are off except what the player
 * and video calls need, other sites' windows get no handle on ours (COOP, chosen per browser),
 * HSTS is sent only on HTTPS answers (request.protocol honours TRUST_PROXY),
 * and every answer to a signed-in request is private and never stored. A page's own inline scripts
 * (its router's data, the boot check) run by the page's nonce only (pages.ts: withScriptNonce).
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import helmet from 'helmet'
import { openerPolicyFor } from '../lib/opener-policy'

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
  /** Other origins the app may frame: the creators' panel's hidden sign-in frame. */
  frameOrigins?: string[]
}

/** The policy with a page's nonce among its script sources: the page's inline scripts run, no others. */
export function withScriptNonce(policy: string, nonce: string): string {
  return policy.replace(/script-src ([^;]*)/, `script-src $1 'nonce-${nonce}'`)
}

export const security = fp(async (app: FastifyInstance, options: Options) => {
  // Helmet itself, built once: its Fastify wrapper builds it again on every request, parsing the
  // whole policy each time, a fifth of an uncached list's CPU time.
  const setHelmetHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        fontSrc: ["'self'"],
        frameSrc: ["'self'", ...(options.frameOrigins ?? [])],
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
    // Sent below, per browser (server/lib/opener-policy.ts says why).
    crossOriginOpenerPolicy: false,
  })
  // On the raw answer, as the wrapper did: answers written past Fastify's reply (the public cache's
  // answers from memory) carry them too.
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY)
    reply.raw.setHeader('cross-origin-opener-policy', openerPolicyFor(request.headers['user-agent']))
    if (request.protocol === 'https') reply.raw.setHeader('strict-transport-security', HSTS)
    setHelmetHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined))
  })

  // What a signed-in viewer is told depends on who they are (unlocked posts, signed links, likes):
  // never in a shared cache, never kept on disk.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (
      request.viewer &&
      request.viewer.userId !== null &&
      !String(reply.getHeader('cache-control') ?? '').includes('no-store')
    ) {
      reply.header('cache-control', 'private, no-store')
    }
    done(null, payload)
  })
})
