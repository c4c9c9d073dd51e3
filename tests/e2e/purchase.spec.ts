/**
 * Purchase journeys, on a phone, against the sandbox processor: card numbers
 * are only ever typed into the processor's hosted page or the card form that sends them to the
 * processor's tokenisation endpoint, never to our API.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import { acceptAgeBeforeLoad, expect, signInAs, signInAsNewUser, test } from './fixtures'
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

/** The guest's e-mail twice: all the test method's form asks. */
async function fillGuestEmail(page: Page, email: string) {
  await page.getByLabel('E-mail', { exact: true }).fill(email)
  await page.getByLabel('Confirm your e-mail').fill(email)
}

/** A hosted or card method's form: the guest's e-mail and the two acceptances. */
async function fillGuestForm(page: Page, email: string) {
  await fillGuestEmail(page, email)
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
    await expect(page.getByText('Code applied: the total includes it.')).toBeVisible()
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

    // Logging in again will need the e-mail confirmed: the screen says so, and sends the link again.
    await expect(page.getByRole('heading', { name: 'Your account is ready' })).toBeVisible()
    await expect(
      page.getByText(`Confirm your e-mail address with the link we sent to ${email}: you need it to log in next time.`),
    ).toBeVisible()
    await expect.poll(() => mailSubjects(page.request, email)).toContain('Confirm your e-mail address')
    // Sent again on request (the server holds a second mail back for a minute: no flooding).
    const resent = page.waitForRequest(
      (request) =>
        request.url().includes('/api/auth/send_verification_email') && request.postDataJSON()?.email === email,
    )
    await page.getByRole('button', { name: 'Send the link again' }).click()
    await resent
    await expect(page.getByText(`A new verification link is on its way to ${email}.`)).toBeVisible()
    await page.getByRole('link', { name: 'Go to my account' }).click()
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
    // One primary action: "Try again" stands out, the way to the dashboard does not look the same.
    const look = (name: string) =>
      page.getByRole('link', { name }).evaluate((link) => getComputedStyle(link).backgroundColor)
    expect(await look('Try again')).not.toBe(await look('Go to my dashboard'))
    const stored = await page.evaluate(() => localStorage.getItem('failedCards'))
    expect(stored).toContain('TRANS_STATUS_NAME')

    await page.getByRole('link', { name: 'Try again' }).click()
    const cards = page.getByRole('radio', { name: /ending in/ })
    await expect(cards.first()).toHaveAccessibleName(/ending in 4242/)
    await expect(cards.last()).toHaveAccessibleName(/ending in 0341.*Do not honour/)

    // The payments table says the declined payment took nothing.
    await page.goto('/payments')
    await expect(page.getByRole('row').filter({ hasText: 'Failed' }).first()).toContainText('$4.99, not charged')
  })
})

