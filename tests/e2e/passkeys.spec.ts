/**
 * Passkeys through Chromium's virtual authenticator (DevTools' WebAuthn domain: a platform
 * authenticator that keeps discoverable credentials and verifies its user): one is added in the
 * account's settings and signs in from the login screen's button and from the browser's autofill;
 * removed, it no longer does; a banned account is refused. WebAuthn needs a domain, not an IP
 * address, so these journeys use localhost.
 *
 * The virtual authenticator answers the autofill's pending request by itself, where a person would
 * pick the passkey under the e-mail field. To press the button instead, the journeys open the login
 * screen while it cannot verify its user (the autofill's request then ends unanswered, as a person
 * ignoring the suggestion leaves it), and let it verify again before the press.
 */
import type { Page } from '@playwright/test'
import { ANY_WIDTH, expect, signInAsNewUser, test } from './fixtures'
import { banUser, markEmailVerified } from './support/database'

const PORT = Number(process.env.E2E_PORT ?? 4599)
test.use({ baseURL: `http://localhost:${PORT}` })

/** A phone's built-in authenticator (fingerprint or face), answering by itself. */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  })
  const verifiesUser = (isUserVerified: boolean) =>
    cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified })
  return { verifiesUser }
}

type Authenticator = Awaited<ReturnType<typeof addVirtualAuthenticator>>

/** Notes how each of the page's autofill requests (`mediation: 'conditional'`) ends, without changing it. */
async function watchAutofillRequests(page: Page) {
  await page.addInitScript(() => {
    const ended: string[] = []
    Object.assign(window, { autofillRequestsEnded: ended })
    const get = navigator.credentials.get.bind(navigator.credentials)
    navigator.credentials.get = (options) => {
      const request = get(options)
      if (options?.mediation === 'conditional') request.catch((error: Error) => ended.push(error.name))
      return request
    }
  })
}

async function addPasskeyInSettings(page: Page, name: string) {
  await page.goto('/dashboard')
  await page.getByRole('link', { name: /^Passkeys/ }).click()
  await expect(page.getByRole('heading', { name: 'Passkeys', level: 1 })).toBeVisible()
  await expect(page.getByText('No passkeys yet.', { exact: false })).toBeVisible()
  const field = page.getByLabel('Passkey name')
  // A name guessed from the device is offered, ready to keep.
  await expect(field).toHaveValue(/.+/)
  await field.fill(name)
  await page.getByRole('button', { name: 'Add a passkey' }).click()
  const list = page.getByRole('list', { name: 'Your passkeys' })
  await expect(list.getByRole('listitem')).toHaveCount(1)
  await expect(list.getByRole('listitem').first()).toContainText(name)
  await expect(list.getByRole('listitem').first()).toContainText('Not used yet')
}

/** Logging out ends on the home page, as a guest. */
async function logOut(page: Page) {
  await page.goto('/logout')
  await expect(page).toHaveURL(/\/home/)
}

/** The login screen, its autofill request left unanswered (see above), the authenticator ready again. */
async function openLoginForTheButton(page: Page, authenticator: Authenticator) {
  await authenticator.verifiesUser(false)
  await page.goto('/login')
  await expect(page.getByRole('heading', { name: 'Log in to Velvet' })).toBeVisible()
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { autofillRequestsEnded: string[] }).autofillRequestsEnded))
    .toEqual(['NotAllowedError'])
  await authenticator.verifiesUser(true)
}

test.describe('[PASSKEY] passkeys as a way to sign in', ANY_WIDTH, () => {
  test('a passkey added in the settings signs in from the login screen, and no longer once removed', async ({
    page,
  }, testInfo) => {
    const user = await signInAsNewUser(page, 'pk')
    await markEmailVerified(user.id)
    await watchAutofillRequests(page)
    const authenticator = await addVirtualAuthenticator(page)

    await addPasskeyInSettings(page, 'Test phone')
    await page.screenshot({ path: testInfo.outputPath('passkeys-settings.png'), fullPage: true })

    await logOut(page)
    await openLoginForTheButton(page, authenticator)
    const passkeyButton = page.getByRole('button', { name: 'Log in with a passkey' })
    await expect(passkeyButton).toBeVisible()
    // The e-mail field offers the site's passkeys in the browser's autofill too.
    await expect(page.getByLabel('E-mail or username')).toHaveAttribute('autocomplete', 'username webauthn')
    await page.screenshot({ path: testInfo.outputPath('passkeys-login.png'), fullPage: true })

    await passkeyButton.click()
    await expect(page).toHaveURL(/\/home/)
    await page.goto('/passkeys')
    const row = page.getByRole('list', { name: 'Your passkeys' }).getByRole('listitem').first()
    await expect(row).toContainText('Last used')

    // The browser's autofill: on the login screen the passkey is offered under the e-mail field,
    // and choosing it (the virtual authenticator does) signs in without a press of the button.
    await logOut(page)
    await page.goto('/login')
    await expect(page).toHaveURL(/\/home/)
    await page.goto('/passkeys')

    await row.getByRole('button', { name: 'Remove Test phone' }).click()
    const dialog = page.getByRole('dialog', { name: 'Remove this passkey?' })
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click()
    await expect(page.getByText('No passkeys yet.', { exact: false })).toBeVisible()

    // The authenticator still holds the key, but the account no longer knows it.
    await logOut(page)
    await openLoginForTheButton(page, authenticator)
    await page.getByRole('button', { name: 'Log in with a passkey' }).click()
    await expect(page.getByRole('alert')).toContainText('This passkey was not accepted.')
    await expect(page).toHaveURL(/\/login/)
  })

  test('a banned account is refused its passkey, as its password', async ({ page }) => {
    const user = await signInAsNewUser(page, 'pkban')
    await markEmailVerified(user.id)
    await watchAutofillRequests(page)
    const authenticator = await addVirtualAuthenticator(page)
    await addPasskeyInSettings(page, 'Banned phone')
    await logOut(page)
    await banUser(user.id)

    await openLoginForTheButton(page, authenticator)
    await page.getByRole('button', { name: 'Log in with a passkey' }).click()
    await expect(page.getByRole('dialog', { name: 'This account has been banned' })).toBeVisible()
    await expect(page).toHaveURL(/\/login/)
  })
})
