import type { Page } from '@playwright/test'
import {
  acceptAgeBeforeLoad,
  expect,
  openSheet,
  profileChatButton,
  signInAs,
  signInAsNewUser,
  test,
  waitForHydrated,
  waitForServiceWorkerControl,
} from './fixtures'

type ListedPost = {
  id: number
  available: boolean
  webstar?: { data: { id: number; name: string; username: string | null; chat_enabled: boolean; hidden_menu: boolean } }
}

/** Posts of the celebrities list everyone may open (free posts), with their creator. */
async function openPosts(page: Page): Promise<(ListedPost & { webstar: NonNullable<ListedPost['webstar']> })[]> {
  const response = await page.request.get('/api/celebrities?per_page=30&include=webstar&lang=en&site_type=divas')
  expect(response.ok()).toBe(true)
  const posts = ((await response.json()) as { data: ListedPost[] }).data
  return posts.filter(
    (post): post is ListedPost & { webstar: NonNullable<ListedPost['webstar']> } =>
      post.available && Boolean(post.webstar?.data.username),
  )
}

/**
 * The project's own post, so the phone and desktop runs never report the same one. Picked among
 * seeded posts by id: posts other journeys publish meanwhile come first in the feed and must not
 * shift the choice.
 */
async function postForThisProject(page: Page) {
  const posts = (await openPosts(page)).sort((a, b) => a.id - b.id)
  const post = posts[test.info().project.name === 'phone' ? 0 : 1]
  if (!post) throw new Error('no open post in the demo seed')
  return post
}

async function waitForCaptcha(page: Page) {
  await expect(page.locator('[data-captcha="verified"]')).toBeVisible({ timeout: 20_000 })
}

function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
}

