import { test as base, type CDPSession, expect, type Locator, type Page } from '@playwright/test'
import { solveChallenge } from 'altcha-lib/v1'

/**
 * Skips the age gate for journeys that are not about it, the way a returning visitor arrives: with
 * the age cookie (the server renders the page past the gate from it) and the app's stored acceptance.
 */
export async function acceptAgeBeforeLoad(page: Page) {
  await page.context().addCookies([{ name: 'velvet_age', value: '1', url: test.info().project.use.baseURL ?? '' }])
  await page.addInitScript(() => {
    localStorage.setItem('velvet.age-accepted', 'true')
    localStorage.setItem('velvet.cookie-consent', '"accepted"')
  })
}

/**
 * A visitor who opens the link directly: the browser has seen no gesture, so the page does not try
 * to start playing by itself (headless Chromium reports a gesture after every navigation).
 */
export async function arriveWithoutGesture(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'userActivation', {
      configurable: true,
      get: () => ({ hasBeenActive: false, isActive: false }),
    })
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

/**
 * Resolves once the persisted query cache of `owner` (a user id, or 'guest') holds `needle`: the
 * cache is written at most once a second, and offline journeys need it on the device first.
 */
export async function waitForPersisted(page: Page, owner: number | 'guest', needle: string) {
  await expect
    .poll(() =>
      page.evaluate(
        ({ key, text }) =>
          new Promise<boolean>((resolve) => {
            const open = indexedDB.open('velvet-cache')
            open.onsuccess = () => {
              const db = open.result
              if (!db.objectStoreNames.contains('queries')) return resolve(false)
              const get = db.transaction('queries').objectStore('queries').get(key)
              get.onsuccess = () => resolve(JSON.stringify(get.result ?? '').includes(text))
              get.onerror = () => resolve(false)
            }
            open.onerror = () => resolve(false)
          }),
        { key: `query-cache:${owner}`, text: needle },
      ),
    )
    .toBe(true)
}

/**
 * Resolves once React has taken over `control`, a control the server rendered: until the screen
 * around it is hydrated (its code loaded), a tap on it does nothing, and React drops it.
 */
export async function waitForHydrated(control: Locator) {
  await expect
    .poll(() => control.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))))
    .toBe(true)
}

/**
 * The Chat button in a creator's profile head (its region is named by the creator's name, with
 * "Verified" after it for a verified one): posts shown as cards below carry one each too.
 */
export function profileChatButton(page: Page, creatorName: string): Locator {
  const escaped = creatorName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return page
    .getByRole('region', { name: new RegExp(`^${escaped}`) })
    .getByRole('button', { name: `Chat with ${creatorName}` })
}

export async function expectImageLoaded(image: Locator) {
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0)
}

/**
 * Opens a bottom sheet (comments) and waits until it has finished rising, as a person does before
 * typing: a tap computed while the sheet still slides in lands on whatever the moving sheet brings
 * under the finger (on a busy CI machine the quick-emoji row above Send took the tap).
 */
export async function openSheet(page: Page, opener: Locator): Promise<Locator> {
  await opener.click()
  const sheet = page.getByRole('dialog')
  await expect(sheet).toBeVisible()
  // The dialog's own animation only: its subtree holds endless ones (spinners, pulsing dots).
  await sheet.evaluate((dialog) => Promise.all(dialog.getAnimations().map((animation) => animation.finished)))
  return sheet
}

/**
 * The screen has settled: no skeleton or loading marker left (lists, profiles and shelves announce
 * their loading as a status named "Loading …", and busy controls say so).
 */
export async function expectSettled(page: Page) {
  await expect(page.locator('[role="status"][aria-label^="Loading"], [aria-busy="true"]')).toHaveCount(0)
}

export const test = base
export { expect }

/**
 * A journey whose behaviour does not depend on the screen's width: it runs once, at phone size (the
 * desktop project leaves out this tag; playwright.config.ts). Layout-bound journeys run at both sizes.
 */
