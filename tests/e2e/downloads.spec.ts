/**
 * Movies members take offline: download from the watch page, watch it with no network after a
 * reload, a download cut by a lost connection going on from where it stopped, the re-check on
 * reconnecting removing a download whose membership ended, logout removing everything, and a
 * device without room saying so and keeping nothing.
 */
import type { BrowserContext, Page, Route } from '@playwright/test'
import {
  ANY_WIDTH,
  arriveWithoutGesture,
  expect,
  signInAs,
  signInAsNewUser,
  test,
  waitForServiceWorkerControl,
} from './fixtures'
import { setMembershipEnd } from './support/database'
import { bearer } from './support/token-pack'

type MovieItem = { id: number; name: string }

const DOWNLOADS_CACHE = 'velvet-downloads-v1'
const SEGMENT = /\/media\/stream\/.+\/segment-\d+\.ts$/

/** The newest movies of the catalogue (each with a main video in the demo seed). */
async function listMovies(page: Page): Promise<MovieItem[]> {
  const response = await page.request.get('/api/movies?per_page=30')
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { data: MovieItem[] }).data
}

/**
 * A movie of its own for each journey and project (the demo member's resume points are shared by
 * the worker's journeys): `slot` picks it, away from the movies the watch journeys use.
 */
async function movieFor(page: Page, slot: number): Promise<MovieItem> {
  const movie = (await listMovies(page))[4 + slot * 2 + (test.info().project.name === 'phone' ? 0 : 1)]
  if (!movie) throw new Error('the seed has too few movies')
  return movie
}

/** Opens the watch page, controlled by the service worker (it keeps the player's code for offline). */
async function openWatchPage(page: Page, movie: MovieItem) {
  await page.goto(`/videos/${movie.id}/watch`)
  await waitForServiceWorkerControl(page)
  await expect(page.getByRole('heading', { level: 1, name: movie.name })).toBeVisible()
}

/** Chooses the lower quality in the download dialog and starts the download. */
async function startDownload(page: Page, movie: MovieItem, screenshot?: string) {
  await page.getByRole('button', { name: 'Download', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: `Download “${movie.name}”` })
  await expect(dialog.getByRole('radio')).toHaveCount(2)
  // The highest quality is offered first.
  await expect(dialog.getByRole('radio', { name: /480p/ })).toBeChecked()
  await dialog.getByText('240p').click()
  await expect(dialog.getByRole('radio', { name: /240p/ })).toBeChecked()
  if (screenshot) await page.screenshot({ path: test.info().outputPath(screenshot) })
  await dialog.getByRole('button', { name: 'Download', exact: true }).click()
  await expect(dialog).toBeHidden()
}

function downloadRow(page: Page, movie: MovieItem) {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: movie.name }) })
}

/** What the device holds: the downloads' files and records. */
async function storedOnDevice(page: Page): Promise<{ files: number; records: number }> {
  return page.evaluate(async (cacheName) => {
    const files = (await caches.has(cacheName)) ? (await (await caches.open(cacheName)).keys()).length : 0
    const records = await new Promise<number>((resolve) => {
      const open = indexedDB.open('velvet-downloads')
      open.onsuccess = () => {
        const db = open.result
        if (!db.objectStoreNames.contains('records')) return resolve(0)
        const count = db.transaction('records').objectStore('records').count()
        count.onsuccess = () => resolve(count.result)
        count.onerror = () => resolve(-1)
      }
      open.onerror = () => resolve(-1)
    })
    return { files, records }
  }, DOWNLOADS_CACHE)
}

/**
 * The worker's demo member on the watch page of a movie of their own (`slot`), which does not start
 * playing by itself and offers no resume point.
 */
async function memberOnWatchPage(page: Page, slot: number): Promise<MovieItem> {
  await arriveWithoutGesture(page)
  const member = await signInAs(page, 'member')
  const movie = await movieFor(page, slot)
  const reset = await page.request.put('/api/watch_progress', {
    headers: bearer(member),
    data: { movie_id: movie.id, seconds: 0 },
  })
  expect(reset.ok()).toBe(true)
  await openWatchPage(page, movie)
  return movie
}

