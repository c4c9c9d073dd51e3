/**
 * Every page a visitor lands on from outside hydrates what the server rendered without a mismatch,
 * without a shift, in every language and both themes: React reports no recoverable error (the app
 * announces each on the window), the page logs no error and throws nothing while it takes over, and
 * its layout moves by no more than a CLS of 0.02.
 *
 * One page load per page, language and theme, in one browser context per language and theme: at
 * phone size every language in both themes; at desktop size every language in one theme, both
 * themes across them (the combinations tagged for any width run at phone size only).
 */
import type { Page } from '@playwright/test'
import { RECOVERABLE_ERROR_EVENT } from '../../contract/pages'
import { ANY_WIDTH, acceptAgeBeforeLoad, expect, signInAs, test } from './fixtures'

const MISSING = '/no/such/page'
/** Past the gate: home and a tab, the lists, a creator and a post, the videos, the info pages, 404, the forms. */
const PAGES = [
  '/home',
  '/webstars',
  '/celebrities',
  '/selenebellamy',
  '/selenebellamy/post/1',
  '/videos',
  '/videos/search',
  '/videos/hot',
  '/videos/2/watch',
  '/faqs',
  '/about',
  '/cookies',
  '/support',
  MISSING,
  '/login',
  '/signup/user',
]
const LANGUAGES = ['en', 'es', 'pt', 'tr'] as const
const THEMES = ['divas', 'chads'] as const
const MAX_CLS = 0.02

declare global {
  interface Window {
    __hydrationWatch?: { recoverable: string[]; cls: number }
  }
}

/** From the page's first script on: React's recoverable errors and the layout shifts not caused by input. */
function watchEveryPage(page: Page) {
  return page.addInitScript((eventName) => {
    const watch = { recoverable: [] as string[], cls: 0 }
    window.__hydrationWatch = watch
    window.addEventListener(eventName, (event) => watch.recoverable.push(String((event as CustomEvent).detail)))
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) watch.cls += entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  }, RECOVERABLE_ERROR_EVENT)
}

/** Every error the page logs or throws from now on; the 404 page's own status is not one. */
function collectErrors(page: Page, path: string): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    const isPageOwnStatus =
      path === MISSING && message.text().includes('404') && new URL(message.location().url).pathname === MISSING
    if (!isPageOwnStatus) errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/** React has taken over the page's main content: its element carries React's own properties. */
async function waitForHydration(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const main = document.querySelector('main')
        return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber'))
      }),
    )
    .toBe(true)
}

/** Opens `path`, waits for the app to take over and settle, and says what went wrong there. */
async function landOn(page: Page, path: string, lang: string) {
  const errors = collectErrors(page, path)
  await page.goto(path)
  await expect(page.locator('html')).toHaveAttribute('lang', lang)
  await waitForHydration(page)
  // The app's own first work after hydration (the saved cache, the session) comes in too.
  await page.waitForLoadState('load')
  const watch = await page.evaluate(() => window.__hydrationWatch ?? { recoverable: ['no watch'], cls: 0 })
  page.removeAllListeners('console')
  page.removeAllListeners('pageerror')
  return { errors: [...watch.recoverable, ...errors], cls: watch.cls }
}

/** Every language in both themes; the second theme of each language runs at phone size only. */
const COMBINATIONS = LANGUAGES.flatMap((lang, index) =>
  [0, 1].map((offset) => ({
    lang,
    theme: THEMES[(index + offset) % THEMES.length] ?? 'divas',
    details: offset === 0 ? {} : ANY_WIDTH,
  })),
)

test.describe('[HYDRATION] server pages in the browser', () => {
  for (const { lang, theme, details } of COMBINATIONS) {
    test(
      `every landing page hydrates without a mismatch, an error or a shift in ${lang}, ${theme}`,
      details,
      async ({ page, context, baseURL }) => {
        // Seventeen pages, one after the other.
        test.setTimeout(240_000)
        await watchEveryPage(page)
        await context.addCookies([
          { name: 'velvet_lang', value: lang, url: baseURL ?? '' },
          { name: 'velvet_site_type', value: theme, url: baseURL ?? '' },
        ])
        const found: Record<string, { errors: string[]; cls: number }> = {}
        // The age gate first, before the visitor has passed it.
        found['/'] = await landOn(page, '/', lang)
        await expect(page.locator('form[action="/enter"]')).toBeVisible()
        await acceptAgeBeforeLoad(page)
        for (const path of PAGES) found[path] = await landOn(page, path, lang)
        const failures = Object.entries(found).filter(([, { errors, cls }]) => errors.length > 0 || cls > MAX_CLS)
        expect(Object.fromEntries(failures)).toEqual({})
      },
    )
  }
})

test.describe('[HYDRATION] a member on a server page', () => {
  test(
    'the public page hydrates without a mismatch, then shows the member’s own (first visit and with a saved copy)',
    ANY_WIDTH,
    async ({ page }) => {
      await watchEveryPage(page)
      await signInAs(page, 'member')
      const found: Record<string, { errors: string[]; cls: number }> = {}
      for (const visit of [1, 2, 3]) {
        // The server renders the public page (the movie locked, a bar offering to subscribe); the
        // member's own answers come once the whole page is hydrated, and the bar goes.
        const errors = collectErrors(page, '/videos/2/watch')
        await page.goto('/videos/2/watch')
        await waitForHydration(page)
        await expect(page.locator('aside[aria-labelledby="watch-ad-title"]')).toHaveCount(0)
        const watch = await page.evaluate(() => window.__hydrationWatch ?? { recoverable: ['no watch'], cls: 0 })
        page.removeAllListeners('console')
        page.removeAllListeners('pageerror')
        found[`visit ${visit}`] = { errors: [...watch.recoverable, ...errors], cls: 0 }
      }
      expect(Object.fromEntries(Object.entries(found).filter(([, { errors }]) => errors.length > 0))).toEqual({})
    },
  )
})
