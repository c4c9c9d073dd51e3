/**
 * The server's render of a page (built by `npm run build` into dist/server, loaded by the server's
 * pages plugin): TanStack Router's request handler with a new router per request, rendered to a
 * stream by React. The API is read in this process: each render's requests go through the `fetch`
 * the server gives for that request (an in-process request to its own routes), found through the
 * render's async context so that concurrent renders never share anything.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import type { Manifest } from '@tanstack/react-router'
import { createRequestHandler, RouterServer, renderRouterToStream } from '@tanstack/react-router/ssr/server'
import type { Locale } from '../contract/languages'
import { setTransportResolver } from './api/client'
import { appShellDocument, pageManifest, type ViteManifest } from './app/page-assets'
import { createRequestRouter, prepareRequest } from './app/request-router'

export type PageRendererOptions = {
  /** The build's manifest (dist/.vite/manifest.json): the page's code and style sheets. */
  viteManifest: ViteManifest
  /** The boot check's source (public/boot-check.js), inlined in every page. */
  bootCheck: string
}

export type PageRenderer = {
  render(
    request: Request,
    options: {
      /** The page's scripts carry it; its Content-Security-Policy allows them by it. */
      nonce: string
      /** Reaches this server's API for this request, without the network. */
      fetch: typeof fetch
    },
  ): Promise<Response>
  /** The app shell's document (the service worker's page for pages it has no copy of). */
  appShell(nonce: string): string
}

const scope = new AsyncLocalStorage<{ fetch: typeof fetch }>()
setTransportResolver(() => {
  const current = scope.getStore()
  return current ? { fetch: current.fetch, observes: false } : undefined
})

export function createPageRenderer(options: PageRendererOptions): PageRenderer {
  const manifests = new Map<Locale, Manifest>()
  return {
    render: (request, { nonce, fetch }) =>
      scope.run({ fetch }, async () => {
        const page = {
          url: new URL(request.url),
          cookie: request.headers.get('cookie') ?? undefined,
          acceptLanguage: request.headers.get('accept-language') ?? undefined,
          userAgent: request.headers.get('user-agent') ?? undefined,
        }
        const prepared = await prepareRequest(page)
        const router = createRequestRouter(page, prepared, nonce)
        const { locale } = prepared.preferences
        let manifest = manifests.get(locale)
        if (!manifest) {
          manifest = pageManifest({
            vite: options.viteManifest,
            routes: Object.values(router.routesById),
            locale,
            bootCheck: options.bootCheck,
          })
          manifests.set(locale, manifest)
        }
        const ready = manifest
        const handler = createRequestHandler({
          request,
          createRouter: () => router,
          getRouterManifest: async () => ready,
        })
        return handler(({ request, router, responseHeaders }) => {
          return renderRouterToStream({ request, router, responseHeaders, children: <RouterServer router={router} /> })
        })
      }),
    appShell: (nonce) => appShellDocument({ vite: options.viteManifest, bootCheck: options.bootCheck, nonce }),
  }
}
