/**
 * What a page loads, from the build's manifest (Vite's dist/.vite/manifest.json), as TanStack
 * Router's manifest: the root route's are the app's entry, the modules it imports, its style sheets
 * and the page language's words, with the boot check before the entry; a route whose component is a
 * lazily loaded screen (routes/lazy-screen.ts) adds that screen's files and style sheets, so a page
 * the server rendered is styled before any script runs and its code is fetched beside the entry's.
 */
import type { AnyRoute, Manifest } from '@tanstack/react-router'
import type { Locale } from '../../contract/languages'

type ViteChunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }
export type ViteManifest = Record<string, ViteChunk>

type Files = { scripts: string[]; css: string[] }

/** A chunk and everything it imports statically. */
function filesOf(manifest: ViteManifest, key: string): Files {
  const scripts = new Set<string>()
  const css = new Set<string>()
  const visit = (name: string) => {
    const chunk = manifest[name]
    if (!chunk || scripts.has(`/${chunk.file}`)) return
    scripts.add(`/${chunk.file}`)
    for (const sheet of chunk.css ?? []) css.add(`/${sheet}`)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  visit(key)
  return { scripts: [...scripts], css: [...css] }
}

export function entryOf(manifest: ViteManifest): string {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)
  if (!entry) throw new Error('The build has no entry in its manifest')
  return entry[0]
}

/** The module a lazily loaded screen comes from (lazy-screen.ts marks its components). */
function screensOf(route: AnyRoute): string | undefined {
  const component = route.options.component as { screensOf?: unknown } | undefined
  return typeof component?.screensOf === 'string' ? component.screensOf : undefined
}

export function pageManifest(options: {
  vite: ViteManifest
  routes: AnyRoute[]
  locale: Locale
  bootCheck: string
}): Manifest {
  const { vite } = options
  const entryKey = entryOf(vite)
  const entry = filesOf(vite, entryKey)
  const words = filesOf(vite, `src/locales/${options.locale}/messages.po`)
  const root = new Set(entry.scripts)
  const routes: Manifest['routes'] = {
    __root__: {
      preloads: [...entry.scripts, ...words.scripts.filter((file) => !root.has(file))],
      css: entry.css,
      scripts: [
        ...(options.bootCheck ? [{ children: options.bootCheck }] : []),
        { attrs: { type: 'module', src: `/${vite[entryKey]?.file}` } },
      ],
    },
  }
  const rootCss = new Set(entry.css)
  for (const route of options.routes) {
    const screens = screensOf(route)
    if (!screens || !vite[screens]) continue
    const own = filesOf(vite, screens)
    routes[route.id] = {
      preloads: own.scripts.filter((file) => !root.has(file)),
      css: own.css.filter((sheet) => !rootCss.has(sheet)),
    }
  }
  return { routes }
}

/** The app shell: the document with the app's code and style sheets and no page in it (main.tsx renders one). */
export function appShellDocument(options: { vite: ViteManifest; bootCheck: string; nonce: string }): string {
  const { vite } = options
  const entryKey = entryOf(vite)
  const entry = filesOf(vite, entryKey)
  return [
    '<!doctype html><html lang="en" data-theme="divas"><head><meta charset="UTF-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">',
    '<meta name="theme-color" content="#0B0A0F"><meta name="color-scheme" content="dark"><title>Velvet</title>',
    ...entry.css.map((href) => `<link rel="stylesheet" href="${href}">`),
    ...entry.scripts.map((href) => `<link rel="modulepreload" href="${href}">`),
    '</head><body><div id="root"></div>',
    options.bootCheck ? `<script nonce="${options.nonce}">${options.bootCheck}</script>` : '',
    `<script type="module" src="/${vite[entryKey]?.file}"></script></body></html>`,
  ].join('')
}