export const ANY_WIDTH = { tag: '@any-width' }

/** The demo accounts of the default seed (server/db/seed/accounts.ts). */
export const DEMO_ACCOUNTS = {
  member: 'member@velvet.example',
  user: 'user@velvet.example',
  creator: 'creator@velvet.example',
} as const
export const DEMO_PASSWORD = 'velvet-demo-2026'

/**
 * The demo member, user and creator are shared by every test, and one device at a time means a
 * sign-in on one worker would log out another: each parallel worker uses its own accounts (seeded by
 * the e2e server).
 */
export function accountForWorker(account: keyof typeof DEMO_ACCOUNTS): string {
  return `${account}${test.info().parallelIndex + 1}@velvet.example`
}

/** A solved captcha, as the widget would send it (the e2e server uses an easy challenge). */
export async function solveCaptcha(page: Page): Promise<string> {
  const challenge = (await (await page.request.get('/api/altcha/challenge')).json()) as {
    algorithm: string
    challenge: string
    maxnumber: number
    salt: string
    signature: string
  }
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
    .promise
  if (!solution) throw new Error('captcha: no solution')
  return Buffer.from(JSON.stringify({ ...challenge, number: solution.number })).toString('base64')
}

/**
 * Signs in through the API, the way a returning user arrives: the refresh cookie is in the
 * browser, and the app restores the session from it at start.
 */
export async function signInAs(page: Page, account: keyof typeof DEMO_ACCOUNTS | { email: string; password: string }) {
  await acceptAgeBeforeLoad(page)
  const credentials =
    typeof account === 'string' ? { email: accountForWorker(account), password: DEMO_PASSWORD } : account
  const response = await page.request.post('/api/auth/login', {
    data: { ...credentials, recaptcha: await solveCaptcha(page), remember_me: true },
  })
  expect(response.status(), await response.text()).toBe(200)
  const session = (await response.json()) as { data: { user: unknown; access_token: string } }
  await page.addInitScript(
    (user) => localStorage.setItem('velvet.session', JSON.stringify({ user })),
    session.data.user,
  )
  const user = session.data.user as { id: number; username: string; email: string; model_id: number | null }
  // Valid for API checks in the test: the app's own refresh keeps the same session.
  return { ...user, accessToken: session.data.access_token }
}

/**
 * Registers a brand-new account through the API and signs in with it: for journeys that need a
 * user nobody else has paid with (the demo users may have bought a membership earlier in the run).
 */
export async function signInAsNewUser(page: Page, prefix: string) {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
  const email = `${prefix}-${id}@example.com`
  const password = 'fresh-account-2026'
  await acceptAgeBeforeLoad(page)
  const registered = await page.request.post('/api/auth/register', {
    data: {
      email,
      email_confirm: email,
      username: `${prefix}_${id}`.slice(0, 24),
      password,
      password_confirm: password,
      recaptcha: await solveCaptcha(page),
      over_age: true,
      use_of_images: true,
      terms: true,
    },
  })
  expect(registered.status(), await registered.text()).toBe(201)
  // Registering signs in (the refresh cookie is set); the app restores the session at start.
  const session = (await registered.json()) as { data: { user: { id: number; email: string } } }
  await page.addInitScript(
    (user) => localStorage.setItem('velvet.session', JSON.stringify({ user })),
    session.data.user,
  )
  return session.data.user
}

/** The registration of the app's service worker, for DevTools calls (sync and push events). */
export async function serviceWorkerRegistration(page: Page): Promise<{ cdp: CDPSession; registrationId: string }> {
  const cdp = await page.context().newCDPSession(page)
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => {
      const registration = event.registrations.find((item) => item.scopeURL.endsWith('/') && !item.isDeleted)
      if (registration) resolve(registration.registrationId)
    })
  })
  await cdp.send('ServiceWorker.enable')
  return { cdp, registrationId: await found }
}
