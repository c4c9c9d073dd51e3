/**
 * Serves the built PWA in production mode: hashed assets cached for a year as immutable,
 * `index.html`, `sw.js` and the manifests revalidated on every load (so an update is seen at once),
 * precompressed `.br`/`.gz` files when the browser accepts them (always with
 * `Vary: Accept-Encoding`), and the app shell for any other page path so client-side routes work
 * on reload. API and media paths never fall back to it. Source maps are built (for error
 * reports) but never served. The page comes past the age gate for visitors with the age cookie and
 * for crawlers, and `/enter` is the gate's Enter for browsers without JavaScript (app-html.ts).
 * Where a region asks for an age check, the page comes open, without the first screen's content,
 * until this device has passed one: the app's check screen takes the gate's place.
 */
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import {
  AGE_COOKIE,
  AGE_COOKIE_MAX_AGE_S,
  AGE_COOKIE_VALUE,
  ENTER_PATH,
  hasAgeCookie,
  isNoSplashPath,
} from '../../contract/age-gate'
import { isCrawler } from '../../contract/crawler'
import { localeFromAcceptLanguage, matchLocale } from '../../contract/languages'
import { DEFAULT_SITE_TYPE, isSiteType } from '../../contract/site-types'
import type { AppHtml } from './app-html'
import { sendError } from './error-handler'
import type { FirstScreen } from './first-screen'

const NO_CACHE = new Set(['index.html', 'sw.js', 'manifest.webmanifest', 'registerSW.js'])
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

export const staticApp = fp(
  async (
    app: FastifyInstance,
    options: {
      distDir: string
      html: AppHtml
      firstScreen: FirstScreen | null
      /**
       * The visitor's region asks for an age check this device has not passed: the page comes open
       * (the app shows its check screen instead of the click-through gate), never with content in it.
       */
      needsAgeCheck?: (request: FastifyRequest) => boolean
    },
  ) => {
    await app.register(fastifyStatic, {
      root: options.distDir,
      prefix: '/',
      wildcard: true,
      // The page itself is sent below, in the form the visitor needs.
      index: false,
      preCompressed: true,
      // The server's own render of the first screen (dist/server, first-screen.ts) is not the page's.
      allowedPath: (pathname) => !pathname.endsWith('.map') && !/^\/?server\//.test(pathname),
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

    async function sendPage(request: FastifyRequest, reply: FastifyReply) {
      const [pathname = '/', query = ''] = request.url.split('?')
      const search = new URLSearchParams(query)
      const needsAgeCheck = options.needsAgeCheck?.(request) ?? false
      const isPast =
        needsAgeCheck ||
        hasAgeCookie(request.headers.cookie) ||
        isCrawler(request.headers['user-agent'] ?? '') ||
        isNoSplashPath(pathname)
      // The gate in the language a `?lang=` link asks for, else the browser's (the page's script does
      // the same, with the stored choice first).
      const locale =
        matchLocale(search.get('lang') ?? '') ?? localeFromAcceptLanguage(request.headers['accept-language'])
      // Past the gate, /home comes with its first screen for a first visit's theme or a link's.
      const siteType = search.get('site_type')
      let page = isPast ? options.html.passed : options.html.gated[locale]
      if (isPast && !needsAgeCheck && options.firstScreen) {
        page = await options.firstScreen.pageFor(page, {
          path: pathname,
          locale,
          siteType: isSiteType(siteType) ? siteType : DEFAULT_SITE_TYPE,
        })
      }
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'Accept-Encoding, Accept-Language, Cookie, User-Agent')
        .type('text/html; charset=utf-8')
        .send(page)
    }

    app.get('/', sendPage)
    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/'
      if (request.method !== 'GET' && request.method !== 'HEAD') return sendError(request, reply, 'not_found')
      if (NO_FALLBACK.test(pathname)) return sendError(request, reply, 'not_found')
      return sendPage(request, reply)
    })
  },
)