/** Counts the segment requests that reach the network, by file name. */
async function countSegments(context: BrowserContext): Promise<Map<string, number>> {
  const counts = new Map<string, number>()
  await context.route(SEGMENT, (route) => {
    const name = new URL(route.request().url()).pathname.split('/').slice(-2).join('/')
    counts.set(name, (counts.get(name) ?? 0) + 1)
    return route.continue()
  })
  return counts
}

test.describe('[DOWNLOADS] movies members take offline', () => {
  test(
    'a member downloads a movie, goes offline, reloads, and watches it from Downloads',
    ANY_WIDTH,
    async ({ page, context }) => {
      test.slow()
      const movie = await memberOnWatchPage(page, 0)
      await startDownload(page, movie)
      await expect(page.getByRole('link', { name: 'Downloaded' })).toBeVisible({ timeout: 20_000 })

      // From the account menu, as a member finds it.
      await page.getByRole('button', { name: /^Account menu of / }).click()
      await page.getByRole('link', { name: 'Downloads' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Downloads' })).toBeVisible()
      const row = downloadRow(page, movie)
      await expect(row.getByText(/^Ready to watch offline · expires in/)).toBeVisible()
      await expect(row.getByText('240p')).toBeVisible()

      await context.setOffline(true)
      await page.reload()
      await expect(page.getByText('You are offline. Your downloaded videos still play.')).toBeVisible()
      await expect(row.getByText(/^Ready to watch offline/)).toBeVisible()
      await row.getByRole('link', { name: `Watch ${movie.name}` }).click()
      await expect(page.getByRole('heading', { level: 1, name: movie.name })).toBeVisible()
      await page.getByRole('button', { name: 'Play video' }).click()
      const video = page.locator('video')
      await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(1)
      expect(await video.evaluate((element: HTMLVideoElement) => !element.paused && element.readyState >= 3)).toBe(true)
    },
  )

  test('a download cut by a lost connection goes on from where it stopped', ANY_WIDTH, async ({ page, context }) => {
    test.slow()
    const movie = await memberOnWatchPage(page, 1)
    // The player buffers the whole (12 s) movie first: from then on, every segment request is the download's.
    await expect
      .poll(() =>
        page.locator('video').evaluate((video: HTMLVideoElement) => {
          const { buffered } = video
          return buffered.length > 0 && buffered.end(buffered.length - 1) >= video.duration - 0.5
        }),
      )
      .toBe(true)
    const counts = await countSegments(context)
    // The third segment's request is held until the connection is gone.
    let held: Route | undefined
    await context.route(/\/segment-002\.ts$/, (route) => {
      held = route
    })
    await startDownload(page, movie)
    await expect.poll(() => held !== undefined).toBe(true)
    await context.setOffline(true)
    await held?.abort('internetdisconnected')
    await context.unroute(/\/segment-002\.ts$/)

    await page.getByRole('link', { name: /^Waiting for a connection · \d+%$/ }).click()
    const row = downloadRow(page, movie)
    await expect(row.getByText(/^Waiting for a connection · \d+%$/)).toBeVisible()
    const progress = row.getByRole('progressbar', { name: `Download of ${movie.name}` })
    const stoppedAt = Number(await progress.getAttribute('aria-valuenow'))
    expect(stoppedAt).toBeGreaterThan(0)
    expect(stoppedAt).toBeLessThan(100)

    await context.setOffline(false)
    await expect(row.getByText(/^Ready to watch offline/)).toBeVisible({ timeout: 20_000 })
    // The two segments stored before the cut were not fetched again.
    expect(counts.get('240p/segment-000.ts')).toBe(1)
    expect(counts.get('240p/segment-001.ts')).toBe(1)
    expect(counts.get('240p/segment-005.ts')).toBe(1)
  })

  test(
    'when the membership ends, the re-check on reconnecting removes the download',
    ANY_WIDTH,
    async ({ page, context }) => {
      test.slow()
      const user = await signInAsNewUser(page, 'offline')
      const movie = await movieFor(page, 2)
      // Without a membership a movie is locked: nothing to download (another movie: this one's page
      // would be kept as it was seen, locked, for a minute).
      const locked = await movieFor(page, 6)
      await page.goto(`/videos/${locked.id}/watch`)
      await expect(page.getByText('You are watching the trailer.')).toBeVisible()
      await expect(page.getByRole('button', { name: 'Download', exact: true })).toHaveCount(0)

      await setMembershipEnd(user.id, new Date(Date.now() + 30 * 24 * 3600_000))
      await openWatchPage(page, movie)
      await startDownload(page, movie)
      await page.getByRole('link', { name: 'Downloaded' }).click()
      await expect(downloadRow(page, movie).getByText(/^Ready to watch offline/)).toBeVisible()

      await context.setOffline(true)
      await expect(page.getByText('You are offline. Your downloaded videos still play.')).toBeVisible()
      await setMembershipEnd(user.id, new Date(Date.now() - 60_000))
      await context.setOffline(false)
      await expect(page.getByText('No downloads yet')).toBeVisible({ timeout: 20_000 })
      expect(await storedOnDevice(page)).toEqual({ files: 0, records: 0 })
    },
  )

  test('logging out removes every download from the device', ANY_WIDTH, async ({ page }) => {
    const movie = await memberOnWatchPage(page, 3)
    await startDownload(page, movie)
    await expect(page.getByRole('link', { name: 'Downloaded' })).toBeVisible({ timeout: 20_000 })
    const stored = await storedOnDevice(page)
    // The poster, the playlist and six segments, and one record.
    expect(stored).toEqual({ files: 8, records: 1 })

    await page.goto('/logout')
    await expect(page).toHaveURL(/\/$|\/home$/)
    expect(await storedOnDevice(page)).toEqual({ files: 0, records: 0 })
  })

  test('a device without room says so and keeps nothing of the movie', ANY_WIDTH, async ({ page }) => {
    const movie = await memberOnWatchPage(page, 4)
    // Chromium's quota for this site, as a nearly full phone would have it.
    const cdp = await page.context().newCDPSession(page)
    const origin = new URL(page.url()).origin
    const usage = await page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0)
    await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: usage + 50_000 })
    await startDownload(page, movie)
    await page.getByRole('link', { name: 'Not enough space' }).click()
    const row = downloadRow(page, movie)
    await expect(row.getByText('Not enough space on this device. Free some space, then try again.')).toBeVisible()
    await expect(row.getByRole('button', { name: `Try the download of ${movie.name} again` })).toBeVisible()
    expect((await storedOnDevice(page)).files).toBe(0)
    await cdp.send('Storage.overrideQuotaForOrigin', { origin })
  })
})

