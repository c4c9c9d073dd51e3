/**
 * Social journeys: actions made offline reach the server exactly once, a creator's new post
 * arrives as a notification, and logout leaves nothing of the user on the device.
 */
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test'
import {
  acceptAgeBeforeLoad,
  expect,
  expectSettled,
  openSheet,
  serviceWorkerRegistration,
  signInAs,
  solveCaptcha,
  test,
  waitForHydrated,
  waitForPersisted,
  waitForServiceWorkerControl,
} from './fixtures'

type ApiPost = {
  id: number
  likes: number
  comments_count: number
  front_container: string
  available: boolean
  description: string
  interaction: { likes_enabled: boolean; liked: boolean }
  webstar?: { data: { id: number; username: string | null; name: string } }
}

type Comment = { id: number; message: string }

/**
 * A free post (open to guests too, so the server can be asked as one) with likes on, not yet liked by this user, far enough down the feed that no other
 * journey uses it: each parallel worker (and journey) reads its own page of the feed.
 */
async function pickPost(page: Page, token: string, journey: number): Promise<ApiPost & { username: string }> {
  const first = 4 + 3 * (journey + 2 * test.info().parallelIndex)
  for (let listPage = first; listPage < first + 3; listPage++) {
    const response = await page.request.get(`/api/celebrities?page=${listPage}&include=webstar`, {
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(response.status()).toBe(200)
    const post = ((await response.json()) as { data: ApiPost[] }).data.find(
      (item) =>
        item.front_container === 'free' &&
        item.interaction.likes_enabled &&
        !item.interaction.liked &&
        item.webstar?.data.username,
    )
    if (post?.webstar?.data.username) return { ...post, username: post.webstar.data.username }
  }
  throw new Error('no likeable post on these pages of the seed')
}

/** What the server holds, asked as a guest from outside the browser (whose network the test turns off). */
async function serverPost(request: APIRequestContext, id: number): Promise<ApiPost> {
  const response = await request.get(`/api/posts/${id}`)
  expect(response.status(), await response.text()).toBe(200)
  return ((await response.json()) as { data: ApiPost }).data
}

async function serverComments(request: APIRequestContext, postId: number, message: string): Promise<number> {
  const response = await request.get(`/api/comments?post_id=${postId}`)
  expect(response.status(), await response.text()).toBe(200)
  return ((await response.json()) as { data: Comment[] }).data.filter((comment) => comment.message === message).length
}

/** The outbox as stored on the device (for failure messages). */
function queuedActions(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('velvet-outbox')
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('actions')) return resolve('[]')
          const all = db.transaction('actions').objectStore('actions').getAll()
          all.onsuccess = () => resolve(JSON.stringify(all.result))
        }
        open.onerror = () => resolve('unreadable')
      }),
  )
}

async function goOffline(context: BrowserContext) {
  await context.setOffline(true)
}