test.describe('[COMMENT] comments sheet', () => {
  test('comment on a post, reply with a mention (and cancel), delete with the second click', async ({ page }) => {
    const me = await signInAs(page, 'user')
    const post = await postForThisProject(page)
    await page.goto(`/${post.webstar.data.username}/post/${post.id}`)
    const card = page.getByRole('article', { name: `Post by ${post.webstar.data.name}` })
    const sheet = await openSheet(page, card.getByRole('button', { name: 'Comments' }))
    await expect(sheet.getByRole('button', { name: /^Insert / })).toHaveCount(8)

    // A new comment goes on top, once, and is confirmed by the server.
    const text = unique('E2E comment')
    await sheet.getByRole('textbox', { name: 'Your comment' }).fill(text)
    await sheet.getByRole('button', { name: 'Send' }).click()
    const mine = sheet.getByRole('article').filter({ hasText: text })
    await expect(mine).toHaveCount(1)
    await expect(sheet.getByRole('article').first()).toContainText(text)
    await expect(mine.getByRole('button', { name: 'Delete' })).toBeVisible()
    await expect(sheet.getByText('Sending…')).toHaveCount(0)

    // Reply: the mention goes in the input and the target is shown; Cancel forgets it.
    await mine.getByRole('button', { name: 'Reply' }).click()
    await expect(sheet.getByRole('textbox', { name: 'Your reply' })).toHaveValue(`@${me.username} `)
    await expect(sheet.getByText(`Replying to @${me.username}`)).toBeVisible()
    await sheet.getByRole('button', { name: 'Cancel' }).click()
    await expect(sheet.getByText(`Replying to @${me.username}`)).toHaveCount(0)
    await expect(sheet.getByRole('textbox', { name: 'Your comment' })).toBeVisible()

    // A real reply lands in the thread of the comment.
    await mine.getByRole('button', { name: 'Reply' }).click()
    const reply = unique('E2E reply')
    await sheet.getByRole('textbox', { name: 'Your reply' }).fill(`@${me.username} ${reply}`)
    await sheet.getByRole('button', { name: 'Send' }).click()
    await expect(sheet.getByRole('article').filter({ hasText: reply })).toHaveCount(1)
    await expect(sheet.getByText('Sending…')).toHaveCount(0)
    const threads = (await (
      await page.request.get(`/api/comments?post_id=${post.id}&per_page=10&lang=en&site_type=divas`)
    ).json()) as { data: { id: number; message: string; replies: number }[] }
    const parent = threads.data.find((comment) => comment.message === text)
    expect(parent?.replies).toBe(1)

    // Delete needs a second click.
    await mine.getByRole('button', { name: 'Delete' }).click()
    await expect(mine.getByRole('button', { name: 'Tap again to delete' })).toBeVisible()
    await expect(mine).toHaveCount(1)
    await mine.getByRole('button', { name: 'Tap again to delete' }).click()
    await expect(sheet.getByRole('article').filter({ hasText: text })).toHaveCount(0)
    await expect
      .poll(async () => {
        const after = (await (
          await page.request.get(`/api/comments?post_id=${post.id}&per_page=10&lang=en&site_type=divas`)
        ).json()) as { data: { message: string }[] }
        return after.data.some((comment) => comment.message === text)
      })
      .toBe(false)
  })

  test('a comment written offline shows as sending, survives a reload and is sent once when back online', async ({
    page,
    context,
  }) => {
    const me = await signInAs(page, 'user')
    const post = await postForThisProject(page)
    await page.goto(`/${post.webstar.data.username}/post/${post.id}`)
    await waitForServiceWorkerControl(page)
    const card = page.getByRole('article', { name: `Post by ${post.webstar.data.name}` })
    await expect(card).toBeVisible()
    // The post itself must be saved on the device for the page to open offline.
    await expect
      .poll(() =>
        page.evaluate(
          (key) =>
            new Promise<boolean>((resolve) => {
              const open = indexedDB.open('velvet-cache')
              open.onsuccess = () => {
                const db = open.result
                if (!db.objectStoreNames.contains('queries')) return resolve(false)
                const get = db.transaction('queries').objectStore('queries').get(key)
                get.onsuccess = () => resolve(JSON.stringify(get.result ?? '').includes('"detail"'))
                get.onerror = () => resolve(false)
              }
              open.onerror = () => resolve(false)
            }),
          `query-cache:${me.id}`,
        ),
      )
      .toBe(true)

    await context.setOffline(true)
    const sheet = await openSheet(page, card.getByRole('button', { name: 'Comments' }))
    const text = unique('E2E offline')
    await sheet.getByRole('textbox', { name: 'Your comment' }).fill(text)
    await sheet.getByRole('button', { name: 'Send' }).click()
    const pending = sheet.getByRole('article').filter({ hasText: text })
    await expect(pending).toContainText('Sending…')
    await expect(sheet.getByText('You are offline. Your comment will be sent when you are back online.')).toBeVisible()

    await page.reload()
    const comments = page
      .getByRole('article', { name: `Post by ${post.webstar.data.name}` })
      .getByRole('button', { name: 'Comments' })
    await waitForHydrated(comments)
    await comments.click()
    const reopened = page.getByRole('dialog', { name: /Comments/ })
    await expect(reopened.getByRole('article').filter({ hasText: text })).toContainText('Sending…')

    await context.setOffline(false)
    // Sent once: the server holds exactly one copy.
    await expect
      .poll(
        async () => {
          const listed = (await (
            await page.request.get(`/api/comments?post_id=${post.id}&per_page=20&lang=en&site_type=divas`)
          ).json()) as { data: { message: string }[] }
          return listed.data.filter((comment) => comment.message === text).length
        },
        { timeout: 15_000 },
      )
      .toBe(1)
    // The page may have moved meanwhile (coming back online re-checks the server); open the sheet again if so.
    if (!(await reopened.isVisible())) {
      await page
        .getByRole('article', { name: `Post by ${post.webstar.data.name}` })
        .getByRole('button', { name: 'Comments' })
        .click()
    }
    const sent = reopened.getByRole('article').filter({ hasText: text })
    await expect(sent).toHaveCount(1)
    await expect(sent.getByRole('button', { name: 'Delete' })).toBeVisible()
    await expect(reopened.getByText('Sending…')).toHaveCount(0)
  })

  test('a guest is asked to log in instead', async ({ page }) => {
    await acceptAgeBeforeLoad(page)
    const post = await postForThisProject(page)
    await page.goto(`/${post.webstar.data.username}/post/${post.id}`)
    await page
      .getByRole('article', { name: `Post by ${post.webstar.data.name}` })
      .getByRole('button', { name: 'Comments' })
      .click()
    await expect(page.getByRole('dialog', { name: 'Log in to continue' })).toBeVisible()
  })
})

