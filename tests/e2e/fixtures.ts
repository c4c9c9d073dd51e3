import { test as base, expect, type Locator, type Page } from '@playwright/test'

/** Skips the age gate for journeys that are not about it, the way a returning visitor arrives. */
export async function acceptAgeBeforeLoad(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem('velvet.age-accepted', 'true')
    localStorage.setItem('velvet.cookie-consent', '"accepted"')
  })
}

/** Resolves once the service worker controls the page (first visits are not controlled until a reload). */
export async function waitForServiceWorkerControl(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) {
    await page.reload()
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller))
  }
}

export async function expectImageLoaded(image: Locator) {
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0)
}

export const test = base
export { expect }
