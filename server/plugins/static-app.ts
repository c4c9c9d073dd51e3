/**
 * Serves the built PWA in production mode: hashed assets cached for a year as immutable,
 * `index.html`, `sw.js` and the manifest revalidated on every load (so an update is seen at once),
 * precompressed `.br`/`.gz` files when the browser accepts them, and the app shell for any other
 * page path so client-side routes work on reload. API and media paths never fall back to it.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { sendError } from './error-handler'

const NO_CACHE = new Set(['index.html', 'sw.js', 'manifest.webmanifest', 'registerSW.js'])
const NO_FALLBACK = /^\/(api|media)(\/|$)|\.[a-z0-9]+$/i

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
    setHeaders: (reply, filePath) => {
      const relative = path.relative(options.distDir, filePath).split(path.sep).join('/')
      const name = path.basename(filePath)
      if (relative.startsWith('assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable')
      else if (NO_CACHE.has(name) || name.endsWith('.webmanifest')) reply.header('cache-control', 'no-cache')
      else reply.header('cache-control', 'public, max-age=3600')
    },
  })

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/'
    if (request.method !== 'GET' && request.method !== 'HEAD') return sendError(request, reply, 'not_found')
    if (NO_FALLBACK.test(pathname)) return sendError(request, reply, 'not_found')
    return reply.header('cache-control', 'no-cache').sendFile('index.html', options.distDir)
  })
})
