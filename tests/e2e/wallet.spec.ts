/**
 * The wallet as a member uses it (issue 11): tokens bought with the saved card show in the header
 * and on /tokens, a tip from a post, an unlock that opens the post, and a membership cancelled
 * through the unsubscribe flow with the code from the development mailbox.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, expectSettled, signInAs, test } from './fixtures'
import { bearer, buyTokenPack } from './support/token-pack'

type Signed = Awaited<ReturnType<typeof signInAs>>

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
    const bought = await buyTokenPack(page.request, user)
    const funded = start + bought

    await page.goto('/tokens')
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
    const member = await signInAs(page, 'member')
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
})
