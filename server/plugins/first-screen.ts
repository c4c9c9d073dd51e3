/**
 * /home's first screen written into the page a guest is sent (issue 13: the feed's first picture,
 * the page's largest, waited for the app's code to arrive, run and ask for the feed). The app's own
 * components render it (src/app/first-screen.tsx, built for Node into dist/server by `npm run build`)
 * with the answers of the screen's reads, taken from this server's API as any guest gets them.
 *
 * The page shows it as it shows a repeat visit's copy of the last screen (src/offline/snapshot-paint.ts):
 * inert and hidden from assistive technology, over the app, with the style rules it uses inline,
 * until the app has rendered the real screen. The page's first-paint script hides it from a visitor
 * it was not made for: another stored language or theme, a member (scripts/first-paint.ts).
 */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { FastifyInstance } from 'fastify'
import { parseCssRules, stylesInUse } from '../../contract/css-in-use'
import { FIRST_SCREEN_PATH, FIRST_SCREEN_READS } from '../../contract/first-screen'
import type { Locale } from '../../contract/languages'
import type { SiteType } from '../../contract/site-types'
import { buildUrl } from '../../contract/url'

export type RenderFirstScreen = (input: {
  path: string
  locale: Locale
  siteType: SiteType
  celebrities: unknown
  carousels: unknown
}) => Promise<string | null>

/** Where the copy goes in the page, as snapshot-paint.ts names it (the app releases it by these). */
const COPY = { attribute: 'data-snapshot', element: 'velvet-snapshot', style: 'velvet-snapshot-css' } as const

/** Copies kept, by language, theme, address and the answers' versions: the same for every guest. */
const KEPT_COPIES = 16

/** The page's deferred app style sheets (scripts/first-paint.ts), which the copy needs at first paint. */
const APP_STYLE_SHEET = /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g

type Copy = { html: string; css: string; preloads: string }

/** The classes its elements carry (the render writes them as class="…"). */
function classesIn(html: string): Set<string> {
  const classes = new Set<string>()
  for (const match of html.matchAll(/ class="([^"]*)"/g)) {
    for (const name of (match[1] ?? '').split(/\s+/)) if (name) classes.add(name)
  }
  return classes
}

const FIRST_PICTURE = /<img [^>]*fetchpriority="high"[^>]*>/gi

/** Preloads of the pictures the copy shows first (ResponsiveImage marks them), with their sources. */
function picturePreloads(html: string): string {
  return [...html.matchAll(FIRST_PICTURE)]
    .map(([img]) => {
      // React writes some names as its props spell them (srcSet): HTML's names are case-insensitive.
      const attribute = (name: string) => new RegExp(` ${name}="([^"]*)"`, 'i').exec(img)?.[1]
      const src = attribute('src')
      if (!src) return ''
      const srcset = attribute('srcset')
      const sizes = attribute('sizes')
      return `<link rel="preload" as="image" href="${src}"${srcset ? ` imagesrcset="${srcset}"` : ''}${sizes ? ` imagesizes="${sizes}"` : ''} fetchpriority="high">`
    })
    .join('')
}

export type FirstScreen = {
  /** The page with the copy for this address, language and theme, or the page as it was. */
  pageFor(page: string, request: { path: string; locale: Locale; siteType: SiteType }): Promise<string>
}

/** The screen's reads as the app sends them for this language and theme. */
function readsOf(locale: Locale, siteType: SiteType) {
  return Object.entries(FIRST_SCREEN_READS).map(([name, read]) => ({
    name,
    url: buildUrl(read.path, {}, { ...read.query, lang: locale, site_type: siteType }),
  }))
}

/** What an answer is, for the kept renders: its ETag (the public cache's), else a digest of it. */
function versionOf(answer: { headers: Record<string, unknown>; body: string }): string {
  const etag = answer.headers.etag
  return typeof etag === 'string' ? etag : createHash('sha1').update(answer.body).digest('base64')
}

/** Null when the build has no server render (a build from before it, the dev server). */
export async function loadFirstScreen(
  app: FastifyInstance,
  distDir: string,
  page: string,
): Promise<FirstScreen | null> {
  const entry = path.join(distDir, 'server', 'first-screen.mjs')
  if (!existsSync(entry)) return null
  const { renderFirstScreen } = (await import(pathToFileURL(entry).href)) as { renderFirstScreen: RenderFirstScreen }
  return createFirstScreen(app, renderFirstScreen, distDir, page)
}

export function createFirstScreen(
  app: FastifyInstance,
  renderFirstScreen: RenderFirstScreen,
  distDir: string,
  page: string,
): FirstScreen {
  const appRules = parseCssRules(
    [...page.matchAll(APP_STYLE_SHEET)]
      .map((match) => readFileSync(path.join(distDir, match[1] ?? ''), 'utf8'))
      .join(''),
  )
  const kept = new Map<string, Copy | null>()

  async function copyFor(pathname: string, locale: Locale, siteType: SiteType): Promise<Copy | null> {
    const reads = readsOf(locale, siteType)
    const answers = await Promise.all(
      reads.map((read) => app.inject({ method: 'GET', url: read.url, headers: { accept: 'application/json' } })),
    )
    if (answers.some((answer) => answer.statusCode !== 200)) return null
    const key = [pathname, locale, siteType, ...answers.map(versionOf)].join('|')
    if (kept.has(key)) return kept.get(key) ?? null
    // Read only for a render: the kept ones are found by the answers' versions alone.
    const read = Object.fromEntries(reads.map((each, index) => [each.name, answers[index]?.json()]))
    const html = await renderFirstScreen({
      path: pathname,
      locale,
      siteType,
      celebrities: read.celebrities,
      carousels: read.carousels,
    })
    // Only the rules its classes can use: the first paint parses and matches every one it is given.
    const copy: Copy | null = html
      ? {
          html,
          // Never the end of its own element.
          css: stylesInUse(appRules, classesIn(html)).replaceAll('</', '<\\/'),
          preloads: picturePreloads(html),
        }
      : null
    kept.set(key, copy)
    if (kept.size > KEPT_COPIES) kept.delete(kept.keys().next().value ?? '')
    return copy
  }

  return {
    async pageFor(page, { path: pathname, locale, siteType }) {
      const address = pathname.replace(/(.)\/+$/, '$1')
      if (!FIRST_SCREEN_PATH.test(address)) return page
      let copy: Copy | null
      try {
        copy = await copyFor(address, locale, siteType)
      } catch (error) {
        // The page without it is the page as it always was.
        app.log.warn({ err: error }, 'first screen: not rendered')
        return page
      }
      if (!copy) return page
      return (
        page
          // The app's start preloads its code once the copy's picture is in (scripts/first-paint.ts).
          .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
          .replace('<html ', `<html ${COPY.attribute} data-first-screen="${locale} ${siteType}" `)
          // Its pictures asked for before the parser reaches them, past the style sheet.
          .replace('<head>', `<head>${copy.preloads}`)
          .replace('</head>', `<style id="${COPY.style}">${copy.css}</style></head>`)
          .replace(
            /<body>/,
            `<body><div id="${COPY.element}" data-path="${address}" inert aria-hidden="true">${copy.html}</div>`,
          )
      )
    },
  }
}
