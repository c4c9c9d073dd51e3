/**
 * The ways networks really fail, each as a journey at phone size.
 * The app is reached through a TCP gate (support/network-gate.ts), so the server can be down, silent
 * or slow while the browser believes it is online, for the page and its service worker alike.
 * (The fourth failure, the browser itself offline, is the [OFFLINE] journeys of shell and social.)
 */
import type { APIRequestContext, Page } from '@playwright/test'
import {
  acceptAgeBeforeLoad,
  expect,
  expectImageLoaded,
  openSheet,
  signInAs,
  test,
  waitForPersisted,
  waitForServiceWorkerControl,
} from './fixtures'
import { NetworkGate } from './support/network-gate'

const OFFLINE_BANNER = 'You are offline. Showing what was saved on this device.'
/** A little more than the outage watch's grace (src/features/info/maintenance.ts OUTAGE_GRACE_MS). */
const PAST_OUTAGE_GRACE_MS = 10_000

let gate: NetworkGate

test.beforeEach(async ({ baseURL }) => {
  // Each journey waits out retries and a slow link on purpose: more time than a plain page needs.
  test.setTimeout(120_000)
  const target = new URL(baseURL ?? 'http://127.0.0.1:4599')
  gate = await NetworkGate.start({ host: target.hostname, port: Number(target.port) })
})

test.afterEach(async () => {
  await gate.close()
})

/** Opens the app behind the gate and waits until the worker controls it and `needle` is saved. */
async function visitAndSave(page: Page, path: string, owner: number | 'guest', needle: string) {
  await page.goto(`${gate.origin}${path}`)
  await waitForServiceWorkerControl(page)
  await waitForPersisted(page, owner, needle)
}

type ApiPost = { id: number; front_container: string; interaction: { liked: boolean; likes_enabled: boolean } }

/** What the server holds for this user, asked directly (not through the gate). */
async function serverPost(request: APIRequestContext, id: number, token: string): Promise<ApiPost> {
  const response = await request.get(`/api/posts/${id}`, { headers: { Authorization: `Bearer ${token}` } })
  expect(response.status(), await response.text()).toBe(200)
  return ((await response.json()) as { data: ApiPost }).data
}

async function serverComments(request: APIRequestContext, postId: number, message: string): Promise<number> {
  const response = await request.get(`/api/comments?post_id=${postId}`)
  expect(response.status()).toBe(200)
  return ((await response.json()) as { data: { message: string }[] }).data.filter((c) => c.message === message).length
}

/**
 * A free, likeable post this worker's member has not liked (likes are per user, and each worker has
 * its own member), from the last pages of the feed, which the social journeys do not use.
 */
async function pickPost(request: APIRequestContext, token: string, journey: number) {
  const candidates: (ApiPost & { username: string })[] = []
  for (let page = 16; page <= 18; page++) {
    const response = await request.get(`/api/celebrities?page=${page}&include=webstar`, {
      headers: { Authorization: `Bearer ${token}` },
    })
    const posts = (
      (await response.json()) as { data: (ApiPost & { webstar?: { data: { username: string | null } } })[] }
    ).data
    for (const item of posts) {
      const username = item.webstar?.data.username
      if (item.front_container === 'free' && item.interaction.likes_enabled && !item.interaction.liked && username)
        candidates.push({ ...item, username })
    }
  }
  const post = candidates[journey]
  if (!post) throw new Error('no likeable post on these pages of the seed')
  return post
}