test.describe('[REPORT] report a post', () => {
  test('the first report is recorded (201), the second of the same post is already reported (208)', async ({
    page,
  }) => {
    await signInAs(page, 'user')
    const post = await postForThisProject(page)
    await page.goto(`/${post.webstar.data.username}/post/${post.id}`)
    const card = page.getByRole('article', { name: `Post by ${post.webstar.data.name}` })

    async function report(reason: string) {
      await card.getByRole('button', { name: 'Post options' }).click()
      await page.getByRole('menuitem', { name: 'Report' }).click()
      const dialog = page.getByRole('dialog', { name: 'Report this post' })
      await expect(dialog.getByText('Tell us what is wrong with this post')).toBeVisible()
      // A signed-in user is not asked for an e-mail.
      await expect(dialog.getByLabel('E-mail')).toHaveCount(0)
      await dialog.getByRole('button', { name: 'Send report' }).click()
      await expect(dialog.getByText('Reason is required.')).toBeVisible()
      await dialog.getByLabel('Reason').fill(reason)
      await dialog.getByRole('button', { name: 'Send report' }).click()
      return dialog
    }

    const first = await report('Spam: the same post again and again.')
    await expect(first.getByText('Thank you. We received your report and will review this post.')).toBeVisible()
    // The result closes itself after 5000 ms.
    await expect(first).toBeHidden({ timeout: 8000 })

    const second = await report('Still spam.')
    await expect(second.getByText('You have already reported this post. We are looking into it.')).toBeVisible()
  })

  test('says it is waiting while the report is on its way', async ({ page }) => {
    await signInAsNewUser(page, 'reporter')
    const post = await postForThisProject(page)
    let release = () => {}
    const answered = new Promise<void>((resolve) => {
      release = resolve
    })
    // The report is held on its way (the service worker may be the one sending it).
    await page.context().route('**/api/post_options/report**', async (route) => {
      await answered
      await route.continue()
    })
    await page.goto(`/${post.webstar.data.username}/post/${post.id}`)
    const card = page.getByRole('article', { name: `Post by ${post.webstar.data.name}` })
    await card.getByRole('button', { name: 'Post options' }).click()
    await page.getByRole('menuitem', { name: 'Report' }).click()
    const dialog = page.getByRole('dialog', { name: 'Report this post' })
    await dialog.getByLabel('Reason').fill('Waiting for the answer.')
    await dialog.getByRole('button', { name: 'Send report' }).click()
    await expect(dialog.getByRole('status').getByText('Sending your report. Please wait…')).toBeVisible()
    release()
    await expect(dialog.getByText('Thank you. We received your report and will review this post.')).toBeVisible()
  })
})

test.describe('[CASTING] casting form', () => {
  test('checks the fields, then thanks and goes home after 3 s', async ({ page }) => {
    await acceptAgeBeforeLoad(page)
    await page.goto('/casting')
    await expect(page.getByRole('heading', { level: 1, name: 'Casting' })).toBeVisible()
    await page.getByRole('button', { name: 'Send application' }).click()
    await expect(page.getByText('Name is required.')).toBeVisible()
    await expect(page.getByText('E-mail is required.')).toBeVisible()

    await page.getByLabel('Name').fill('Ana')
    await page.getByLabel('E-mail').fill('a@b')
    await page.getByLabel('WhatsApp').fill('+34')
    await page.getByRole('button', { name: 'Send application' }).click()
    await expect(page.getByText('Use at least 4 characters.')).toHaveCount(3)

    await page.getByLabel('Name').fill('Ana Luz')
    await page.getByLabel('E-mail').fill(`casting-${Date.now()}@example.com`)
    // WhatsApp may be left empty.
    await page.getByLabel('WhatsApp').fill('')
    await waitForCaptcha(page)
    await page.getByRole('button', { name: 'Send application' }).click()
    await expect(page.getByRole('heading', { name: 'Thank you for applying!' })).toBeVisible()
    await expect(page).toHaveURL(/\/casting$/)
    await expect(page).toHaveURL(/\/home$/, { timeout: 6000 })
  })

  test('is for guests only', async ({ page }) => {
    await signInAs(page, 'user')
    await page.goto('/casting')
    await expect(page).toHaveURL(/\/home$/)
  })
})