test.describe('[OFFLINE] social actions', () => {
  test('a like and a comment made offline survive a reload and reach the server once, through the sync event', async ({
    page,
    context,
    request,
  }) => {
    const me = await signInAs(page, 'member')
    const post = await pickPost(page, me.accessToken, 0)
    const message = `Offline hello ${Date.now()}`

    await page.goto(`/@${post.username}/post/${post.id}`)
    await waitForServiceWorkerControl(page)
    const card = page.getByRole('article').first()
    await expect(card).toBeVisible()
    await waitForPersisted(page, me.id, `"id":${post.id}`)

    await goOffline(context)
    await expect(page.getByText('You are offline. Showing what was saved on this device.')).toBeVisible()
    const like = card.getByRole('button', { name: 'Like' })
    await like.click()
    await expect(like).toHaveAttribute('aria-pressed', 'true')
    await expect(card.getByText(`${(post.likes + 1).toLocaleString('en')} like`)).toBeVisible()
    await expect(card.getByTitle('Waiting to be sent')).toBeVisible()

    const sheet = await openSheet(page, card.getByRole('button', { name: 'Comments' }))
    await sheet.getByRole('textbox', { name: 'Your comment' }).fill(message)
    await sheet.getByRole('button', { name: 'Send' }).click()
    await expect(sheet.getByRole('list', { name: 'Comments waiting to be sent' }).getByText(message)).toBeVisible()
    await expect(page.getByText('2 changes will be sent when you are back online.')).toBeVisible()

    // Closing the app and opening it again offline: both are still waiting, and shown as such.
    await page.reload()
    const again = page.getByRole('article').first()
    await expect(again.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'true')
    await expect(again.getByTitle('Waiting to be sent')).toBeVisible()
    await expect(page.getByText('2 changes will be sent when you are back online.')).toBeVisible()
    expect((await serverPost(request, post.id)).likes).toBe(post.likes)
    expect(await serverComments(request, post.id, message)).toBe(0)

    // Back online with the app closed: the browser's sync event wakes the worker, which gets a fresh
    // token by itself (no page to ask) and sends the queue.
    const { cdp, registrationId } = await serviceWorkerRegistration(page)
    const origin = new URL(page.url()).origin
    await context.setOffline(false)
    // A page of the origin that is not the app: it answers no token request and starts no replay.
    await page.goto('/api/health')
    await cdp.send('ServiceWorker.dispatchSyncEvent', {
      origin,
      registrationId,
      tag: 'velvet-outbox',
      lastChance: false,
    })

    const withQueue = async (error: Error) => {
      throw new Error(`${error.message}\nThe device's queue: ${await queuedActions(page)}`)
    }
    await expect
      .poll(async () => (await serverPost(request, post.id)).likes, { timeout: 15_000 })
      .toBe(post.likes + 1)
      .catch(withQueue)
    await expect
      .poll(() => serverComments(request, post.id, message), { timeout: 15_000 })
      .toBe(1)
      .catch(withQueue)

    // Further replays change nothing.
    await cdp.send('ServiceWorker.dispatchSyncEvent', {
      origin,
      registrationId,
      tag: 'velvet-outbox',
      lastChance: false,
    })
    await page.goto(`/@${post.username}/post/${post.id}`)
    await expect(page.getByRole('article').first().getByRole('button', { name: 'Like' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(page.getByTitle('Waiting to be sent')).toHaveCount(0)
    expect((await serverPost(request, post.id)).likes).toBe(post.likes + 1)
    expect(await serverComments(request, post.id, message)).toBe(1)
  })

  test('a comment whose answer is lost three times in a row is still posted once', async ({
    page,
    context,
    request,
  }) => {
    const me = await signInAs(page, 'member')
    const post = await pickPost(page, me.accessToken, 1)
    const message = `Flaky network ${Date.now()}`
    await page.goto(`/@${post.username}/post/${post.id}`)
    await waitForServiceWorkerControl(page)

    // The server gets each attempt and answers, but the answer never reaches the device: three times.
    let lost = 0
    await context.route(
      (url) => url.pathname === '/api/comments',
      async (route) => {
        if (route.request().method() !== 'POST' || lost >= 3) return route.fallback()
        const response = await route.fetch()
        expect(response.status()).toBe(201)
        lost++
        await route.abort('connectionreset')
      },
    )

    const card = page.getByRole('article').first()
    await expect(card).toBeVisible()
    await expectSettled(page)
    const sheet = await openSheet(page, card.getByRole('button', { name: 'Comments' }))
    const input = sheet.getByRole('textbox', { name: 'Your comment' })
    await input.fill(message)
    // The phone keyboard's send key (enterkeyhint="send"); the Send button is tapped in the journey above.
    await input.press('Enter')
    await expect.poll(() => lost).toBeGreaterThanOrEqual(1)
    // Each lost answer leaves the comment queued; the app sends it again when asked (here: going online).
    for (let attempt = 0; attempt < 6 && lost < 3; attempt++) {
      await page.evaluate(() => window.dispatchEvent(new Event('online')))
      await page.waitForTimeout(300)
    }
    expect(lost).toBe(3)
    await page.evaluate(() => window.dispatchEvent(new Event('online')))
    await expect(sheet.getByRole('list', { name: 'Comments waiting to be sent' })).toHaveCount(0, { timeout: 10_000 })
    await expect(sheet.getByRole('list', { name: 'Comments' }).getByText(message)).toHaveCount(1)
    expect(await serverComments(request, post.id, message)).toBe(1)
  })
})

// Both journeys sign in as the one demo creator: one device at a time means they must not overlap.
test.describe('[CREATOR] the demo creator', () => {
  test.describe.configure({ mode: 'serial' })

  test("a creator's one-time login link signs them in, using the token exactly once", async ({ page, browser }) => {
    await acceptAgeBeforeLoad(page)
    const creatorLogin = await page.request.post('/api/auth/login', {
      data: { email: 'creator@velvet.example', password: 'velvet-demo-2026', recaptcha: await solveCaptcha(page) },
    })
    const creator = ((await creatorLogin.json()) as { data: { access_token: string; user: { username: string } } }).data
    const minted = await page.request.post('/api/auth/login_tokens', {
      headers: { Authorization: `Bearer ${creator.access_token}` },
    })
    expect(minted.status()).toBe(201)
    const { token, model_id } = ((await minted.json()) as { data: { token: string; model_id: number } }).data

    // The panel sends the creator here in a browser that has no session of ours.
    const fresh = await browser.newContext()
    const tab = await fresh.newPage()
    await acceptAgeBeforeLoad(tab)
    const logins: number[] = []
    tab.on('response', (response) => {
      if (response.url().includes('/api/auth/login') && response.request().method() === 'POST')
        logins.push(response.status())
    })
    await tab.goto(`/token_login/${token}/${model_id}`)
    await expect(tab).toHaveURL(/\/home$/)
    await expect(tab.getByRole('button', { name: `Account menu of ${creator.user.username}` })).toBeVisible()
    expect(logins).toEqual([200])
    await fresh.close()
  })
  test("a followed creator's new post shows as a notification with the post's text", async ({
    page,
    context,
    request,
  }) => {
    const origin = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1').origin
    await context.grantPermissions(['notifications'], { origin })
    const me = await signInAs(page, 'user')
    const auth = { Authorization: `Bearer ${me.accessToken}` }

    // This browser cannot reach a push service, so the device's subscription is registered directly;
    // the server's payload is read from its development push inbox and handed to the worker by DevTools.
    const endpoint = `https://fcm.googleapis.com/fcm/send/e2e-${test.info().parallelIndex}-${Date.now()}`
    const subscription = {
      endpoint,
      keys: { p256dh: Buffer.alloc(65, 4).toString('base64url'), auth: Buffer.alloc(16, 7).toString('base64url') },
    }
    expect((await page.request.post('/api/push/subscriptions', { headers: auth, data: subscription })).status()).toBe(
      200,
    )

    // The creator's profile: follow, from the screen. The creator signs in on another device (its
    // own cookie jar): in the page's context, their refresh cookie would replace the user's, and the
    // page would then run as the creator, on their own profile.
    const creatorLogin = await request.post('/api/auth/login', {
      data: { email: 'creator@velvet.example', password: 'velvet-demo-2026', recaptcha: await solveCaptcha(page) },
    })
    const creator = (
      (await creatorLogin.json()) as {
        data: { access_token: string; user: { username: string; model_id: number } }
      }
    ).data
    // From a known state: the demo user may follow this creator from an earlier journey, and the
    // screen shows the public page until the user's own state arrives.
    const unfollowed = await page.request.delete('/api/follows', {
      headers: auth,
      data: { model_id: creator.user.model_id },
    })
    expect(unfollowed.status()).toBe(200)
    await page.goto(`/@${creator.user.username}`)
    await waitForServiceWorkerControl(page)
    const follow = page.getByRole('button', { name: /^Follow/ })
    await expect(follow).toHaveAttribute('aria-pressed', 'false')
    await waitForHydrated(follow)
    await follow.click()
    await expect(follow).toHaveAttribute('aria-pressed', 'true')
    await expect(follow).toHaveText('Following')
    await expect(follow.getByTitle('Waiting to be sent')).toHaveCount(0)
    expect(
      (await page.request.put('/api/push/preferences', { headers: auth, data: { new_posts: true } })).status(),
    ).toBe(200)

    const caption = `Fresh from the studio ${Date.now()}`
    const published = await request.post('/api/posts', {
      headers: { Authorization: `Bearer ${creator.access_token}`, 'Idempotency-Key': `e2e-${Date.now()}` },
      data: { description: caption, front_container: 'free', elements: [{ component: 'picture' }] },
    })
    expect(published.status(), await published.text()).toBe(201)

    // Sent off the request path: it arrives in the inbox a moment later.
    type Payload = { title: string; body: string; url: string }
    let payload: Payload | undefined
    await expect
      .poll(async () => {
        const inbox = await page.request.get(`/api/dev/push?endpoint=${encodeURIComponent(endpoint)}`)
        const items = ((await inbox.json()) as { data: { payload: Payload }[] }).data
        payload = items.find((item) => item.payload.body === caption)?.payload
        return payload !== undefined
      })
      .toBe(true)
    expect(payload?.title).toContain('posted something new')

    const { cdp, registrationId } = await serviceWorkerRegistration(page)
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: JSON.stringify(payload) })
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.ready
          return (await registration.getNotifications()).map((item) => `${item.title} | ${item.body}`)
        }),
      )
      .toContain(`${payload?.title} | ${caption}`)
  })
})