test.describe('[NETWORK] lie-fi: online, but our server does not answer', () => {
  test('a reload shows the shell and the saved feed with the offline banner, never the maintenance page', async ({
    page,
  }) => {
    await acceptAgeBeforeLoad(page)
    await visitAndSave(page, '/home', 'guest', 'celebrities')
    await expect(page.getByRole('article')).toHaveCount(10)

    await gate.setMode('down')
    await page.clock.install()
    await page.reload()
    expect(await page.evaluate(() => navigator.onLine)).toBe(true)
    await expect(page.getByRole('link', { name: 'Velvet home' })).toBeVisible()
    const posts = page.getByRole('article')
    await expect(posts).toHaveCount(10)
    await expectImageLoaded(posts.first().locator('img').nth(1))
    await expect(page.getByText(OFFLINE_BANNER)).toBeVisible()

    // Long past the retries: the screen has data, so it keeps it.
    await page.clock.fastForward(PAST_OUTAGE_GRACE_MS)
    await expect(page).toHaveURL(/\/home$/)
    await expect(posts).toHaveCount(10)

    // The server answers again: the page finds out by itself (no online event) and says so.
    await gate.setMode('open')
    await page.clock.fastForward(31_000)
    await expect(page.getByText(OFFLINE_BANNER)).toBeHidden()
    await expect(posts).toHaveCount(10)
  })

  test('a screen with nothing saved gives way to the maintenance page, which goes home once the server answers', async ({
    page,
  }) => {
    await acceptAgeBeforeLoad(page)
    await visitAndSave(page, '/home', 'guest', 'celebrities')

    await gate.setMode('down')
    await page.clock.install()
    // Never opened before: the shell comes from the worker, the questions from nowhere.
    await page.goto(`${gate.origin}/faqs`)
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible()
    await page.clock.fastForward(PAST_OUTAGE_GRACE_MS)
    await expect(page.getByRole('heading', { level: 1, name: 'We are doing some maintenance…' })).toBeVisible()

    await gate.setMode('open')
    // The maintenance page asks again after 5 s and, answered, goes home.
    await page.clock.fastForward(6_000)
    await expect(page).toHaveURL(/\/home$/)
    await expect(page.getByRole('article').first()).toBeVisible()
  })
})

test.describe('[NETWORK] slow and silent answers', () => {
  test('on a slow network the feed shows skeletons, then the posts', async ({ page }) => {
    await acceptAgeBeforeLoad(page)
    // A page the server rendered comes with its feed: the skeletons are for a feed the app reads
    // itself, on the way to home from another page.
    await page.goto(`${gate.origin}/faqs`)
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible()
    gate.setThrottle({ latencyMs: 800, kbps: 400 })
    await page.route(
      (url) => url.pathname === '/api/celebrities',
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 8_000))
        await route.continue()
      },
    )
    await page.getByRole('link', { name: 'Velvet home' }).click()
    await expect(page.getByRole('status', { name: 'Loading posts' })).toBeVisible({ timeout: 30_000 })
    await expect(page.getByRole('article')).toHaveCount(10, { timeout: 40_000 })
  })

  test('a request that never answers falls back to the saved copy', async ({ page, context }) => {
    await acceptAgeBeforeLoad(page)
    await visitAndSave(page, '/home', 'guest', 'celebrities')
    const posts = page.getByRole('article')
    await expect(posts).toHaveCount(10)

    // From now on the feed call is sent and never answered (the worker's own request included).
    let hung = 0
    await context.route(
      (url) => url.pathname === '/api/celebrities',
      () => {
        hung++
      },
    )
    // Two hours later, so the saved feed is stale and the app asks for a fresh one.
    await page.clock.install({ time: Date.now() + 2 * 3600_000 })
    await page.reload()
    await expect(posts).toHaveCount(10)
    await expect.poll(() => hung).toBeGreaterThan(0)
    // The app stops waiting after 20 s, keeps the saved feed and says why.
    await page.clock.fastForward(20_000)
    // Whichever gives up first says so: the page's deadline (its clock, moved above) or the worker's
    // five seconds of network-first on its own real clock, which a busy machine stretches (it once
    // took longer than the default 10 s here, with two journeys running beside it).
    await expect(page.getByText(OFFLINE_BANNER)).toBeVisible({ timeout: 30_000 })
    await expect(posts).toHaveCount(10)
  })

  test('a comment written on a slow network is stored once', async ({ page, request }) => {
    const me = await signInAs(page, 'member')
    const post = await pickPost(request, me.accessToken, 0)
    const message = `Slow hello ${Date.now()}`
    await visitAndSave(page, `/@${post.username}/post/${post.id}`, me.id, `"id":${post.id}`)

    gate.setThrottle({ latencyMs: 800, kbps: 400 })
    const card = page.getByRole('article').first()
    const sheet = await openSheet(page, card.getByRole('button', { name: 'Comments' }))
    await sheet.getByRole('textbox', { name: 'Your comment' }).fill(message)
    await sheet.getByRole('button', { name: 'Send' }).click()
    await expect.poll(() => serverComments(request, post.id, message), { timeout: 30_000 }).toBe(1)
    await expect(sheet.getByRole('list', { name: 'Comments waiting to be sent' })).toHaveCount(0, { timeout: 15_000 })
    await expect(sheet.getByRole('list', { name: 'Comments' }).getByText(message)).toHaveCount(1)
    expect(await serverComments(request, post.id, message)).toBe(1)
  })
})