test.describe('[CLAIM] general claim', () => {
  test('a card number of five digits is refused on the form; four digits are sent', async ({ page }) => {
    await signInAs(page, 'user')
    const claimRequests: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/claim') claimRequests.push(request.method())
    })
    await page.goto('/claims')
    await expect(page.getByRole('heading', { level: 1, name: 'Claims' })).toBeVisible()
    await expect(page.getByLabel('Username')).not.toHaveValue('')
    // Attachments are off: no file input.
    await expect(page.locator('input[type="file"]')).toHaveCount(0)

    await page.getByLabel('Country').selectOption('ES')
    await page.getByLabel('ID document number').fill('X1234567Z')
    await page.getByLabel('Card company').selectOption('Visa')
    await page.getByLabel('Last 4 digits of the card').fill('12345')
    await page.getByLabel('Your claim').fill('A charge of 29.99 I do not recognise.')
    await page.getByRole('button', { name: 'Send claim' }).click()
    await expect(page.getByText('Enter exactly the last four digits of the card, nothing more.')).toBeVisible()
    expect(claimRequests).toEqual([])

    await page.getByLabel('Last 4 digits of the card').fill('4242')
    await waitForCaptcha(page)
    await page.getByRole('button', { name: 'Send claim' }).click()
    const result = page.getByRole('dialog', { name: 'Sent' })
    await expect(result.getByText('Thank you. Your claim was received and we will answer you by e-mail.')).toBeVisible()
    expect(claimRequests).toEqual(['POST'])
    // On success the form is left once the result closes (here: nowhere to go back to, so home).
    await result.getByRole('button', { name: 'Close' }).first().click()
    await expect(page).toHaveURL(/\/home$/)
  })

  test("a claim that fails shows the answer's errors, or the general error when no answer comes", async ({
    page,
    context,
  }) => {
    await signInAs(page, 'user')
    const claim = 'A charge of 29.99 I do not recognise.'
    /** The form filled anew (a failed claim spends its captcha), then sent, offline when asked. */
    const fillAndSend = async ({ online = true } = {}) => {
      await page.goto('/claims')
      await page.getByLabel('Country').selectOption('ES')
      await page.getByLabel('ID document number').fill('X1234567Z')
      await page.getByLabel('Card company').selectOption('Visa')
      await page.getByLabel('Last 4 digits of the card').fill('4242')
      await page.getByLabel('Your claim').fill(claim)
      await waitForCaptcha(page)
      if (!online) await context.setOffline(true)
      await page.getByRole('button', { name: 'Send claim' }).click()
    }
    const result = page.getByRole('dialog', { name: 'Not sent' })

    // An answer that carries errors: those errors.
    await context.route('**/api/claim?**', (route) =>
      route.fulfill({
        status: 500,
        json: { message: 'x', code: 'internal', errors: { claim: ['Our claims desk is closed today.'] } },
      }),
    )
    await fillAndSend()
    await expect(result.getByText('Our claims desk is closed today.')).toBeVisible()

    // No answer at all: the general error.
    await context.unroute('**/api/claim?**')
    await context.route('**/api/claim?**', (route) => route.abort('connectionrefused'))
    await fillAndSend()
    await expect(result.getByText('An error ocurred. Please try again later.')).toBeVisible()

    // The browser offline: the general error too, and why; what was typed stays.
    await fillAndSend({ online: false })
    const offline = page.getByRole('dialog', { name: 'No connection' })
    await expect(offline.getByText('An error ocurred. Please try again later.')).toBeVisible()
    await expect(offline.getByText(/You are offline/)).toBeVisible()
    await offline.getByRole('button', { name: 'Back to the form' }).click()
    await expect(page.getByLabel('Your claim')).toHaveValue(claim)
    await context.setOffline(false)
  })

  test('is for signed-in users only', async ({ page }) => {
    await acceptAgeBeforeLoad(page)
    await page.goto('/claims')
    await expect(page).toHaveURL(/\/login\?redirect=/)
  })
})

