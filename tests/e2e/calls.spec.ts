/**
 * A video call as two people hold it: the member books a call
 * from the conversation with the creator, seeing the price first; the creator joins from the
 * invite in the conversation; both see the other's (fake) camera; the countdown runs; the member
 * buys an extra minute (in both token logs) and sends tokens (on the creator's side); the call ends
 * at 1 s on both screens. The e2e server's call minute is 30 s (CALL_MINUTE_MS):
 * long enough for every step to happen inside it on a busy machine.
 */
import { randomUUID } from 'node:crypto'
import type { Locator, Page } from '@playwright/test'
import { expect, profileChatButton, signInAs, test, waitForHydrated } from './fixtures'
import { secondPhone } from './support/second-phone'
import { bearer, buyTokenPack } from './support/token-pack'

/** The other person's video is playing: frames arrive and it is not paused. */
async function expectRemoteVideoPlaying(page: Page) {
  await expect
    .poll(
      () =>
        page
          .getByTestId('remote-video')
          .evaluate((video: HTMLVideoElement) => video.readyState >= 2 && !video.paused && video.videoWidth > 0),
      { timeout: 20_000 },
    )
    .toBe(true)
}

/** The e2e server's call minute (scripts/e2e-server.mjs CALL_MINUTE_MS), in seconds. */
const CALL_MINUTE_S = 30

/** The seconds a countdown shows (mm:ss). */
async function secondsOn(countdown: Locator): Promise<number> {
  const [minutes = 0, seconds = 0] = ((await countdown.textContent()) ?? '').split(':').map(Number)
  return minutes * 60 + seconds
}

function tokenLog(page: Page) {
  return page.getByTestId('call-log')
}

