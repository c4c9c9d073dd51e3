import type { Browser, BrowserContext } from '@playwright/test'
import { test } from '../fixtures'

/** A second person on their own phone: a context of its own (cookies, storage, service worker). */
export async function secondPhone(browser: Browser): Promise<BrowserContext> {
  const use = test.info().project.use
  return browser.newContext({
    baseURL: use.baseURL,
    viewport: use.viewport ?? null,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
    deviceScaleFactor: use.deviceScaleFactor,
    serviceWorkers: 'allow',
  })
}
