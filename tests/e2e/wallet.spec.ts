/**
 * The wallet as a member uses it: tokens bought through the purchase screens show in the
 * header and on /tokens, a tip from a post, an unlock that opens the post, a retention offer
 * declined then accepted, and a membership cancelled through the unsubscribe flow with the code from
 * the development mailbox.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, expectSettled, signInAs, signInAsNewUser, test } from './fixtures'
import { payOnHostedPage } from './support/checkout'
import { bearer, buyTokenPack } from './support/token-pack'

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

type LockedPost = { id: number; tokens_quantity: number; username: string }

/** A tokens post the user has not unlocked yet, from the featured creators' posts. */
async function lockedTokensPost(page: Page, user: Signed): Promise<LockedPost> {
  type Item = {
    id: number
    front_container: string
    available: boolean
    tokens_quantity: number
    webstar?: { data: { username: string | null } }
  }
  for (let listPage = 1; listPage <= 20; listPage++) {
    const response = await page.request.get(`/api/celebrities?page=${listPage}&include=webstar`, {
      headers: bearer(user),
    })
    expect(response.status()).toBe(200)
    const post = ((await response.json()) as { data: Item[] }).data.find(
      (item) => item.front_container === 'tokens' && !item.available && item.webstar?.data.username,
    )
    const username = post?.webstar?.data.username
    if (post && username) return { id: post.id, tokens_quantity: post.tokens_quantity, username }
  }
  throw new Error('no locked tokens post left for this user')
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

  test('an unlock on the post page whose reload fails says it went through, then shows the post', async ({
    page,
    context,
  }) => {
    const user = await signInAs(page, 'user')
    const post = await lockedTokensPost(page, user)
    while ((await balanceOf(page.request, user)) < post.tokens_quantity) await buyTokenPack(page.request, user)
    const before = await balanceOf(page.request, user)
    await page.goto(`/@${post.username}/post/${post.id}`)
    const unlockButton = page.getByRole('button', { name: `Unlock for ${post.tokens_quantity} tokens` })
    await unlockButton.click()
    const dialog = page.getByRole('dialog', { name: `Unlock for ${post.tokens_quantity} tokens` })
    await expect(dialog.getByText(`${before} tokens`)).toBeVisible()

    // The unlock is taken; reading the post again then fails until the server answers again.
    let isFailing = true
    await context.route(
      (url) => url.pathname === `/api/posts/${post.id}`,
      (route) =>
        isFailing
          ? route.fulfill({ status: 500, json: { message: 'Server Error', code: 'internal' } })
          : route.fallback(),
    )
    await dialog.getByRole('button', { name: 'Unlock' }).click()
    await expect(dialog.getByText('Unlocked')).toBeVisible()
    await expect(dialog.getByText(`You paid ${post.tokens_quantity} tokens.`)).toBeVisible()
    await expect(dialog.getByText('The post did not load. Loading it again charges nothing.')).toBeVisible()
    await expect(page.getByText('An error ocurred')).toHaveCount(0)

    isFailing = false
    await dialog.getByRole('button', { name: 'Load the post' }).click()
    await dialog.getByRole('button', { name: 'See the post' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('article')).toBeVisible()
    await expect(page.getByRole('button', { name: /^Unlock for/ })).toHaveCount(0)
    await expect(page.getByText(/^Unlock this post for/)).toHaveCount(0)
    expect(await balanceOf(page.request, user)).toBe(before - post.tokens_quantity)
    await expectChip(page, before - post.tokens_quantity)
  })

  test('a member cancels the membership with the code from the e-mail', async ({ page }) => {
    // Each retention offer can be declined only after its 10 s countdown.
    test.slow()
    // A member of their own, so that the journey can run again (the demo member's stays canceled).
    const member = await signInAsNewUser(page, 'leave')
    await page.goto('/subscribe')
    await subscribeWithNewCard(page, /^Monthly membership/)
    // The history lists ended subscriptions only: the running one, and its way out, are under Active.
    await page.goto('/subscriptions_history')
    await expect(page.getByText('No ended subscriptions')).toBeVisible()
    await expect(page.getByRole('button', { name: /^Cancel / })).toHaveCount(0)
    await page.getByRole('link', { name: 'See my active subscriptions' }).click()
    await expect(page).toHaveURL(/\/subscriptions$/)
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

  test('a member declines a retention offer after its countdown, then, in California, accepts it at once', async ({
    page,
    context,
  }) => {
    test.slow()
    // The offer's 10 s countdown runs on the page's clock, fast-forwarded instead of waited for (and
    // never running by itself, so a button enabled without fast-forwarding had no countdown).
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

    // Back another day, now where the proxy says the visitor is in California (the e2e server trusts
    // X-Velvet-Region): the offer comes again, and can be declined at once, without a countdown.
    await context.setExtraHTTPHeaders({ 'x-velvet-region': 'US-CA' })
    await page.reload()
    await cancel.click()
    await dialog.getByRole('button', { name: 'Send me the code' }).click()
    await expect(dialog.getByText('Stay and get 7 days free')).toBeVisible()
    await expect(decline).toHaveAccessibleName('No thanks')
    await expect(decline).toBeEnabled()
    // Changed their mind about leaving: the offer is taken.
    await dialog.getByRole('button', { name: 'Accept 7 free days' }).click()
    await expect(dialog.getByRole('heading', { name: 'You are staying' })).toBeVisible()
    await dialog.getByRole('button', { name: 'Close' }).first().click()
    await expect(page.getByRole('table', { name: 'Active subscriptions' })).not.toContainText('Canceled')
  })
})