test.describe('[DOWNLOADS] the Downloads screen', () => {
  test('lists a download with its poster, size and actions, fits the screen, and its controls are 44 px', async ({
    page,
  }) => {
    test.slow()
    await signInAs(page, 'member')
    await page.goto('/downloads')
    await expect(page.getByText('No downloads yet')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Browse videos' })).toBeVisible()
    await page.screenshot({ path: test.info().outputPath('downloads-empty.png') })

    const movie = await movieFor(page, 5)
    await openWatchPage(page, movie)
    await startDownload(page, movie, 'download-dialog.png')
    await expect(page.getByRole('link', { name: 'Downloaded' })).toBeVisible({ timeout: 20_000 })
    await page.screenshot({ path: test.info().outputPath('watch-downloaded.png') })
    await page.getByRole('link', { name: 'Downloaded' }).click()
    const row = downloadRow(page, movie)
    await expect(row.getByText(/^Ready to watch offline/)).toBeVisible()
    await expect(page.getByText(/^Downloads use/)).toBeVisible()
    await expect(page.getByText(/free on this device$/)).toBeVisible()
    await expect.poll(() => row.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    await page.screenshot({ path: test.info().outputPath('downloads-list.png'), fullPage: true })

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    for (const control of [
      row.getByRole('link', { name: `Watch ${movie.name}` }),
      row.getByRole('button', { name: `Delete the download of ${movie.name}` }),
    ]) {
      const box = await control.boundingBox()
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44)
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(44)
    }

    await row.getByRole('button', { name: `Delete the download of ${movie.name}` }).click()
    await expect(page.getByText('No downloads yet')).toBeVisible()
    expect(await storedOnDevice(page)).toEqual({ files: 0, records: 0 })
  })
})
