/**
 * Purchase journeys (issue 10 "Done when"), on a phone, against the sandbox processor: card numbers
 * are only ever typed into the processor's hosted page or the card form that sends them to the
 * processor's tokenisation endpoint, never to our API.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import { acceptAgeBeforeLoad, expect, signInAs, test } from './fixtures'
import { acceptLegal, payOnHostedPage } from './support/checkout'

type Mail = { to: string; subject: string; text: string }

function uniqueEmail(prefix: string) {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
  return { email: `${prefix}-${id}@example.com`, username: `${prefix}_${id}`.slice(0, 24) }
}

async function mailSubjects(request: APIRequestContext, to: string): Promise<string[]> {
  const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)
  return ((await response.json()) as { data: Mail[] }).data.map((mail) => mail.subject)
}

/** The guest's e-mail twice and the two acceptances of the purchase form. */
async function fillGuestForm(page: Page, email: string) {
  await page.getByLabel('E-mail', { exact: true }).fill(email)
  await page.getByLabel('Confirm your e-mail').fill(email)
  await acceptLegal(page)
}

test.describe('[PURCHASE] routes', () => {
  test('the purchase paths are pages of their own, never a creator called "subscribe"', async ({ page }) => {
    await acceptAgeBeforeLoad(page)
    for (const path of ['/subscribe', '/buytokens', '/payments', '/purchase/tokens']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByText('This creator does not exist')).toHaveCount(0)
    }
    // /payments is for signed-in users: a guest is asked to log in.
    await page.goto('/payments')
    await expect(page).toHaveURL(/\/login\?redirect=/)
    await page.goto('/purchase')
    await expect(page).toHaveURL(/\/home$/)
  })
})

test.describe('[PURCHASE] a promotional code', () => {
  test('is checked with one request for the plans, whose answer is then shown as it is', async ({ page }) => {
    await acceptAgeBeforeLoad(page)
    const asked: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname === '/api/purchase_options') asked.push(url.searchParams.get('code') ?? '')
    })
    await page.goto('/subscribe')
    await page.getByRole('button', { name: /^Monthly membership/ }).click()
    await expect(page.getByRole('heading', { name: 'Monthly membership' })).toBeVisible()
    await page.getByRole('button', { name: 'Have a promotional code?' }).click()
    await page.getByLabel('Promotional code').fill('WELCOME50')
    await expect(page.getByText('Code applied.')).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(asked.filter((code) => code === 'WELCOME50')).toEqual(['WELCOME50'])
  })
})

test.describe('[PURCHASE] a guest buys a membership', () => {
  test('pays with the test card on the processor page, finishes the account, lands with the membership', async ({
    page,
  }) => {
    const { email, username } = uniqueEmail('buyer')
    await acceptAgeBeforeLoad(page)
    await page.goto('/subscribe')
    await expect(page.getByRole('heading', { name: 'Choose your membership' })).toBeVisible()
    await page.getByRole('button', { name: /^Monthly membership/ }).click()
    await expect(page.getByRole('heading', { name: 'Monthly membership' })).toBeVisible()
    // The sandbox's test method is the preferred one in the demo.
    await expect(page.getByRole('radio', { name: /Test card/ })).toBeChecked()

    // Guests give the e-mail twice: a mismatch is refused before anything is sent.
    await page.getByLabel('E-mail', { exact: true }).fill(email)
    await page.getByLabel('Confirm your e-mail').fill(`x${email}`)
    // Leaving the field shows the mismatch (and moves what is below it): leave it first.
    await page.getByLabel('Confirm your e-mail').blur()
    await expect(page.getByText('This does not match.')).toBeVisible()
    await acceptLegal(page)
    await page.getByRole('button', { name: /Start membership/ }).click()
    await expect(page.getByText('This does not match.')).toBeVisible()
    await page.getByLabel('Confirm your e-mail').fill(email)
    await page.getByRole('button', { name: /Start membership/ }).click()

    await payOnHostedPage(page, '4242424242424242')
    await expect(page).toHaveURL(/\/payment\/\d+\/result$/)
    await expect(page.getByRole('heading', { name: 'Payment approved' })).toBeVisible()

    // The way in: finish the registration from the result page (the same link is in the mailbox).
    await expect.poll(() => mailSubjects(page.request, email)).toContain('Finish creating your Velvet account')
    await page.getByRole('link', { name: 'Finish my registration' }).click()
    await expect(page).toHaveURL(/\/finish\?token=.+&payment_id=\d+$/)
    await expect(page.getByText('Your payment for Monthly membership is confirmed.')).toBeVisible()
    await page.getByLabel('Username').fill(username)
    await page.getByLabel('Password', { exact: true }).fill('a-long-secret-2026')
    await page.getByLabel('Confirm your password').fill('a-long-secret-2026')
    await page.getByLabel('I am at least 18 years old.').check()
    await page.getByLabel(/I will not copy/).check()
    await page.getByLabel(/I accept the/).check()
    await expect(page.locator('[data-captcha="verified"]')).toBeVisible({ timeout: 20_000 })
    await page.getByRole('button', { name: 'Finish registration' }).click()

    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByText('Active member')).toBeVisible()
    await expect.poll(() => mailSubjects(page.request, email)).toContain('Your Velvet receipt')
  })
})

