/**
 * Pages a visitor lands on from outside hydrate what the server rendered without a mismatch: in
 * Spanish and English, in both themes, React reports no recoverable error (main.tsx logs each one),
 * and the page logs no other error and throws nothing while it takes over.
 */
import type { Page } from '@playwright/test'
import { acceptAgeBeforeLoad, expect, test } from './fixtures'

const PAGES = ['/home', '/selenebellamy', '/selenebellamy/post/1', '/videos', '/videos/2/watch', '/faqs', '/login']
const LANGUAGES = ['en', 'es'] as const
const THEMES = ['divas', 'chads'] as const

/** Every error the page reports from now on: console errors (React's among them) and uncaught ones. */
function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
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

test.describe('[HYDRATION] server pages in the browser', () => {
  for (const lang of LANGUAGES) {
    for (const theme of THEMES) {
      test(`hydrate without a mismatch or an error in ${lang}, ${theme}`, async ({ page, context, baseURL }) => {
        // Seven pages, one after the other.
        test.slow()
        await acceptAgeBeforeLoad(page)
        await context.addCookies([
          { name: 'velvet_lang', value: lang, url: baseURL ?? '' },
          { name: 'velvet_site_type', value: theme, url: baseURL ?? '' },
        ])
        for (const path of PAGES) {
          const errors = collectErrors(page)
          await page.goto(path)
          await expect(page.locator('html')).toHaveAttribute('lang', lang)
          await waitForHydration(page)
          // The app's own first work after hydration (the saved cache, the session) comes in too.
          await page.waitForLoadState('load')
          expect(errors, path).toEqual([])
          page.removeAllListeners('console')
          page.removeAllListeners('pageerror')
        }
      })
    }
  }
})