test.describe('[LOGOUT] device data', () => {
  test('logout leaves no user data in Cache Storage, IndexedDB or local storage', async ({ page }) => {
    const me = await signInAs(page, 'member')
    await page.goto('/home')
    await waitForServiceWorkerControl(page)
    await expect(page.getByRole('article').first()).toBeVisible()
    await page.goto('/webstars')
    await waitForPersisted(page, me.id, 'celebrities')

    await page.goto('/logout')
    await expect(page).toHaveURL(/\/(home|signedout|login)?/)
    await expect.poll(() => page.evaluate(() => localStorage.getItem('velvet.session'))).toBeNull()

    const leftovers = await page.evaluate(async (userId) => {
      const idb = await new Promise<string[]>((resolve) => {
        const open = indexedDB.open('velvet-cache')
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('queries')) return resolve([])
          const keys = db.transaction('queries').objectStore('queries').getAllKeys()
          keys.onsuccess = () => resolve(keys.result.map(String))
        }
      })
      const outbox = await new Promise<unknown[]>((resolve) => {
        const open = indexedDB.open('velvet-outbox')
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('actions')) return resolve([])
          const all = db.transaction('actions').objectStore('actions').getAll()
          all.onsuccess = () => resolve(all.result.filter((action: { userId: number }) => action.userId === userId))
        }
      })
      const cached: string[] = []
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) {
          if (request.headers.has('authorization') || /\/api\/(users|auth|wallet|payments)/.test(request.url))
            cached.push(request.url)
        }
      }
      return { idb: idb.filter((key) => key === `query-cache:${userId}`), outbox, cached }
    }, me.id)
    expect(leftovers).toEqual({ idb: [], outbox: [], cached: [] })
  })
})

test.describe('[INSTALL] localised manifest', () => {
  test('the manifest follows the interface language', async ({ page }) => {
    await acceptAgeBeforeLoad(page)
    await page.addInitScript(() => localStorage.setItem('velvet.locale', '"tr"'))
    await page.goto('/home')
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifests/tr.webmanifest')
    const manifest = (await (await page.request.get('/manifests/tr.webmanifest')).json()) as {
      lang: string
      shortcuts: { name: string; url: string }[]
    }
    expect(manifest.lang).toBe('tr')
    expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual(['/home', '/videos', '/chats', '/tokens'])
    expect(manifest.shortcuts.map((shortcut) => shortcut.name)).toEqual([
      'Ana sayfa',
      'Videolar',
      'Sohbetim',
      'Jetonlar',
    ])
  })
})
