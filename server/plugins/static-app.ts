/**
 * Serves the built PWA in production mode: hashed assets cached for a year as immutable, `sw.js`
 * and the manifests revalidated on every load (so an update is seen at once), precompressed
 * `.br`/`.gz` files when the browser accepts them (always with `Vary: Accept-Encoding`), and any
 * other page path rendered by the server (pages.ts). API and media paths are never pages. Source
 * maps are built (for error reports) but never served, nor is the server's own render or the build's
 * manifest. `/enter` is the age gate's Enter for browsers without JavaScript: it sets the age cookie.
 */
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { AGE_COOKIE, AGE_COOKIE_MAX_AGE_S, AGE_COOKIE_VALUE, ENTER_PATH } from '../../contract/age-gate'
import { APP_SHELL_PATH } from '../../contract/pages'
import { sendError } from './error-handler'
import type { Pages } from './pages'

const NO_CACHE = new Set(['sw.js', 'manifest.webmanifest', 'registerSW.js'])
const NO_FALLBACK = /^\/(api|media)(\/|$)|\.[a-z0-9]+$/i
/** The copies scripts/compress-dist.mjs writes beside a file; setHeaders gets the copy actually sent. */
const COMPRESSED_SUFFIX = /\.(br|gz)$/

/** The caching of a file of the build, by its path relative to the build folder. */
export function cachingOf(relative: string): string {
  const original = relative.replace(COMPRESSED_SUFFIX, '')
  const name = path.posix.basename(original)
  if (original.startsWith('assets/')) return 'public, max-age=31536000, immutable'
  if (NO_CACHE.has(name) || name.endsWith('.webmanifest')) return 'no-cache'
  return 'public, max-age=3600'
}

/**
 * Where Enter sends the visitor: the gate's own `redirect` when the form was sent from the gate
 * (/?redirect=…), else the page it was sent from, else home; only paths inside the app.
 */
export function enterTarget(referer: string | undefined, host: string): string {
  if (!referer) return '/home'
  let from: URL
  try {
    from = new URL(referer)
  } catch {
    return '/home'
  }
  if (from.host !== host) return '/home'
  const target = from.pathname === '/' ? (from.searchParams.get('redirect') ?? '/home') : from.pathname + from.search
  const isInside = target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\')
  return isInside && target !== '/' ? target : '/home'
}

export const staticApp = fp(async (app: FastifyInstance, options: { distDir: string; pages: Pages }) => {
  await app.register(fastifyStatic, {
    root: options.distDir,
    prefix: '/',
    wildcard: true,
    // The page itself is sent below, in the form the visitor needs.
    index: false,
    preCompressed: true,
    // The server's own render (dist/server) and the build's manifest are not the page's.
    allowedPath: (pathname) => !pathname.endsWith('.map') && !/^\/?(server|\.vite)\//.test(pathname),
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cachingOf(path.relative(options.distDir, filePath).split(path.sep).join('/')))
    },
  })

  app.get(ENTER_PATH, (request, reply) => {
    reply.header(
      'set-cookie',
      `${AGE_COOKIE}=${AGE_COOKIE_VALUE}; Max-Age=${AGE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax${request.protocol === 'https' ? '; Secure' : ''}`,
    )
    return reply.header('cache-control', 'no-store').redirect(enterTarget(request.headers.referer, request.host), 303)
  })

  app.get(APP_SHELL_PATH, options.pages.sendAppShell)
  app.get('/', options.pages.send)
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/'
    // A page's form sent before its script took over (the login forms post): back to the same
    // address, now with its script; what was sent is neither read nor echoed.
    if (request.method === 'POST' && !NO_FALLBACK.test(pathname)) {
      // Never another site's ('//host' and '/\\host' are read as one by browsers).
      const sameSite = /^\/(?![/\\])/.test(request.url) ? request.url : '/'
      return reply.header('cache-control', 'no-store').redirect(sameSite, 303)
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') return sendError(request, reply, 'not_found')
    if (NO_FALLBACK.test(pathname)) return sendError(request, reply, 'not_found')
    return options.pages.send(request, reply)
  })
})