test.describe('[CHAT] chat button', () => {
  test('a member is handed over to the chat room, which opens on our own chat host', async ({ page }) => {
    await signInAs(page, 'member')
    const creator = (await openPosts(page))
      .map((post) => post.webstar.data)
      .find((candidate) => candidate.chat_enabled && !candidate.hidden_menu)
    if (!creator?.username) throw new Error('no creator with chat in the demo seed')
    const opened = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/chat/model')
    const tokenAsked = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/chat/get_token')
    await page.goto(`/${creator.username}`)
    const chatButton = profileChatButton(page, creator.name)
    await waitForHydrated(chatButton)
    await chatButton.click()
    const chat = (await (await opened).json()) as { case: string; url: string }
    expect(chat.case).toBe('open_chat')
    expect(chat.url).toMatch(/^\/room\?rid=[0-9a-f-]{36}&mid=\d+$/)
    // /room asks for the hand-off token of exactly that room.
    expect((await tokenAsked).postDataJSON()).toEqual({
      room_id: new URL(chat.url, page.url()).searchParams.get('rid'),
    })
    // No CHAT_BASE_URL: the chat host is this app, and the conversation opens in place, at the
    // room's path with the resume token and the same mid.
    const handOff = new URL(chat.url, page.url()).searchParams
    await expect(page).toHaveURL(new RegExp(`/room/${handOff.get('rid')}\\?token=[^&]+&mid=${handOff.get('mid')}$`))
    await expect(page.getByRole('heading', { level: 1, name: creator.name })).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Your message' })).toBeVisible()
  })

  test('/room hands over with the token and the same mid, and goes home when the token cannot be had', async ({
    page,
  }) => {
    const member = await signInAs(page, 'member')
    const creator = (await openPosts(page))
      .map((post) => post.webstar.data)
      .find((candidate) => candidate.chat_enabled && !candidate.hidden_menu)
    if (!creator) throw new Error('no creator with chat in the demo seed')
    const chat = await page.request.post('/api/chat/model', {
      headers: { authorization: `Bearer ${member.accessToken}` },
      data: { model_id: creator.id },
    })
    const roomId = new URL(((await chat.json()) as { url: string }).url, 'http://localhost').searchParams.get('rid')
    await page.goto(`/room?rid=${roomId}&mid=42`)
    await expect(page).toHaveURL(new RegExp(`/room/${roomId}\\?token=[^&]+&mid=42$`))
    await expect(page.getByRole('textbox', { name: 'Your message' })).toBeVisible()

    // Someone else's room (or none): no token, so home, saying so.
    await page.goto('/room?rid=00000000-0000-4000-8000-000000000000&mid=42')
    await expect(page).toHaveURL(/\/home$/)
    await expect(page.getByText('The chat could not be opened. Try again later.')).toBeVisible()
  })

  test('a signed-in non-member is offered the subscription with the first plan', async ({ page }) => {
    // Not the demo user: the purchase journeys may have made them a member earlier in the run.
    await signInAsNewUser(page, 'nochat')
    const creator = (await openPosts(page))
      .map((post) => post.webstar.data)
      .find((candidate) => candidate.chat_enabled && !candidate.hidden_menu)
    if (!creator?.username) throw new Error('no creator with chat in the demo seed')
    // The server is asked on the click (for a member, asking opens a chat room), not when the page shows.
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/chat/model')
    await page.goto(`/${creator.username}`)
    const chatButton = profileChatButton(page, creator.name)
    await waitForHydrated(chatButton)
    await chatButton.click()
    const chat = (await (await answer).json()) as { case: string; subscription_plans: { data: { id: number }[] } }
    expect(chat.case).toBe('modal_subscription')
    const prompt = page.getByRole('dialog', { name: `Subscribe to chat with ${creator.name}` })
    await expect(prompt).toBeVisible()
    const firstPlan = chat.subscription_plans.data[0]?.id
    await expect(prompt.getByRole('link', { name: 'Subscribe' })).toHaveAttribute(
      'href',
      `/subscribe?plan=${firstPlan}&webstar=${creator.username}`,
    )
  })
})
