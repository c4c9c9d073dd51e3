/**
 * The wallet as a member uses it (issue 11): tokens bought through the purchase screens show in the
 * header and on /tokens, a tip from a post, an unlock that opens the post, a retention offer
 * declined then accepted, and a membership cancelled through the unsubscribe flow with the code from
 * the development mailbox.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, expectSettled, signInAs, signInAsNewUser, test } from './fixtures'
import { payOnHostedPage } from './support/checkout'
import { bearer } from './support/token-pack'

type Signed = Awaited<ReturnType<typeof signInAs>>

/**
 * Buys the 25-token pack as a member would: the pack on /purchase/tokens, a new card (the test
 * driver's hosted page, card 4242 from the README), back on the result page with the tokens.
 */
async function buyTokenPackOnScreen(page: Page): Promise<number> {
  await page.goto('/purchase/tokens')
  await page.getByRole('button', { name: /^25 tokens/ }).click()
  await page.getByRole('radio', { name: /A new card or another payment method/ }).check()
  await page.getByRole('button', { name: /Enjoy tokens/ }).click()
  await payOnHostedPage(page, '4242424242424242')
  await expect(page).toHaveURL(/\/payment\/\d+\/result$/)
  await expect(page.getByRole('heading', { name: 'Your tokens are here' })).toBeVisible()
  return 25
}

/** Pays for a membership or a creator's plan chosen on the page shown, on the hosted page. */
async function subscribeWithNewCard(page: Page, plan: RegExp) {
  await page.getByRole('button', { name: plan }).first().click()
  await page.getByRole('button', { name: /Start membership/ }).click()
  await payOnHostedPage(page, '4242424242424242')
  await expect(page).toHaveURL(/\/payment\/\d+\/result$/)
  await expect(page.getByRole('heading', { name: 'Payment approved' })).toBeVisible()
}

async function balanceOf(request: APIRequestContext, user: Signed): Promise<number> {
  const response = await request.get('/api/tokens/balance', { headers: bearer(user) })
  return ((await response.json()) as { data: { balance: number } }).data.balance
}

async function expectChip(page: Page, balance: number) {
  await expect(page.getByRole('link', { name: `Your tokens: ${balance}` })).toBeVisible()
}

