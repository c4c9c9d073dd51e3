/**
 * A creator subscription opens that creator's movies (R-WATCH-39), tried as a new user
 * would: the watch page of a webstar's movie says whose subscribers it is for, its Subscribe leads
 * to that creator's plans, a new card pays on the test processor's hosted page, and back on the
 * watch page the full video plays.
 */
import { expect, signInAsNewUser, test } from './fixtures'
import { payOnHostedPage } from './support/checkout'

type MovieItem = {
  id: number
  available: boolean
  webstar?: { data: { name: string; username: string | null; is_webstar: boolean } | null }
}

test('subscribing to a creator opens the watch page of their movie', async ({ page }) => {
  test.slow()
  await signInAsNewUser(page, 'fan')
  const response = await page.request.get('/api/movies?per_page=50&include=webstar')
  const movies = ((await response.json()) as { data: MovieItem[] }).data
  // A webstar's movie the viewer may not watch yet, whose creator sells a subscription.
  let movie: MovieItem | undefined
  for (const item of movies) {
    const username = item.webstar?.data?.is_webstar ? item.webstar.data.username : null
    if (item.available || !username) continue
    const plans = await page.request.get(`/api/purchase_options?webstar=${username}`)
    if (plans.ok() && ((await plans.json()) as { data: unknown[] }).data.length > 0) {
      movie = item
      break
    }
  }
  const webstar = movie?.webstar?.data
  if (!movie || !webstar) throw new Error('the seed has no webstar movie')

  await page.goto(`/videos/${movie.id}/watch`)
  const offer = page.getByText(`Subscribe to ${webstar.name} to watch the full video in HD.`)
  await expect(offer).toBeVisible()
  await page.getByRole('link', { name: 'Subscribe', exact: true }).click()
  await expect(page).toHaveURL(/\/subscribe\?webstar=/)

  await expect(page.getByRole('heading', { level: 1, name: `Subscribe to @${webstar.username}` })).toBeVisible()
  await page.getByRole('button', { name: /^Start membership/ }).click()
  await payOnHostedPage(page, '4242424242424242')
  await expect(page).toHaveURL(/\/payment\/\d+\/result$/)
  await expect(page.getByRole('heading', { name: 'Payment approved' })).toBeVisible()

  // The main video's stream is the signed one (/media/stream/…); the trailer's is public. The page
  // may fetch it before Play is pressed (playlists warmed on the way in, hls.js loading ahead).
  let mainStreamRequests = 0
  page.on('request', (request) => {
    if (request.url().includes('/media/stream/')) mainStreamRequests++
  })
  await page.goto(`/videos/${movie.id}/watch`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(offer).toHaveCount(0)
  await page.getByRole('button', { name: 'Play video' }).click()
  await expect.poll(() => mainStreamRequests).toBeGreaterThan(0)
  await expect
    .poll(() => page.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(1)
})
