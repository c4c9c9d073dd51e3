/**
 * Our own chat, as two people use it: a member opens the chat from the demo creator's
 * profile, the creator finds the conversation in their list, and they talk in real time (messages,
 * typing, read ticks) without reloading. Then the member loses the network, writes two messages,
 * and gets it back: the creator receives both, once each, in the order they were written.
 */
import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import {
  accountForWorker,
  expect,
  profileChatButton,
  signInAs,
  test,
  waitForHydrated,
  waitForServiceWorkerControl,
} from './fixtures'
import { secondPhone } from './support/second-phone'

type Message = { body: string }

/** The messages the server holds for the room, oldest first (what the creator's side is sent). */
async function serverMessages(page: Page, token: string, roomId: string): Promise<string[]> {
  const res = await page.request.get(`/api/chat/rooms/${roomId}/messages`, {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(res.status()).toBe(200)
  return ((await res.json()) as { data: Message[] }).data.map((message) => message.body)
}

function log(page: Page) {
  return page.getByRole('log')
}

test.describe('[CHAT] our own chat', () => {
  test('a member and a creator chat in real time; two messages written offline arrive once, in order', async ({
    page,
    context,
    browser,
  }) => {
    // Two phones, a service worker each, and a network cut: more than one journey's worth of time.
    test.slow()
    const member = await signInAs(page, 'member')
    const creatorContext = await secondPhone(browser)
    const creatorPage = await creatorContext.newPage()
    try {
      const creator = await signInAs(creatorPage, 'creator')
      const creatorName = await (async () => {
        const res = await page.request.get(`/api/models/${creator.model_id}`)
        return ((await res.json()) as { data: { name: string } }).data.name
      })()

      // The member opens the chat from the creator's profile, as anyone would.
      await page.goto(`/${creator.username}`)
      await waitForServiceWorkerControl(page)
      const chatButton = profileChatButton(page, creatorName)
      await waitForHydrated(chatButton)
      await chatButton.click()
      await expect(page).toHaveURL(/\/room\/[0-9a-f-]{36}\?token=[^&]+&mid=\d+$/)
      const roomId = new URL(page.url()).pathname.split('/').pop() ?? ''
      const composer = page.getByRole('textbox', { name: 'Your message' })
      await expect(composer).toBeVisible()

      // The creator finds the new conversation in their list.
      await creatorPage.goto('/chats')
      await creatorPage.getByRole('link', { name: new RegExp(accountForWorker('member').split('@')[0] ?? '') }).click()
      await expect(creatorPage).toHaveURL(new RegExp(`/room/${roomId}$`))
      const creatorComposer = creatorPage.getByRole('textbox', { name: 'Your message' })
      await expect(creatorComposer).toBeVisible()
      // Both are connected before anyone writes.
      await expect(page.getByText('Connecting…')).toHaveCount(0)
      await expect(creatorPage.getByText('Connecting…')).toHaveCount(0)

      const hello = `Hello from the member ${Date.now()}`
      await composer.fill(hello)
      await composer.press('Enter')
      await expect(log(creatorPage).getByText(hello)).toBeVisible()
      // The creator has it on screen: the member's message is marked read.
      await expect(log(page).getByText(hello).locator('..').getByRole('img', { name: 'Read' })).toBeVisible()

      const answer = `Hi! ${Date.now()}`
      await creatorComposer.pressSequentially(answer)
      await expect(page.getByText('typing…')).toBeVisible()
      await creatorComposer.press('Enter')
      await expect(log(page).getByText(answer)).toBeVisible()

      // Offline, the member writes two messages; they wait on the device.
      await context.setOffline(true)
      await expect(
        page.getByText('You are offline. Your messages will be sent when you are back online.'),
      ).toBeVisible()
      const first = `Offline one ${Date.now()}`
      const second = `Offline two ${Date.now()}`
      await composer.fill(first)
      await composer.press('Enter')
      await composer.fill(second)
      await composer.press('Enter')
      await expect(log(page).getByRole('img', { name: 'Waiting to be sent' })).toHaveCount(2)
      await expect(log(creatorPage).getByText(first)).toHaveCount(0)

      // Back online: the creator receives both, once each, in the order they were written.
      await context.setOffline(false)
      await expect(log(creatorPage).getByText(second)).toBeVisible({ timeout: 20_000 })
      await expect(log(creatorPage).getByText(first)).toHaveCount(1)
      await expect(log(creatorPage).getByText(second)).toHaveCount(1)
      const text = (await log(creatorPage).textContent()) ?? ''
      expect(text.indexOf(first)).toBeGreaterThan(text.indexOf(answer))
      expect(text.indexOf(second)).toBeGreaterThan(text.indexOf(first))
      await expect(log(page).getByRole('img', { name: 'Waiting to be sent' })).toHaveCount(0)
      const stored = await serverMessages(page, member.accessToken, roomId)
      expect(stored.filter((body) => body === first || body === second)).toEqual([first, second])
    } finally {
      await creatorContext.close()
    }
  })
})

test.describe('[CHAT] the chat beside its socket', () => {
  test('the header count follows new messages over the socket without asking the server; the conversation fits the screen under the cookie question', async ({
    page,
    browser,
  }) => {
    const member = await signInAs(page, 'member')
    // A first visit: the cookie question is still open.
    await page.addInitScript(() => localStorage.removeItem('velvet.cookie-consent'))
    const creatorContext = await secondPhone(browser)
    try {
      const creator = await signInAs(await creatorContext.newPage(), 'creator')
      const asMember = { authorization: `Bearer ${member.accessToken}` }
      const opened = await page.request.post('/api/chat/model', {
        headers: asMember,
        data: { model_id: creator.model_id },
      })
      const roomId = new URL(((await opened.json()) as { url: string }).url, 'http://x').searchParams.get('rid')
      const unread = await page.request.get('/api/chat/unread', { headers: asMember })
      const before = ((await unread.json()) as { data: { total: number } }).data.total
      const send = async (body: string) => {
        const res = await creatorContext.request.post(`/api/chat/rooms/${roomId}/messages`, {
          headers: { authorization: `Bearer ${creator.accessToken}`, 'Idempotency-Key': randomUUID() },
          data: { body },
        })
        expect(res.status()).toBe(201)
      }
      const asked: string[] = []
      page.on('request', (request) => {
        const { pathname } = new URL(request.url())
        if (pathname === '/api/chat/unread' || pathname === '/api/chat/home') asked.push(pathname)
      })

      await page.goto('/home')
      // The first message's count arrives once the inbox is listening.
      await send(`First ${Date.now()}`)
      const badge = (count: number) => page.getByRole('link', { name: `Messages: ${count} unread` })
      await expect(badge(before + 1)).toBeVisible()
      // The members' part of the shell loads after the first screen and reads the counts once when it
      // starts listening; from then on only the socket brings them.
      await page.waitForLoadState('networkidle')
      const askedBefore = asked.length
      await send(`Second ${Date.now()}`)
      await send(`Third ${Date.now()}`)
      await expect(badge(before + 3)).toBeVisible()
      // The socket brought the counts: nothing was read again over HTTP.
      expect(asked.slice(askedBefore)).toEqual([])

      await page.goto(`/room/${roomId}`)
      const composer = page.getByRole('textbox', { name: 'Your message' })
      await expect(composer).toBeVisible()
      const cookies = page.getByRole('region', { name: 'Cookies' })
      await expect(cookies).toBeVisible()
      // The composer stays in sight above the cookie question, and the page has nothing below to scroll to.
      await expect
        .poll(async () => {
          const [box, bar] = [await composer.boundingBox(), await cookies.boundingBox()]
          return Boolean(box && bar && box.y + box.height <= bar.y)
        })
        .toBe(true)
      await expect(page.getByRole('contentinfo')).toBeHidden()
      expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeLessThanOrEqual(
        0,
      )
      await cookies.getByRole('button', { name: 'Accept' }).click()
      await expect(cookies).toBeHidden()
      await expect
        .poll(async () => {
          const [box, nav] = [
            await composer.boundingBox(),
            await page.getByRole('navigation', { name: 'Main' }).boundingBox(),
          ]
          return Boolean(box && nav && box.y + box.height <= nav.y)
        })
        .toBe(true)
    } finally {
      await creatorContext.close()
    }
  })
})