test.describe('[WALLET] buy, tip, unlock; unsubscribe', () => {
  test('a user buys tokens, tips a creator from a post and unlocks a locked post', async ({ page }) => {
    // A long journey: a purchase, two spends and three screens.
    test.slow()
    const user = await signInAs(page, 'user')
    const start = await balanceOf(page.request, user)
    const bought = await buyTokenPackOnScreen(page)
    const funded = start + bought
    // The header's balance follows the purchase on the result page; it leads to /tokens.
    await expectChip(page, funded)
    await page.getByRole('link', { name: `Your tokens: ${funded}` }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'My tokens' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Balance' })).toContainText(String(funded))
    await expect(page.getByRole('table', { name: 'Token transactions' }).getByText('Purchase').first()).toBeVisible()
    await expectChip(page, funded)

    // A tip from the first post that takes them, from the home feed.
    await page.goto('/home')
    const sendTokens = page.getByRole('button', { name: 'Send tokens' }).first()
    await sendTokens.click()
    const tip = page.getByRole('dialog', { name: /^Send tokens to / })
    await expect(tip).toBeVisible()
    await tip.getByRole('textbox', { name: 'Tokens' }).fill('5')
    await tip.getByRole('textbox', { name: 'Message (optional)' }).fill('Thank you!')
    await tip.getByRole('button', { name: 'Send tokens' }).click()
    await expect(tip.getByText('You sent 5 tokens')).toBeVisible()
    await tip.getByRole('button', { name: 'Done' }).click()
    await expect(tip).toBeHidden()
    await expectChip(page, funded - 5)

    // An unlock: the post opens in place, its pictures with it.
    const unlockButton = page.getByRole('button', { name: /^Unlock for \d+ tokens$/ }).first()
    // Posts this user unlocked on an earlier run are open now: the feed is scrolled until a locked one loads.
    await expect(async () => {
      if ((await unlockButton.count()) === 0) {
        await page.mouse.wheel(0, 3000)
        throw new Error('no locked tokens post loaded yet')
      }
    }).toPass({ timeout: 60_000 })
    await unlockButton.scrollIntoViewIfNeeded()
    const price = Number((await unlockButton.textContent())?.match(/\d+/)?.[0])
    // The post is known by its author and its time (the button goes once it is unlocked).
    const card = page.locator('article').filter({ has: unlockButton }).first()
    const author = await card.getAttribute('aria-label')
    const time = await card.locator('time').first().getAttribute('datetime')
    const post = page
      .locator(`article[aria-label="${author}"]`)
      .filter({ has: page.locator(`time[datetime="${time}"]`) })
    await unlockButton.click()
    const unlock = page.getByRole('dialog', { name: `Unlock for ${price} tokens` })
    await expect(unlock.getByText(`${funded - 5} tokens`)).toBeVisible()
    await unlock.getByRole('button', { name: 'Unlock' }).click()
    await expect(unlock.getByText('Unlocked')).toBeVisible()
    await unlock.getByRole('button', { name: 'See the post' }).click()
    await expect(unlock).toBeHidden()
    await expect(post.getByRole('button', { name: /^Unlock for/ })).toHaveCount(0)
    await expect(post.getByText(/^Unlock this post for/)).toHaveCount(0)
    await expectChip(page, funded - 5 - price)

    // Both movements are listed, newest first.
    await page.goto('/tokens')
    const table = page.getByRole('table', { name: 'Token transactions' })
    await expect(table.getByRole('row').nth(1)).toContainText('Unlock')
    await expect(table.getByRole('row').nth(2)).toContainText('Tip')
    await expect(table).toContainText('Thank you!')
    await expectSettled(page)
  })

  test('a member cancels the membership with the code from the e-mail', async ({ page }) => {
    // Each retention offer can be declined only after its 10 s countdown (001 §9).
    test.slow()
    // A member of their own, so that the journey can run again (the demo member's stays canceled).
    const member = await signInAsNewUser(page, 'leave')
    await page.goto('/subscribe')
    await subscribeWithNewCard(page, /^Monthly membership/)
    await page.goto('/subscriptions')
    await expect(page.getByRole('heading', { level: 1, name: 'My subscriptions' })).toBeVisible()
    await page
      .getByRole('button', { name: /^Cancel / })
      .first()
      .click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Send me the code' }).click()

    // Offers, when there are any, come before the code: this journey declines them.
    const form = dialog.getByRole('textbox', { name: 'Code' })
    const decline = dialog.getByRole('button', { name: 'No thanks', exact: true })
    const countdown = dialog.getByRole('button', { name: /^No thanks/ })
    await expect(form.or(countdown)).toBeVisible()
    while (await countdown.isVisible()) {
      await decline.click({ timeout: 15_000 })
      // The next offer (counting down again) or the code form takes its place.
      await expect(decline).toBeHidden()
      await expect(form.or(countdown)).toBeVisible()
    }

    let code = ''
    await expect
      .poll(async () => {
        const response = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(member.email)}`)
        const mails = ((await response.json()) as { data: { subject: string; text: string }[] }).data
        code = mails.map((mail) => mail.text.match(/\b(\d{6})\b/)?.[1]).find(Boolean) ?? ''
        return code
      })
      .not.toBe('')
    await form.fill(code)
    await dialog.getByRole('button', { name: 'Cancel subscription' }).click()
    await expect(dialog.getByText('Subscription canceled')).toBeVisible()
    await dialog.getByRole('button', { name: 'Close' }).first().click()
    await expect(page.getByRole('table', { name: 'Active subscriptions' })).toContainText('Canceled')
  })

  test('a member declines a retention offer, then accepts it the next time', async ({ page }) => {
    test.slow()
    // The offer's 10 s countdown runs on the page's clock, fast-forwarded instead of waited for.
    await page.clock.install()
    await signInAsNewUser(page, 'stay')
    await page.goto('/subscribe')
    await subscribeWithNewCard(page, /^Monthly membership/)

    await page.goto('/subscriptions')
    const cancel = page.getByRole('button', { name: /^Cancel / }).first()
    await cancel.click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Send me the code' }).click()
    await expect(dialog.getByText('Stay and get 7 days free')).toBeVisible()
    const decline = dialog.getByRole('button', { name: /^No thanks/ })
    await expect(decline).toBeDisabled()
    await expect(decline).toHaveAccessibleName(/^No thanks \(\d+\)$/)
    await page.clock.fastForward(10_000)
    await expect(decline).toHaveAccessibleName('No thanks')
    await decline.click()
    await expect(dialog.getByRole('textbox', { name: 'Code' })).toBeVisible()

    // Changed their mind about leaving: a new code is asked for, the offer comes again and is taken.
    await dialog.getByRole('button', { name: 'Send a new code' }).click()
    await dialog.getByRole('button', { name: 'Accept 7 free days' }).click()
    await expect(dialog.getByRole('heading', { name: 'You are staying' })).toBeVisible()
    await dialog.getByRole('button', { name: 'Close' }).first().click()
    await expect(page.getByRole('table', { name: 'Active subscriptions' })).not.toContainText('Canceled')
  })
})
