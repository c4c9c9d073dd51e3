/**
 * The app's pages, rendered on the server: the build's render (dist/server/entry-server.mjs, made by
 * `npm run build` from src/entry-server.tsx; loaded here by path, so the server imports nothing of the
 * app's source) is TanStack Router's request handler, streamed by React. A Fastify request becomes a
 * Web Request; the Response streams back with the page's status and headers.
 *
 * Every page is rendered as the public page: the request carries no session (the refresh cookie is
 * scoped to the API), its reads go to this server's own API as a guest's do, in process, and the
 * browser fills in the signed-in parts once the page runs. The page's inline scripts (the router's
 * data, the boot check) run by the page's own nonce, which its Content-Security-Policy names.
 *
 * A guest's page may be kept and answered again without rendering (page-cache.ts); a member's never.
 *
 * The app shell (`/app-shell`) is the same document without a page: the service worker keeps it for
 * pages opened offline that it has no copy of, and the app renders those from its saved cache.
 *
 * Where a region's law asks for an age check this device has not passed, every page is the app shell:
 * nothing of the content is read or sent, and the app, once running, opens its check screen in the
 * gate's place. A device that passed carries its result's cookie, which the page's reads carry too.
 */
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pathToFileURL } from 'node:url'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { isMemberRequest, PAGE_VARY, type PageCache } from './page-cache'
import { withScriptNonce } from './security'

/** The part of the build's render this server uses (src/entry-server.tsx). */
export type PageRendererModule = {
  createPageRenderer(options: { viteManifest: unknown; bootCheck: string }): {
    render(request: Request, options: { nonce: string; fetch: typeof fetch }): Promise<Response>
    appShell(nonce: string): string
  }
}

/** What the render needs of the build: Vite's manifest of the browser's files, and the boot check's source. */
export type BuildFiles = { viteManifest: unknown; bootCheck: string }

export function readBuildFiles(distDir: string): BuildFiles {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json')
  if (!existsSync(manifestFile))
    throw new Error(`The app is not built (${manifestFile} is missing): run "npm run build"`)
  const bootCheckFile = path.join(distDir, 'boot-check.js')
  return {
    viteManifest: JSON.parse(readFileSync(manifestFile, 'utf8')),
    // Its leading comment is for readers of the file, not for every visitor's download.
    bootCheck: existsSync(bootCheckFile) ? readFileSync(bootCheckFile, 'utf8').replace(/^\/\*[\s\S]*?\*\/\s*/, '') : '',
  }
}

/** Headers a page's reads of the API keep from the page's request (who asks never travels: no cookie, no token). */
const FORWARDED = ['user-agent', 'cf-ipcountry', 'x-country', 'x-forwarded-for']

/** Where a region can ask for an age check: whether this page request owes one, and the cookie of a passed one. */
export type PageAgeCheck = { isOwed(request: FastifyRequest): boolean; resultCookie: string }

/** A `fetch` that answers from this server's own routes, without the network. */
function inProcessFetch(
  app: FastifyInstance,
  page: FastifyRequest,
  options: { geoipHeader: string | undefined; ageCheck: PageAgeCheck | undefined },
): typeof fetch {
  const kept: Record<string, string> = {}
  for (const name of [...FORWARDED, ...(options.geoipHeader ? [options.geoipHeader] : [])]) {
    const value = page.headers[name]
    if (typeof value === 'string') kept[name] = value
  }
  // The device's passed age check opens content to its reads as it does to the browser's own.
  const passedCheck = options.ageCheck ? page.cookies?.[options.ageCheck.resultCookie] : undefined
  if (passedCheck) kept.cookie = `${options.ageCheck?.resultCookie}=${passedCheck}`
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    const headers = { ...kept, ...Object.fromEntries(new Headers(init?.headers).entries()) }
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url,
      headers,
      remoteAddress: page.ip,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    })
    const responseHeaders = new Headers()
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue
      for (const one of Array.isArray(value) ? value : [value]) responseHeaders.append(name, String(one))
    }
    const hasBody = answer.statusCode !== 204 && answer.statusCode !== 304
    return new Response(hasBody ? new Uint8Array(answer.rawPayload) : null, {
      status: answer.statusCode,
      headers: responseHeaders,
    })
  }
}