test.describe('[NETWORK] the server stops mid-session and comes back', () => {
  test('what was done meanwhile is sent exactly once, and the screen catches up by itself', async ({
    page,
    request,
  }) => {
    const me = await signInAs(page, 'member')
    const post = await pickPost(request, me.accessToken, 1)
    const message = `While you were away ${Date.now()}`
    await visitAndSave(page, `/@${post.username}/post/${post.id}`, me.id, `"id":${post.id}`)

    await gate.setMode('down')
    await page.clock.install()
    const card = page.getByRole('article').first()
    const like = card.getByRole('button', { name: 'Like' })
    await like.click()
    await expect(like).toHaveAttribute('aria-pressed', 'true')
    const sheet = await openSheet(page, card.getByRole('button', { name: 'Comments' }))
    await sheet.getByRole('textbox', { name: 'Your comment' }).fill(message)
    await sheet.getByRole('button', { name: 'Send' }).click()
    await expect(sheet.getByRole('list', { name: 'Comments waiting to be sent' }).getByText(message)).toBeVisible()
    await expect(page.getByText('2 changes will be sent when you are back online.')).toBeVisible()
    expect(await page.evaluate(() => navigator.onLine)).toBe(true)

    // A while later, still down: still waiting, still on screen, nothing reached the server.
    await page.clock.fastForward(PAST_OUTAGE_GRACE_MS)
    await expect(card.getByTitle('Waiting to be sent')).toBeVisible()
    expect((await serverPost(request, post.id, me.accessToken)).interaction.liked).toBe(false)
    expect(await serverComments(request, post.id, message)).toBe(0)

    await gate.setMode('open')
    await page.clock.fastForward(31_000)
    await expect
      .poll(async () => (await serverPost(request, post.id, me.accessToken)).interaction.liked, { timeout: 20_000 })
      .toBe(true)
    await expect.poll(() => serverComments(request, post.id, message), { timeout: 20_000 }).toBe(1)
    await expect(page.getByText(OFFLINE_BANNER)).toBeHidden()
    await expect(card.getByTitle('Waiting to be sent')).toHaveCount(0)
    await expect(sheet.getByRole('list', { name: 'Comments' }).getByText(message)).toHaveCount(1)

    // Sending again (another reconnection) changes nothing: each action carried its key.
    await page.evaluate(() => window.dispatchEvent(new Event('online')))
    await page.clock.fastForward(3_000)
    expect((await serverPost(request, post.id, me.accessToken)).interaction.liked).toBe(true)
    expect(await serverComments(request, post.id, message)).toBe(1)
  })
})

test.describe('[NETWORK] code that does not arrive', () => {
  // The worker's precache would answer from the device: these are first visits, before it is there.
  test.use({ serviceWorkers: 'block' })

  test('a screen whose code never arrives says so after 120 s and offers a retry that works', async ({
    page,
    context,
  }) => {
    await acceptAgeBeforeLoad(page)
    await page.clock.install()
    await page.goto(`${gate.origin}/home`)
    await expect(page.getByRole('article').first()).toBeVisible()

    // From now on no script answers: the next screen's code is requested and never comes.
    let hung = 0
    await context.route(
      (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'),
      () => {
        hung++
      },
    )
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Videos' }).click()
    await expect.poll(() => hung).toBeGreaterThan(0)
    await page.clock.fastForward(120_000)
    await expect(page.getByText('This screen could not be loaded')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Velvet home' })).toBeVisible()

    await context.unrouteAll({ behavior: 'ignoreErrors' })
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(page).toHaveURL(/\/videos$/)
    await expect(page.getByRole('list', { name: 'Videos' }).getByRole('listitem').first()).toBeVisible()
  })

  test('a first visit whose app code fails to load shows a retry instead of a blank page', async ({
    page,
    context,
  }) => {
    await acceptAgeBeforeLoad(page)
    await context.route(
      (url) => /^\/assets\/main-[\w-]+\.js$/.test(url.pathname),
      (route) => route.abort('connectionreset'),
    )
    await page.goto(`${gate.origin}/home`)
    await expect(page.getByRole('alert')).toContainText('Velvet could not load')

    await context.unrouteAll({ behavior: 'ignoreErrors' })
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByRole('article').first()).toBeVisible()
  })
})