test.describe('[CALL] video calls', () => {
  test('member and creator hold a call: countdown, extra minute, tokens, the end at 1 s', async ({ page, browser }) => {
    test.setTimeout(180_000)
    const member = await signInAs(page, 'member')
    // Each run spends tokens: top up when the demo balance would not pay for this call.
    const balance = await page.request.get('/api/tokens/balance', { headers: bearer(member) })
    if (((await balance.json()) as { data: { balance: number } }).data.balance < 60) {
      await buyTokenPack(page.request, member)
    }
    const creatorContext = await secondPhone(browser)
    const creatorPage = await creatorContext.newPage()
    try {
      const creator = await signInAs(creatorPage, 'creator')
      const creatorName = (
        (await (await page.request.get(`/api/models/${creator.model_id}`)).json()) as {
          data: { name: string }
        }
      ).data.name

      // The member opens the conversation from the creator's profile and books a call there.
      await page.goto(`/${creator.username}`)
      const chatButton = profileChatButton(page, creatorName)
      await waitForHydrated(chatButton)
      await chatButton.click()
      await expect(page).toHaveURL(/\/room\/[0-9a-f-]{36}\?token=[^&]+&mid=\d+$/)
      const roomPath = new URL(page.url()).pathname
      await page.getByRole('button', { name: 'Video call' }).click()
      const booking = page.getByRole('dialog', { name: `Video call with ${creatorName}` })
      await expect(booking.getByText(/tokens? a minute/)).toBeVisible()
      await expect(booking.getByText(/Your balance pays for/)).toBeVisible()
      await booking.getByRole('button', { name: 'Start the call' }).click()
      await expect(page).toHaveURL(/\/videocall\/[0-9a-f]{32}$/)
      const callPath = new URL(page.url()).pathname
      await expect(page.getByTestId('call-countdown')).toHaveText('99:99')

      // The creator finds the invite in the same conversation and joins.
      await creatorPage.goto(roomPath)
      // The invite is a card saying what was booked: one minute, and its price.
      const invite = creatorPage.getByRole('link', { name: /Join the call/ }).last()
      await expect(invite).toContainText(/1 minute · \d+ tokens?/)
      await invite.click()
      await expect(creatorPage).toHaveURL(new RegExp(`${callPath}$`))

      await expectRemoteVideoPlaying(page)
      await expectRemoteVideoPlaying(creatorPage)

      // Started: the countdown runs from mins (one 30 s minute) on both screens.
      const countdown = page.getByTestId('call-countdown')
      await expect(countdown).toHaveText(/^00:([0-2]\d|30)$/)
      await expect(creatorPage.getByTestId('call-countdown')).toHaveText(/^00:([0-2]\d|30)$/)

      // An extra minute: in both token logs, and the countdown jumps up by one minute (30 s). Judged
      // against the clock, not a fixed window: on a busy machine the purchase itself can take seconds.
      const before = { seconds: await secondsOn(countdown), at: Date.now() }
      await page.getByRole('button', { name: 'Extra minute' }).click()
      await expect(tokenLog(page).getByText(/^Extra minute bought, \d+ tokens$/)).toBeVisible()
      await expect
        .poll(async () => (await secondsOn(countdown)) - (before.seconds - (Date.now() - before.at) / 1000))
        .toBeGreaterThan(CALL_MINUTE_S / 2)
      await expect(tokenLog(creatorPage).getByText(/^Extra minute bought, \d+ tokens$/)).toBeVisible()

      // Tokens sent show on the creator's side.
      await page.getByRole('button', { name: 'Send tokens' }).click()
      const send = page.getByRole('dialog', { name: 'Send tokens' })
      await send.getByRole('button', { name: '5', exact: true }).click()
      await send.getByRole('button', { name: 'Send 5 tokens' }).click()
      await expect(tokenLog(creatorPage).getByText('Sent 5 tokens')).toBeVisible()
      await expect(tokenLog(creatorPage).getByText(`@${member.username}`).first()).toBeVisible()

      // The call ends at 1 s on both screens.
      await expect(page).toHaveURL(/\/videocall-end/, { timeout: 75_000 })
      await expect(creatorPage).toHaveURL(/\/videocall-end/, { timeout: 10_000 })
      await expect(page.getByRole('heading', { name: 'Call ended' })).toBeVisible()
      await expect(creatorPage.getByRole('heading', { name: 'Call ended' })).toBeVisible()

      // The end page keeps the minutes apart from the tip, on both sides.
      const totals = page.getByLabel('Tokens spent')
      await expect(totals.getByText('1 call minute')).toBeVisible()
      await expect(totals.getByText('1 extra minute')).toBeVisible()
      await expect(totals.getByText('1 tip')).toBeVisible()
      await expect(totals.getByText('5 tokens', { exact: true })).toBeVisible()
      await expect(totals.getByText('Total spent')).toBeVisible()
      await expect(creatorPage.getByLabel('Tokens received').getByText('1 tip')).toBeVisible()
      await expect(creatorPage.getByLabel('Tokens received').getByText('Total received')).toBeVisible()

      // The member's token history names each movement of the call for what it was, newest first.
      await page.goto('/tokens')
      const rows = page.getByRole('table', { name: 'Token transactions' }).getByRole('row')
      await expect(rows.nth(1)).toContainText('Tip in a call')
      await expect(rows.nth(1)).toContainText(`Tip to ${creatorName} during a video call`)
      await expect(rows.nth(2)).toContainText('Extra call minute')
      await expect(rows.nth(3)).toContainText('Call minute')
      await expect(rows.nth(3)).toContainText(`Video call minute with ${creatorName}`)
    } finally {
      await creatorContext.close()
    }
  })

  test('a call nobody joins says so after a while, then is called off with nothing charged', async ({
    page,
    browser,
  }) => {
    const member = await signInAs(page, 'member')
    const balance = async () =>
      (
        (await (await page.request.get('/api/tokens/balance', { headers: bearer(member) })).json()) as {
          data: { balance: number }
        }
      ).data.balance
    if ((await balance()) < 60) await buyTokenPack(page.request, member)
    const creatorContext = await secondPhone(browser)
    try {
      const creator = await signInAs(await creatorContext.newPage(), 'creator')
      const booked = await page.request.post('/api/video_call_rooms', {
        headers: { ...bearer(member), 'Idempotency-Key': randomUUID() },
        data: { model_id: creator.model_id, mins: 1 },
      })
      expect(booked.status(), await booked.text()).toBe(201)
      const { hash } = ((await booked.json()) as { data: { hash: string } }).data
      const before = await balance()

      // The page's clock, moved on by hand: nobody has to wait two real minutes.
      await page.clock.install()
      await page.goto(`/videocall/${hash}`)
      await expect(page.getByText(/^Waiting for .+ to join…$/)).toBeVisible()
      await expect(page.getByText(/has not joined yet/)).toHaveCount(0)
      await page.clock.fastForward(25_000)
      await expect(page.getByText(/has not joined yet\. Nothing is charged until the call starts/)).toBeVisible()
      await page.clock.fastForward(100_000)
      await expect(page).toHaveURL(/\/videocall-end/)
      await expect(page.getByText('The call did not start: nothing was charged.')).toBeVisible()
      expect(await balance()).toBe(before)
    } finally {
      await creatorContext.close()
    }
  })
})