test.describe('[PURCHASE] trial and promotion refused', () => {
  test('409 before paying: a user who had a trial is told at once, and pays without trial and promotion', async ({
    page,
  }) => {
    await signInAs(page, 'user')
    await page.goto('/subscribe?code=FREETRIAL7&plan=1')
    await expect(page.getByRole('heading', { name: 'Monthly membership' })).toBeVisible()
    // Before anything is pressed: the trial is not theirs, and what is due is the regular price.
    await expect(page.getByText(/The free trial is not available to you/)).toBeVisible()
    await expect(page.getByText('This code is not available to you: prices are shown without it.')).toBeVisible()
    await expect(page.getByText('Due today')).toHaveCount(0)
    await expect(page.getByText('Total due now')).toBeVisible()
    // The promotion is left out of the summary while the buyer pays without it.
    await expect(page.getByText('7 days free, then the regular price.')).toHaveCount(0)
    await page.getByRole('radio', { name: /A new card or another payment method/ }).check()
    await expect(page.getByRole('button', { name: /Pay without trial/ })).toContainText('$29.99')
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

test.describe('[PURCHASE] promotions used once', () => {
  test('PREPAID30 says one thing (a month, no renewal) and is redeemed once per buyer', async ({ page }) => {
    const { email } = uniqueEmail('prepaid')
    await acceptAgeBeforeLoad(page)
    await page.goto('/subscribe?code=PREPAID30')
    await expect(page.getByRole('heading', { name: 'Monthly membership' })).toBeVisible()
    await expect(page.getByText('A month of membership, already paid for.')).toBeVisible()
    await expect(page.getByText('Does not renew', { exact: true })).toBeVisible()
    await expect(page.getByText('Paid with your code: nothing is charged, now or later.')).toBeVisible()
    // Nothing on the page speaks of renewing (the plan's own description does: it is not shown).
    await expect(page.getByText(/renews/i)).toHaveCount(0)
    await fillGuestEmail(page, email)
    await page.getByRole('button', { name: /Start membership/ }).click()
    await expect(page.getByRole('heading', { name: 'Payment approved' })).toBeVisible()

    // The same buyer again: the code is theirs no more; they may pay the month without it.
    await page.goto('/subscribe?code=PREPAID30')
    await fillGuestEmail(page, email)
    await page.getByRole('button', { name: /Start membership/ }).click()
    await expect(page.getByText(/You have already used this code/)).toBeVisible()
    await expect(page.getByText('Paid with your code: nothing is charged, now or later.')).toHaveCount(0)
    await expect(page.getByRole('button', { name: /Pay without promo/ })).toContainText('$29.99')
  })
})

test.describe('[PURCHASE] the price on screen is the price charged', () => {
  test('a Brazilian buyer sees reais at checkout and on the result page, as the processor charged', async ({
    page,
  }) => {
    const { email } = uniqueEmail('brl')
    await acceptAgeBeforeLoad(page)
    await page.goto('/subscribe?plan=4&payment_method=astropay')
    await page.getByLabel('Country of payment').selectOption({ label: 'Brazil' })
    await expect(page.getByRole('radio', { name: /AstroPay/ })).toBeChecked()
    // 9.99 USD × 5.05 = 50.4495: R$50.45, the amount AstroPay's page asks for.
    await expect(page.getByRole('button', { name: /Start membership/ })).toContainText('R$50.45')
    await expect(page.getByText(/You pay in BRL/)).toBeVisible()
    await fillGuestForm(page, email)
    await page.getByRole('button', { name: /Start membership/ }).click()
    await payOnHostedPage(page, '4242424242424242')
    await expect(page).toHaveURL(/\/payment\/\d+\/result$/)
    await expect(page.getByRole('heading', { name: /Payment approved|Waiting for the confirmation/ })).toBeVisible()
    const amount = page.getByRole('definition').filter({ hasText: 'R$' })
    await expect(amount).toHaveText('R$50.45')
    await expect(page.getByText('$9.99')).toHaveCount(0)
  })

  test('the 400-token pack says 400 tokens, and its total says nothing is added', async ({ page }) => {
    await signInAs(page, 'member')
    await page.goto('/purchase/tokens')
    const pack = page.getByRole('button', { name: /^400 tokens/ })
    await expect(pack).toContainText('400 tokens')
    await expect(pack).not.toContainText('+20%')
    await pack.click()
    await expect(page.getByText('400 tokens, added to your wallet at once.')).toBeVisible()
    await expect(
      page.getByText('Gateway and administration costs included: nothing is added to this amount.'),
    ).toBeVisible()
    // The spec's fee text stays, beside a total that already includes it.
    await expect(page.getByText(/a gateway cost of \$1\.99 and an administration cost of \$0\.99/)).toBeVisible()
    await page.getByRole('radio', { name: /ending in 4242/ }).check()
    await expect(page.getByRole('button', { name: /with this card/ })).toContainText('$44.99')
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
    await fillGuestEmail(page, email)
    await page.getByRole('button', { name: /Start membership/ }).click()
    await payOnHostedPage(page, '4000000000000259')
    await expect(page.getByRole('heading', { name: 'Waiting for the confirmation' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Payment approved' })).toBeVisible({ timeout: 30_000 })
  })
})

test.describe('[PURCHASE] card form', () => {
  test('the in-app card form checks every rule, takes the number typed with spaces, and pays with the device check', async ({
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

    // Typed as it is printed on the card.
    await page.getByLabel('Card number').fill('4242 4242 4242 4242')
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
    expect(sentToApi.join('\n')).not.toMatch(/4242.?4242.?4242.?4242/)
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
    await page.getByRole('button', { name: /Enjoy tokens/ }).click()
    await payOnHostedPage(page, '4242424242424242')
    await expect(page.getByRole('heading', { name: 'Your tokens are here' })).toBeVisible()
  })
})

test.describe('[PURCHASE] retries and results', () => {
  test('"Cancel and go back" on the processor page is not a failure; sc other than 1 shows failed', async ({
    page,
  }) => {
    const { email } = uniqueEmail('cancel')
    await acceptAgeBeforeLoad(page)
    await page.goto('/subscribe?plan=4')
    await fillGuestEmail(page, email)
    await page.getByRole('button', { name: /Start membership/ }).click()
    await expect(page).toHaveURL(/\/sandbox-processor\//)
    await page.getByRole('button', { name: 'Cancel and go back' }).click()
    await expect(page.getByRole('heading', { name: 'Payment canceled' })).toBeVisible({ timeout: 20_000 })
    const result = page.url()

    // Back on the plan: the method is still there and chosen, and nothing asks to "try again with" another.
    await page.getByRole('link', { name: 'Try again' }).click()
    await expect(
      page.getByRole('group', { name: 'Recommended' }).getByRole('radio', { name: /Test card/ }),
    ).toBeChecked()
    await expect(page.getByText('Try again with')).toHaveCount(0)
    expect(await page.evaluate(() => localStorage.getItem('paymentFailed'))).toBeNull()

    // The processor's sc=0 says the payment did not go through (R-AUTH-15).
    await page.goto(`${result}?sc=0`)
    await expect(page.getByRole('heading', { name: 'Payment declined' })).toBeVisible()
  })

  test('crypto outcomes in crypto words: an expired invoice, and a part-paid one with what is missing', async ({
    page,
  }) => {
    await acceptAgeBeforeLoad(page)
    const startCrypto = async () => {
      await page.goto('/subscribe?plan=4&payment_method=now_payments')
      await fillGuestForm(page, uniqueEmail('coins').email)
      await page.getByRole('button', { name: /Start membership/ }).click()
      await expect(page).toHaveURL(/\/sandbox-processor\/nowpayments\/invoice\//)
    }

    await startCrypto()
    await page.getByRole('button', { name: 'Let the invoice expire' }).click()
    await expect(page.getByRole('heading', { name: 'The invoice expired' })).toBeVisible({ timeout: 20_000 })
    await expect(page.getByText(/expired before the whole amount arrived/)).toBeVisible()
    await expect(page.getByText(/bank|card details/i)).toHaveCount(0)

    await startCrypto()
    await page.getByRole('button', { name: 'Send only part of it' }).click()
    await expect(page.getByRole('heading', { name: 'Part of your payment arrived' })).toBeVisible({ timeout: 20_000 })
    await expect(page.getByText(/BTC of [\d.]+ BTC arrived: [\d.]+ BTC is still missing/)).toBeVisible()
    await expect(page.getByText(/^tb1q/)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Contact support' })).toBeVisible()
    await expect(page.getByText(/The bank is confirming/)).toHaveCount(0)
    await page.screenshot({ path: test.info().outputPath('part-paid-390.png'), fullPage: true })
  })

  test('the result page tells when it cannot read the payment, with a retry, and keeps the last status', async ({
    page,
    context,
  }) => {
    await acceptAgeBeforeLoad(page)
    await page.goto('/subscribe?plan=4')
    await fillGuestEmail(page, uniqueEmail('unread').email)
    await page.getByRole('button', { name: /Start membership/ }).click()
    await payOnHostedPage(page, '4000000000000259')
    await expect(page.getByRole('heading', { name: 'Waiting for the confirmation' })).toBeVisible()
    const id = /\/payment\/(\d+)\/result/.exec(page.url())?.[1]
    let failing = true
    await context.route(
      (url) => url.pathname === `/api/payments/${id}`,
      (route) => (failing ? route.abort('connectionrefused') : route.continue()),
    )
    // A re-read without an answer: the last status stays, and the page says it could not check it.
    await expect(
      page.getByText('We could not check this payment just now, so its status may have changed.'),
    ).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Waiting for the confirmation' })).toBeVisible()
    await page.screenshot({ path: test.info().outputPath('unchecked-390.png'), fullPage: true })

    // A fresh load without an answer: the error and its retry, not a spinner.
    await page.reload()
    await expect(page.getByText('The payment could not be loaded')).toBeVisible()
    failing = false
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByRole('heading', { name: 'Payment approved' })).toBeVisible({ timeout: 30_000 })
    await expect(page.getByText(/We could not check this payment/)).toHaveCount(0)
  })

  test('a status read that never answers ends, when the request gives up, in the error and its retry', async ({
    page,
    context,
  }) => {
    await acceptAgeBeforeLoad(page)
    let hung = 0
    await context.route(
      (url) => url.pathname === '/api/payments/987654',
      () => {
        hung++
      },
    )
    await page.clock.install()
    await page.goto('/payment/987654/result')
    await expect(page.getByText('Loading your payment…')).toBeVisible()
    await expect.poll(() => hung).toBeGreaterThan(0)
    // The request timeout of the reachability rule (20 s), and no silent retries after it.
    await page.clock.fastForward(20_000)
    await expect(page.getByText('The payment could not be loaded')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
    expect(hung).toBe(1)
  })

  test('an answer the app cannot follow (unknown redirect method) is said in words, with a way back', async ({
    page,
    context,
  }) => {
    await acceptAgeBeforeLoad(page)
    await page.goto('/subscribe?plan=4')
    await fillGuestEmail(page, uniqueEmail('redirect').email)
    await context.route(
      (url) => url.pathname === '/api/payments',
      async (route) => {
        if (route.request().method() !== 'POST') return route.continue()
        const response = await route.fetch()
        const body = (await response.json()) as { data: { redirect: Record<string, unknown> | null } }
        await route.fulfill({
          response,
          json: { data: { ...body.data, redirect: { ...body.data.redirect, method: 'iframe' } } },
        })
      },
    )
    await page.getByRole('button', { name: /Start membership/ }).click()
    await expect(page.getByText(/The payment service answered in a way this app does not understand/)).toBeVisible()
    await expect(page.getByText('unexpected response')).toHaveCount(0)
    await expect(page).not.toHaveURL(/sandbox-processor/)
    await page.screenshot({ path: test.info().outputPath('unexpected-390.png'), fullPage: true })
    await page.getByRole('button', { name: 'Choose another way to pay' }).click()
    await expect(page.getByText(/does not understand/)).toHaveCount(0)
    await expect(page.getByRole('radio', { name: /Test card/ })).toBeFocused()
  })
})

test.describe('[PURCHASE] no dead ends', () => {
  test("a creator who sells no plan: the way back to them, and the site's membership", async ({ page }) => {
    await acceptAgeBeforeLoad(page)
    // A creator with nothing to sell (the demo gives every creator with locked content a plan).
    await page.route(
      (url) => url.pathname === '/api/purchase_options' && url.searchParams.get('webstar') === 'lunarivers',
      (route) =>
        route.fulfill({
          json: {
            data: [],
            meta: {
              pagination: {
                total: 0,
                count: 0,
                per_page: 10,
                current_page: 1,
                total_pages: 1,
                links: { next: null },
              },
            },
          },
        }),
    )
    await page.goto('/subscribe?webstar=lunarivers')
    await expect(page.getByText('No plans are available right now')).toBeVisible()
    await expect(page.getByText(/The Velvet membership opens every full-length video/)).toBeVisible()
    await page.getByRole('link', { name: 'See the membership' }).click()
    await expect(page.getByRole('heading', { name: 'Choose your membership' })).toBeVisible()
    await page.goBack()
    await page.getByRole('link', { name: 'Back to @lunarivers' }).click()
    await expect(page).toHaveURL(/\/lunarivers$/)
  })

  test('Subscribe on locked posts leads to each creator’s plans', async ({ page }) => {
    await signInAsNewUser(page, 'locked')
    await page.goto('/home')
    const subscribe = page.getByRole('article').getByRole('link', { name: 'Subscribe', exact: true })
    // The creators of the first locked posts the feed shows, as far as the feed has loaded them.
    await expect(async () => {
      if ((await subscribe.count()) < 6) {
        await page.mouse.wheel(0, 3000)
        throw new Error('fewer than 6 locked posts loaded yet')
      }
    }).toPass({ timeout: 60_000 })
    const hrefs = [...new Set(await subscribe.evaluateAll((links) => links.map((link) => link.getAttribute('href'))))]
    const creators = hrefs.map((href) => new URL(href ?? '', page.url()).searchParams.get('webstar') ?? '')

    // The first the way a member goes: the post's Subscribe, then the others' plan pages.
    await subscribe.first().click()
    for (const [index, username] of creators.entries()) {
      if (index > 0) await page.goto(`/subscribe?webstar=${username}`)
      await expect(page.getByRole('heading', { level: 1, name: `Subscribe to @${username}` })).toBeVisible()
      await expect(page.getByText('Monthly subscription').first()).toBeVisible()
      await expect(page.getByText('No plans are available right now')).toHaveCount(0)
    }
  })

  test('a creator is told on their own plan that it is not theirs to buy', async ({ page }) => {
    const creator = await signInAs(page, 'creator')
    const profile = (await (await page.request.get(`/api/models/${creator.model_id}`)).json()) as {
      data: { username: string }
    }
    await page.goto(`/subscribe?webstar=${profile.data.username}`)
    // One plan or several: each of them is said to be the creator's own.
    await expect(page.getByText(/is your own plan$|^These are your own plans$/)).toBeVisible()
    await expect(page.getByText('Creators cannot subscribe to themselves.', { exact: false })).toBeVisible()
    await expect(page.getByRole('button', { name: /Start membership/ })).toHaveCount(0)
    await page.getByRole('link', { name: 'Go to my page' }).click()
    await expect(page).toHaveURL(new RegExp(`/${profile.data.username}$`))
  })

  test('an answer naming this plan does not offer to open it again: it leads to the payment methods', async ({
    page,
    context,
  }) => {
    const { email } = uniqueEmail('again')
    await acceptAgeBeforeLoad(page)
    await page.goto('/subscribe?plan=1')
    // The processor failed this buyer before (412): the answer names the plan on screen.
    await context.route(
      (url) => url.pathname === '/api/payments',
      (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({
              status: 412,
              json: { message: 'Already failed', code: 'processor_already_failed', redirect: 'home', plan_id: 1 },
            })
          : route.fallback(),
    )
    await fillGuestEmail(page, email)
    await page.getByRole('button', { name: /Start membership/ }).click()
    await expect(page.getByText(/You already tried to pay with this processor without success/)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to the plan' })).toHaveCount(0)
    await page.getByRole('button', { name: 'Choose another payment method' }).click()
    await expect(page.getByRole('radio').and(page.locator(':focus'))).toHaveCount(1)
    await expect(page).toHaveURL(/\/subscribe\?plan=1$/)
  })
})

test.describe('[PURCHASE] e-mail-only forms and forms that submit themselves', () => {
  test('the test method and a pre-paid code ask a guest for the e-mail only; hosted methods for the acceptances too', async ({
    page,
  }) => {
    await acceptAgeBeforeLoad(page)
    await page.goto('/subscribe?plan=1')
    await expect(page.getByRole('radio', { name: /Test card/ })).toBeChecked()
    const form = page.getByRole('form', { name: 'Payment details' })
    await expect(form.getByLabel('E-mail', { exact: true })).toBeVisible()
    await expect(form.getByLabel('Confirm your e-mail')).toBeVisible()
    await expect(form.getByRole('checkbox')).toHaveCount(0)
    await expect(form.getByText(/By continuing you accept the terms and conditions/)).toBeVisible()
    // Without an e-mail nothing is sent; with it, the test card's page opens.
    await page.getByRole('button', { name: /Start membership/ }).click()
    await expect(form.getByLabel('E-mail', { exact: true })).toHaveAccessibleDescription(/E-mail is required\./)
    await page.getByRole('radio', { name: /NowPayments/ }).check()
    await expect(form.getByLabel(/I accept the terms and conditions/)).toBeVisible()
    await expect(form.getByLabel('I am at least 18 years old.')).toBeVisible()

    await page.goto('/subscribe?code=PREPAID30')
    await expect(page.getByText(/Your code pays for this plan/)).toBeVisible()
    await expect(form.getByLabel('E-mail', { exact: true })).toBeVisible()
    await expect(form.getByRole('checkbox')).toHaveCount(0)
  })

  test("a signed-in buyer's pre-paid code redeems itself on load, without a click", async ({ page }) => {
    await signInAsNewUser(page, 'prepaid')
    const sent: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/payments') sent.push(request.url())
    })
    await page.goto('/subscribe?code=PREPAID30')
    await expect(page).toHaveURL(/\/payment\/\d+\/result$/)
    await expect(page.getByRole('heading', { name: 'Payment approved' })).toBeVisible()
    expect(sent).toHaveLength(1)
  })

  test("a signed-in buyer's hosted form submits itself on load, once: coming back does not send them again", async ({
    page,
  }) => {
    await signInAsNewUser(page, 'hosted')
    const sent: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/payments') sent.push(request.url())
    })
    await page.goto('/subscribe?plan=1&payment_method=ccbill')
    // No click: the buyer accepted the terms and the age when registering.
    await expect(page).toHaveURL(/\/sandbox-processor\//)
    expect(sent).toHaveLength(1)
    await page.goBack()
    await expect(page.getByRole('button', { name: /Start membership/ })).toBeEnabled()
    await expect(page.getByLabel(/I accept the terms and conditions/)).toBeChecked()
    expect(sent).toHaveLength(1)
    await page.getByRole('button', { name: /Start membership/ }).click()
    await expect(page).toHaveURL(/\/sandbox-processor\//)
  })
})

test.describe('[PURCHASE] the payment country', () => {
  test('must be one of the loaded countries: otherwise the selector says so and nothing can be paid; the checkout stays', async ({
    page,
    context,
  }) => {
    const { email } = uniqueEmail('country')
    await acceptAgeBeforeLoad(page)
    await page.clock.install()
    // The countries fail to load at first: 'error' in the selector, a retry, and no paying meanwhile.
    let answer: 'fail' | 'all' | 'without Brazil' = 'fail'
    await context.route(/\/api\/countries\?.*payable=1/, async (route) => {
      if (answer === 'fail') return route.fulfill({ status: 500, json: { message: 'x', code: 'internal' } })
      const response = await route.fetch()
      const body = (await response.json()) as { data: { code: string }[] }
      if (answer === 'without Brazil') body.data = body.data.filter((country) => country.code !== 'BR')
      return route.fulfill({ response, json: body })
    })
    await page.goto('/subscribe?plan=1')
    const pay = page.getByRole('button', { name: /Start membership/ })
    await expect(page.getByText('The countries could not be loaded.')).toBeVisible()
    await page.getByLabel('E-mail', { exact: true }).fill(email)
    await expect(pay).toBeDisabled()
    answer = 'all'
    await page.getByRole('button', { name: 'Try again' }).click()
    const country = page.getByLabel('Country of payment')
    await expect(pay).toBeEnabled()

    // Another country: the checkout stays, with what was typed.
    await country.selectOption({ label: 'Brazil' })
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(email)
    await expect(pay).toBeEnabled()

    // The connection drops and comes back an hour later: the list, loaded again, no longer has the
    // chosen country. 'required', nothing can be paid, and the checkout stays with what was typed.
    answer = 'without Brazil'
    await context.setOffline(true)
    await page.clock.fastForward('01:01:00')
    await context.setOffline(false)
    await expect(country).toHaveAccessibleDescription('Country of payment is required.')
    await expect(pay).toBeDisabled()
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(email)
    await country.selectOption({ label: 'International (other countries)' })
    await expect(pay).toBeEnabled()
  })
})

test.describe('[PURCHASE] billing countries', () => {
  test('the card form bills to any country, from its own list, which fails and retries on its own', async ({
    page,
    context,
  }) => {
    await acceptAgeBeforeLoad(page)
    const asked: string[] = []
    let failBilling = true
    await context.route(/\/api\/countries\?/, async (route) => {
      const url = new URL(route.request().url())
      if (url.searchParams.get('payable') === '1') return route.continue()
      asked.push(url.search)
      if (failBilling) return route.fulfill({ status: 500, json: { message: 'x', code: 'internal' } })
      return route.continue()
    })
    await page.goto('/subscribe?plan=4&payment_method=worldline')
    const billing = page.getByRole('group', { name: 'Billing address' })
    await expect(billing.getByText('The countries could not be loaded.')).toBeVisible()
    // The payment country is not concerned.
    await expect(page.getByLabel('Country of payment')).toBeEnabled()
    failBilling = false
    await billing.getByRole('button', { name: 'Try again' }).click()
    // Venezuela is not a country payments are made from, but a card may be billed there.
    await billing.getByLabel('Country', { exact: true }).selectOption('VE')
    await expect(page.getByLabel('Country of payment').getByRole('option', { name: 'Venezuela' })).toHaveCount(0)
    expect(asked.every((search) => new URLSearchParams(search).get('per_page') === '9999')).toBe(true)
  })
})

test.describe('[PURCHASE] a processor that already failed (412)', () => {
  test("says so in the buyer's language and in Spanish, with a way back to the plan", async ({ page }) => {
    // Two declined payments with one processor, then a third attempt: three trips to its page.
    test.slow()
    const { email } = uniqueEmail('twice')
    await acceptAgeBeforeLoad(page)
    for (let attempt = 0; attempt < 2; attempt++) {
      await page.goto('/subscribe?plan=4&payment_method=ccbill')
      await fillGuestForm(page, email)
      await page.getByRole('button', { name: /Start membership/ }).click()
      await payOnHostedPage(page, '4000000000000002')
      await expect(page).toHaveURL(/\/payment\/\d+\/result(_ccbill)?$/)
      await expect(page.getByRole('heading', { name: /declined|failed/i })).toBeVisible()
    }
    await page.goto('/subscribe?plan=4&payment_method=ccbill')
    await fillGuestForm(page, email)
    await page.getByRole('button', { name: /Start membership/ }).click()
    await expect(
      page.getByText(
        'You already tried to pay with this processor without success. Please choose another payment method.',
      ),
    ).toBeVisible()
    const spanish = page.getByText(
      'Ya intentaste pagar con este procesador sin éxito. Por favor, elige otro método de pago.',
    )
    await expect(spanish).toBeVisible()
    await expect(spanish).toHaveAttribute('lang', 'es')
    // The answer names the plan on screen: the way on is another method, not the same page again.
    await expect(page.getByRole('link', { name: 'Back to the plan' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Choose another payment method' })).toBeVisible()
  })
})