/** The page request as a Web Request, aborted when the visitor goes away. */
function webRequestOf(request: FastifyRequest, reply: FastifyReply): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one)
  }
  const aborter = new AbortController()
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) aborter.abort()
  })
  return new Request(`${request.protocol}://${request.host}${request.url}`, {
    method: request.method === 'HEAD' ? 'GET' : request.method,
    headers,
    signal: aborter.signal,
  })
}

export type Pages = {
  send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>
  sendAppShell(request: FastifyRequest, reply: FastifyReply): FastifyReply
}

export async function loadPageRenderer(distDir: string): Promise<PageRendererModule> {
  const entry = path.join(distDir, 'server', 'entry-server.mjs')
  if (!existsSync(entry))
    throw new Error(`The app's server render is not built (${entry} is missing): run "npm run build"`)
  return (await import(pathToFileURL(entry).href)) as PageRendererModule
}

export function createPages(
  app: FastifyInstance,
  options: {
    renderer: PageRendererModule
    build: BuildFiles
    geoipHeader: string | undefined
    /** Only where some region can ask for an age check. */
    ageCheck?: PageAgeCheck
    /** Guests' pages kept and answered again (PUBLIC_CACHE); without it every page is rendered. */
    cache?: PageCache
  },
): Pages {
  const renderer = options.renderer.createPageRenderer(options.build)
  const nonceFor = (reply: FastifyReply) => {
    const nonce = randomBytes(16).toString('base64')
    const policy = reply.raw.getHeader('content-security-policy')
    if (typeof policy === 'string') reply.raw.setHeader('content-security-policy', withScriptNonce(policy, nonce))
    return nonce
  }

  const sendAppShell = (reply: FastifyReply, caching = { 'cache-control': 'no-cache', vary: 'Accept-Encoding' }) => {
    const nonce = nonceFor(reply)
    return reply.headers(caching).type('text/html; charset=utf-8').send(renderer.appShell(nonce))
  }

  /** Renders the page; a guest's (with its cache key) is read whole, kept, and sent with its ETag. */
  async function render(request: FastifyRequest, reply: FastifyReply, cacheKey: string | null) {
    const nonce = nonceFor(reply)
    const response = await renderer.render(webRequestOf(request, reply), {
      nonce,
      fetch: inProcessFetch(app, request, { geoipHeader: options.geoipHeader, ageCheck: options.ageCheck }),
    })
    reply.code(response.status)
    for (const [name, value] of response.headers) reply.header(name, value)
    // Rendered for this language, theme and age gate: the same address may differ by them.
    reply.header('cache-control', isMemberRequest(request) ? 'private, no-cache' : 'no-cache').header('vary', PAGE_VARY)
    if (cacheKey !== null && options.cache && response.status === 200 && response.body) {
      const body = Buffer.from(await response.arrayBuffer())
      const etag = options.cache.keep(cacheKey, {
        body,
        contentType: response.headers.get('content-type') ?? 'text/html; charset=utf-8',
        policy: String(reply.raw.getHeader('content-security-policy') ?? ''),
        headers: response.headers,
      })
      reply.header('etag', etag).header('x-velvet-cache', 'miss')
      return reply.send(request.method === 'HEAD' ? undefined : body)
    }
    if (!response.body || request.method === 'HEAD') return reply.send()
    return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream))
  }

  return {
    async send(request, reply) {
      if (options.ageCheck?.isOwed(request)) {
        // The same document for everyone who owes the check; whether one is owed depends on the visitor.
        return sendAppShell(reply, { 'cache-control': 'private, no-cache', vary: 'Accept-Encoding, Cookie' })
      }
      const { cache } = options
      const cacheKey = cache?.keyOf(request, { ageResultCookie: options.ageCheck?.resultCookie }) ?? null
      if (cacheKey === null || !cache) return render(request, reply, null)
      if (cache.answer(cacheKey, request, reply)) return reply
      // Guests who ask while the same page is being rendered wait for that render, not render it again.
      const underway = cache.rendering(cacheKey)
      if (underway) {
        await underway
        if (cache.answer(cacheKey, request, reply)) return reply
      }
      const rendered = render(request, reply, cacheKey)
      cache.startRendering(cacheKey, rendered)
      return rendered
    },
    sendAppShell: (_request, reply) => sendAppShell(reply),
  }
}
