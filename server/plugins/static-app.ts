/**
 * Serves the built PWA in production mode: hashed assets cached for a year as immutable,
 * `index.html`, `sw.js` and the manifests revalidated on every load (so an update is seen at once),
 * precompressed `.br`/`.gz` files when the browser accepts them (always with
 * `Vary: Accept-Encoding`), and the app shell for any other page path so client-side routes work
 * on reload. API and media paths never fall back to it. Source maps are built (for error
 * reports) but never served.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { sendError } from './error-handler'

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

export const staticApp = fp(async (app: FastifyInstance, options: { distDir: string }) => {
  const indexFile = path.join(options.distDir, 'index.html')
  if (!existsSync(indexFile)) {
    throw new Error(`The app is not built (${indexFile} is missing): run "npm run build"`)
  }
  await app.register(fastifyStatic, {
    root: options.distDir,
    prefix: '/',
    wildcard: true,
    index: 'index.html',
    preCompressed: true,
    allowedPath: (pathname) => !pathname.endsWith('.map'),
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cachingOf(path.relative(options.distDir, filePath).split(path.sep).join('/')))
    },
  })

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/'
    if (request.method !== 'GET' && request.method !== 'HEAD') return sendError(request, reply, 'not_found')
    if (NO_FALLBACK.test(pathname)) return sendError(request, reply, 'not_found')
    return reply.header('cache-control', 'no-cache').sendFile('index.html', options.distDir)
  })
})