test.describe('[PURCHASE] one click with a saved card', () => {
  test('a member buys a token pack with one tap and a confirm; the banned card is listed last', async ({ page }) => {
    await signInAs(page, 'member')
    await page.goto('/purchase/tokens')
    await page.getByRole('button', { name: /^60 tokens/ }).click()
    const cards = page.getByRole('radio', { name: /ending in/ })
    // A good card is preselected; the seeded card that failed before comes last, with the advice.
    await expect(cards.first()).toBeChecked()
    await expect(cards.first()).not.toHaveAccessibleName(/Do not honour/)
    await expect(cards.last()).toHaveAccessibleName(/ending in 4444.*Do not honour/)

    await page.getByRole('radio', { name: /ending in 4242/ }).check()
    await page.getByRole('button', { name: /with this card/ }).click()
    await page.getByRole('button', { name: /Confirm and pay/ }).click()
    await expect(page).toHaveURL(/\/payment\/\d+\/result$/)
    await expect(page.getByRole('heading', { name: 'Your tokens are here' })).toBeVisible()
  })

  test('a declined card shows the advice and is marked banned next time', async ({ page }) => {
    await signInAs(page, 'user')
    await page.goto('/purchase/tokens')
    await page.getByRole('button', { name: /^25 tokens/ }).click()
    // Card 0341 paid once and declines on later one-click charges (sandbox behaviour).
    await page.getByRole('radio', { name: /ending in 0341/ }).check()
    await page.getByRole('button', { name: /with this card/ }).click()
    await page.getByRole('button', { name: /Confirm and pay/ }).click()
    await expect(page).toHaveURL(/\/payment\/\d+\/result$/)
    await expect(page.getByRole('heading', { name: 'Payment declined' })).toBeVisible()
    await expect(page.getByText(/Your bank declined the payment/)).toBeVisible()
    await expect(page.getByText(/Do not honour/)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Contact support' })).toBeVisible()
    const stored = await page.evaluate(() => localStorage.getItem('failedCards'))
    expect(stored).toContain('TRANS_STATUS_NAME')

    await page.getByRole('link', { name: 'Try again' }).click()
    const cards = page.getByRole('radio', { name: /ending in/ })
    await expect(cards.first()).toHaveAccessibleName(/ending in 4242/)
    await expect(cards.last()).toHaveAccessibleName(/ending in 0341.*Do not honour/)
  })
})

test.describe('[PURCHASE] trial and promotion refused', () => {
  test('409: a user who had a trial pays without trial and promotion', async ({ page }) => {
    await signInAs(page, 'user')
    await page.goto('/subscribe?code=FREETRIAL7&plan=1')
    await expect(page.getByText('7 days free, then the regular price.')).toBeVisible()
    await page.getByRole('radio', { name: /A new card or another payment method/ }).check()
    await acceptLegal(page)
    await page.getByRole('button', { name: /Start membership/ }).click()
    await expect(page.getByText(/The free trial is not available to you/)).toBeVisible()
    // The promotion is left out of the summary while the buyer pays without it.
    await expect(page.getByText('7 days free, then the regular price.')).toHaveCount(0)
    await page.getByRole('button', { name: /Pay without trial/ }).click()
    await payOnHostedPage(page, '4242424242424242')
    await expect(page.getByRole('heading', { name: 'Payment approved' })).toBeVisible()
    await expect(page.getByText('$29.99')).toBeVisible()
  })

  test('410: a promotion the method does not take is dropped and the full price is paid', async ({ page }) => {
    const { email } = uniqueEmail('promo')
    await acceptAgeBeforeLoad(page)
    await page.goto('/subscribe?code=WELCOME50&plan=1&payment_method=ccbill')
    await expect(page.getByText('Half price on your first payment.')).toBeVisible()
    await expect(page.getByText('This payment method was chosen for you by the link you followed.')).toBeVisible()
    await expect(page.getByRole('radio')).toHaveCount(1)
    await fillGuestForm(page, email)
    await page.getByRole('button', { name: /Start membership/ }).click()
    await expect(page.getByText(/This promotion cannot be used with this payment method/)).toBeVisible()
    await page.getByRole('button', { name: /Pay without promo/ }).click()
    await payOnHostedPage(page, '4242424242424242')
    await expect(page).toHaveURL(/\/payment\/\d+\/result_ccbill$/)
    await expect(page.getByRole('heading', { name: /Payment approved|Waiting for the confirmation/ })).toBeVisible()
    await expect(page.getByText('$29.99')).toBeVisible()
  })
})

test.describe('[PURCHASE] paylink and pending payments', () => {
  test("a creator's payment link is paid by a guest", async ({ page }) => {
    const { email } = uniqueEmail('link')
    await acceptAgeBeforeLoad(page)
    await page.goto('/lunarivers/paylink/welcome-pack')
    await expect(page.getByRole('heading', { name: 'Payment link' })).toBeVisible()
    await expect(page.getByText(/from @lunarivers/)).toBeVisible()
    await fillGuestForm(page, email)
    // A one-time purchase, not a membership.
    await expect(page.getByRole('button', { name: /Start membership/ })).toHaveCount(0)
    await page.getByRole('button', { name: /Buy now/ }).click()
    await payOnHostedPage(page, '4242424242424242')
    await expect(page.getByRole('heading', { name: 'Payment approved' })).toBeVisible()

    await page.goto('/lunarivers/paylink/no-such-link')
    await expect(page.getByText('This payment link is not valid')).toBeVisible()
  })

  test('the result page polls a pending payment until it is approved', async ({ page }) => {
    const { email } = uniqueEmail('pending')
    await acceptAgeBeforeLoad(page)
    await page.goto('/subscribe?plan=4')
    await fillGuestForm(page, email)
    await page.getByRole('button', { name: /Start membership/ }).click()
    await payOnHostedPage(page, '4000000000000259')
    await expect(page.getByRole('heading', { name: 'Waiting for the confirmation' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Payment approved' })).toBeVisible({ timeout: 30_000 })
  })
})

test.describe('[PURCHASE] card form', () => {
  test('the in-app card form checks every rule, then pays through the processor with the device check', async ({
    page,
  }) => {
    const { email } = uniqueEmail('card')
    await acceptAgeBeforeLoad(page)
    await page.goto('/subscribe?plan=4&payment_method=worldline')
    await fillGuestForm(page, email)
    await page.getByLabel('Card number').fill('4111111111111112')
    await page.getByLabel('Month (MM)').fill('1')
    await page.getByLabel('Year (YY)').fill('2030')
    await page.getByLabel('Security code').fill('12')
    await page.getByRole('button', { name: /Start membership/ }).click()
    await expect(page.getByText('This card number is not valid. Check it and try again.')).toBeVisible()
    await expect(page.getByText('Two digits: MM.')).toBeVisible()
    await expect(page.getByText('Two digits: YY.')).toBeVisible()
    await expect(page.getByText('The security code has 3 or 4 digits.')).toBeVisible()
    await expect(page.getByText('First name is required.')).toBeVisible()

    await page.getByLabel('Card number').fill('4242424242424242')
    await page.getByLabel('Month (MM)').fill('12')
    await page.getByLabel('Year (YY)').fill(String((new Date().getFullYear() + 3) % 100))
    await page.getByLabel('Security code').fill('123')
    await page.getByLabel('First name').fill('Ada')
    await page.getByLabel('Last name').fill('Lovelace')
    await page.getByLabel('Address').fill('1 Analytical Way')
    await page.getByLabel('City').fill('Springfield')
    await page.getByLabel('ZIP / postal code').fill('90001')
    await page.getByLabel('Country', { exact: true }).selectOption('US')
    await page.getByLabel('State / province').selectOption('CA')
    await expect(page.getByTestId('ddc-frame')).toBeAttached()

    const sentToApi: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/')) sentToApi.push(request.postData() ?? '')
    })
    await page.getByRole('button', { name: /Start membership/ }).click()
    await expect(page).toHaveURL(/\/payment\/\d+\/result$/)
    await expect(page.getByRole('heading', { name: 'Payment approved' })).toBeVisible()
    // The card number went to the processor's tokenisation only.
    expect(sentToApi.join('\n')).not.toContain('4242424242424242')
  })
})

test.describe('[PURCHASE] offline', () => {
  test('offline, the checkout says so and offers nothing that could charge', async ({ page, context }) => {
    await acceptAgeBeforeLoad(page)
    await page.goto('/subscribe?plan=1')
    const pay = page.getByRole('button', { name: /Start membership/ })
    await expect(pay).toBeEnabled()
    await context.setOffline(true)
    await expect(page.getByText(/You are offline. Paying needs a connection/)).toBeVisible()
    await expect(pay).toBeDisabled()
    await context.setOffline(false)
    await expect(pay).toBeEnabled()
  })
})

test.describe('[PURCHASE] register inside the flow', () => {
  test('a guest buying tokens creates an account in the panel, then pays', async ({ page }) => {
    const { email, username } = uniqueEmail('tok')
    await acceptAgeBeforeLoad(page)
    await page.goto('/buytokens')
    await page.getByRole('button', { name: /^25 tokens/ }).click()
    await expect(page.getByText(/Log in or create an account to buy them/)).toBeVisible()
    await page.getByRole('button', { name: 'Create an account' }).click()
    const panel = page.getByRole('dialog', { name: 'Your account' })
    // One link toggles the panel between register and login.
    await panel.getByRole('button', { name: 'Log in', exact: true }).first().click()
    await expect(panel.getByLabel('E-mail or username')).toBeVisible()
    await panel.getByRole('button', { name: 'Create an account' }).click()
    await panel.getByLabel('E-mail', { exact: true }).fill(email)
    await panel.getByLabel('Confirm your e-mail').fill(email)
    await panel.getByLabel('Username').fill(username)
    await panel.getByLabel('Password', { exact: true }).fill('a-long-secret-2026')
    await panel.getByLabel('Confirm your password').fill('a-long-secret-2026')
    await panel.getByLabel('I am at least 18 years old.').check()
    await panel.getByLabel(/I will not copy/).check()
    await panel.getByLabel(/I accept the/).check()
    await expect(panel.locator('[data-captcha="verified"]')).toBeVisible({ timeout: 20_000 })
    await panel.getByRole('button', { name: 'Create my account' }).click()

    // Signed in, still on the purchase: no e-mail asked any more.
    await expect(panel).toBeHidden()
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveCount(0)
    await acceptLegal(page)
    await page.getByRole('button', { name: /Enjoy tokens/ }).click()
    await payOnHostedPage(page, '4242424242424242')
    await expect(page.getByRole('heading', { name: 'Your tokens are here' })).toBeVisible()
  })
})
