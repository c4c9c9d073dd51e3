import type { APIRequestContext, Page } from '@playwright/test'
import {
  acceptAgeBeforeLoad,
  accountForWorker,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  expect,
  signInAs,
  signInAsNewUser,
  test,
  waitForHydrated,
} from './fixtures'

type Mail = { to: string; subject: string; text: string; created_at: string }

/** The newest mail to an address in the development mailbox, and the first app link in it. */
async function readLatestMail(request: APIRequestContext, to: string, linkPath: string): Promise<string> {
  let link: string | undefined
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)
      const mails = ((await response.json()) as { data: Mail[] }).data
      link = mails.map((mail) => mail.text.match(new RegExp(`https?://[^\\s]+${linkPath}[^\\s]*`))?.[0]).find(Boolean)
      return Boolean(link)
    })
    .toBe(true)
  const url = new URL(link ?? '')
  return url.pathname + url.search
}

function uniqueEmail(prefix: string) {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
  return { email: `${prefix}-${id}@example.com`, username: `${prefix}_${id}`.slice(0, 24) }
}

/** The widget solves its proof of work by itself; wait until it says so. */
async function waitForCaptcha(page: Page) {
  await expect(page.locator('[data-captcha="verified"]')).toBeVisible({ timeout: 20_000 })
}

test.describe('[ACCOUNT] register, verify, log in, change username, log out', () => {
  test('a new user goes through the whole account journey', async ({ page }) => {
    // Register, verify, log out, log in, rename, log out: a dozen screens and two captchas.
    test.slow()
    const { email, username } = uniqueEmail('e2e')
    const password = 'a-long-secret-2026'
    await acceptAgeBeforeLoad(page)
    await page.goto('/signup')
    await page.getByRole('link', { name: /I am a fan/ }).click()
    await expect(page).toHaveURL(/\/signup\/user$/)

    await page.getByLabel('E-mail', { exact: true }).fill(email)
    await page.getByLabel('Confirm your e-mail').fill(email)
    await page.getByLabel('Username').fill(username)
    await page.getByLabel('Password', { exact: true }).fill(password)
    await page.getByLabel('Confirm your password').fill(password)
    await page.getByLabel('I am at least 18 years old.').check()
    await page.getByLabel(/I will not copy/).check()
    await page.getByLabel(/I accept the/).check()
    await waitForCaptcha(page)
    await page.getByRole('button', { name: 'Create my account' }).click()

    // Not a member: the dashboard, with the welcome modal.
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByRole('heading', { name: `Welcome to Velvet, ${username}!` })).toBeVisible()
    await page.getByRole('button', { name: 'Start exploring' }).click()
    await expect(page.getByRole('heading', { name: `@${username}` })).toBeVisible()

    // The verification mail, opened from the development mailbox.
    const verifyLink = await readLatestMail(page.request, email, '/verify')
    await page.goto(verifyLink)
    await expect(page.getByRole('heading', { name: 'Your e-mail is verified' })).toBeVisible()

    // Log out, then log in again with the new account.
    await page.goto('/dashboard')
    await page.getByRole('link', { name: 'Log out' }).click()
    await expect(page).toHaveURL(/\/home$/)
    await page.goto('/login')
    await page.getByLabel('E-mail or username').fill(email)
    await page.getByLabel('Password', { exact: true }).fill(password)
    await waitForCaptcha(page)
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await expect(page).toHaveURL(/\/home$/)

    // Change the username: once, lowercased, and the form goes away.
    await page.goto('/dashboard')
    await page.getByRole('link', { name: /Change username/ }).click()
    const newName = `${username.slice(0, 18)}_new`
    await page.getByLabel('New username').fill(newName.toUpperCase())
    await page.getByRole('button', { name: 'Save username' }).click()
    await expect(page.getByText(`Done. Your username is now @${newName}.`)).toBeVisible()
    await expect(page.getByLabel('New username')).toHaveCount(0)
    await page.goto('/dashboard')
    await expect(page.getByRole('heading', { name: `@${newName}` })).toBeVisible()
    await expect(page.getByRole('link', { name: /Change username/ })).toHaveCount(0)

    await page.getByRole('link', { name: 'Log out' }).click()
    await expect(page).toHaveURL(/\/home$/)
    await page.goto('/dashboard')
    await expect(page).toHaveURL(/\/login\?redirect=/)
  })
})

test.describe('[SESSION] one device at a time', () => {
  test('a login on a second device sends the first to the signed-out page', async ({ browser }) => {
    const first = await browser.newContext()
    const second = await browser.newContext()
    const firstPage = await first.newPage()
    const secondPage = await second.newPage()
    await signInAs(firstPage, 'user')
    await firstPage.goto('/dashboard')
    const username = `@demo_user${test.info().parallelIndex + 1}`
    await expect(firstPage.getByRole('heading', { name: username })).toBeVisible()

    await signInAs(secondPage, 'user')
    await secondPage.goto('/dashboard')
    await expect(secondPage.getByRole('heading', { name: username })).toBeVisible()

    // The first device's next call is refused and the app says why.
    await firstPage.getByRole('link', { name: /Notification settings/ }).click()
    await firstPage.getByRole('switch', { name: 'E-mail notifications' }).click()
    await expect(firstPage).toHaveURL(/\/signedout$/)
    await expect(firstPage.getByRole('heading', { name: 'You have been signed out' })).toBeVisible()
    await first.close()
    await second.close()
  })
})

test.describe('[SESSION] a refused refresh', () => {
  test('clears the stored session and reloads the page, which then says why', async ({ page }) => {
    await page.clock.install()
    await signInAs(page, 'user')
    await page.goto('/dashboard')
    const username = `@demo_user${test.info().parallelIndex + 1}`
    await expect(page.getByRole('heading', { name: username })).toBeVisible()
    // The server refuses the refresh from now on (a revoked session); this page load marks itself.
    await page.evaluate(() => {
      ;(window as Window & { beforeReload?: boolean }).beforeReload = true
    })
    await page
      .context()
      .route('**/api/auth/refresh**', (route) =>
        route.fulfill({ status: 401, json: { message: 'Session ended', code: 'unauthenticated' } }),
      )
    const reloaded = page.waitForEvent('load')
    // Past the access token's life: the periodic check asks for a refresh.
    await page.clock.fastForward('30:00')
    await reloaded
    expect(await page.evaluate(() => (window as Window & { beforeReload?: boolean }).beforeReload)).toBeUndefined()
    // signInAs puts the stored session on every page load (an init script), this one included: the
    // page that loads asks once more, is refused, and clears it.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('velvet.session'))).toBeNull()
    await expect(page.getByText('Your session has ended. Log in again to continue.')).toBeVisible()
    // A guest now: the dashboard asks to log in.
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/)
  })
})

test.describe('[VALIDATION] the registration form', () => {
  test('keeps "already in use" through later checks, and flags the confirmations with everything else', async ({
    page,
  }) => {
    await acceptAgeBeforeLoad(page)
    await page.goto('/signup/user')
    const email = page.getByLabel('E-mail', { exact: true })
    const username = page.getByLabel('Username')
    await email.fill(accountForWorker('user'))
    await username.click()
    await expect(email).toHaveAccessibleDescription(/This is already in use\./)
    await username.fill(`demo_user${test.info().parallelIndex + 1}`)
    await page.getByLabel('Password', { exact: true }).click()
    await expect(username).toHaveAccessibleDescription(/This is already in use\./)

    // Submitting the invalid form shows every error at once, and the taken ones stay.
    await page.getByLabel('Password', { exact: true }).fill('short')
    await page.getByRole('button', { name: 'Create my account' }).click()
    await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
      /Use at least 8 characters\./,
    )
    await expect(page.getByLabel('Confirm your e-mail')).toHaveAccessibleDescription(
      /Confirm your e-mail is required\./,
    )
    await expect(page.getByLabel('Confirm your password')).toHaveAccessibleDescription(
      /Confirm your password is required\./,
    )
    await expect(email).toHaveAccessibleDescription(/This is already in use\./)
    await expect(username).toHaveAccessibleDescription(/This is already in use\./)
    await expect(page.getByLabel('I am at least 18 years old.')).toHaveAttribute('aria-invalid', 'true')

    // A confirmation that differs is flagged while its field still has a problem of its own.
    await page.getByLabel('Confirm your password').fill('shorter')
    await page.getByRole('button', { name: 'Create my account' }).click()
    await expect(page.getByLabel('Confirm your password')).toHaveAccessibleDescription(/This does not match\./)
    // Another value is checked again.
    await username.fill(`free_${Date.now().toString(36)}`)
    await page.getByLabel('Password', { exact: true }).click()
    await expect(username).not.toHaveAccessibleDescription(/already in use/)
  })
})

test.describe('[RECOVER] password recovery', () => {
  test('a forgotten password is reset from the e-mailed link, which signs the user in', async ({ page, browser }) => {
    // A fresh account of its own, so other journeys keep the demo passwords.
    const { email, username } = uniqueEmail('rec')
    const setup = await browser.newContext()
    const setupPage = await setup.newPage()
    const { solveCaptcha } = await import('./fixtures')
    const registered = await setupPage.request.post('/api/auth/register', {
      data: {
        email,
        email_confirm: email,
        username,
        password: 'first-password-2026',
        password_confirm: 'first-password-2026',
        recaptcha: await solveCaptcha(setupPage),
        over_age: true,
        use_of_images: true,
        terms: true,
      },
    })
    expect(registered.status()).toBe(201)
    await setup.close()

    await acceptAgeBeforeLoad(page)
    await page.goto('/login')
    // A tap on the server's HTML before the screen is hydrated does nothing.
    const forgot = page.getByRole('button', { name: 'Forgot your password?' })
    await waitForHydrated(forgot)
    await forgot.click()
    await page.getByLabel('E-mail').fill(email)
    await page.getByRole('button', { name: 'Send the recovery link' }).click()
    await expect(page.getByText(/a link to reset the password is on its way/)).toBeVisible()

    const link = await readLatestMail(page.request, email, '/recover')
    await page.goto(link)
    await page.getByLabel('New password').fill('second-password-2026')
    await page.getByLabel('Confirm your password').fill('second-password-2026')
    await waitForCaptcha(page)
    await page.getByRole('button', { name: 'Save and log in' }).click()
    await expect(page).toHaveURL(/\/home$/)
    await expect(page.getByRole('button', { name: `Account menu of ${username}` })).toBeVisible()

    // The link is single use.
    await page.goto(link)
    await page.getByLabel('New password').fill('third-password-2026')
    await page.getByLabel('Confirm your password').fill('third-password-2026')
    await waitForCaptcha(page)
    await page.getByRole('button', { name: 'Save and log in' }).click()
    await expect(page.getByRole('alert').first()).toBeVisible()
  })
})

test.describe('[I18N] forms speak Spanish', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('velvet.locale', '"es"'))
    await acceptAgeBeforeLoad(page)
  })

  test('the registration form shows its field errors in Spanish', async ({ page }) => {
    await page.goto('/signup/user')
    await page.getByRole('button', { name: 'Crear mi cuenta' }).click()
    await expect(page.getByText('Correo electrónico es obligatorio.', { exact: true })).toBeVisible()
    await expect(page.getByText('Nombre de usuario es obligatorio.')).toBeVisible()
    await expect(page.getByText('Debes aceptar esto para continuar.').first()).toBeVisible()
    await page.getByLabel('Contraseña', { exact: true }).fill('password')
    await page.getByRole('button', { name: 'Crear mi cuenta' }).click()
    await expect(page.getByText('Esta contraseña es demasiado común. Elige otra.')).toBeVisible()
  })

  test('the login form and its recovery mode show their errors in Spanish', async ({ page }) => {
    await page.goto('/login')
    await page.getByLabel('Correo o nombre de usuario').fill('abc')
    const logIn = page.getByRole('button', { name: 'Iniciar sesión', exact: true })
    await waitForHydrated(logIn)
    await logIn.click()
    await expect(page.getByText('Usa al menos 4 caracteres.')).toBeVisible()
    await expect(page.getByText('Contraseña es obligatorio.')).toBeVisible()
    await page.getByLabel('Correo o nombre de usuario').fill(accountForWorker('member'))
    await page.getByLabel('Contraseña', { exact: true }).fill('not-the-password')
    await waitForCaptcha(page)
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click()
    await expect(page.getByText('El usuario y/o la contraseña no son correctos.')).toBeVisible()

    await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click()
    await page.getByLabel('Correo electrónico').fill('not-an-email')
    await page.getByRole('button', { name: 'Enviar el enlace de recuperación' }).click()
    await expect(page.getByText('Introduce un correo electrónico válido.')).toBeVisible()
  })

  test('the new password form and the username form show their errors in Spanish', async ({ page }) => {
    await page.goto('/recover?email=someone%40example.com&token=abc')
    await page.getByLabel('Nueva contraseña').fill('short')
    await page.getByLabel('Confirma tu contraseña').fill('different')
    await page.getByRole('button', { name: 'Guardar e iniciar sesión' }).click()
    await expect(page.getByText('Usa al menos 8 caracteres.')).toBeVisible()
    await expect(page.getByText('No coincide.')).toBeVisible()

    await signInAs(page, 'member')
    await page.goto('/change_username')
    await page.getByLabel('Nuevo nombre de usuario').fill('no spaces!')
    await page.getByRole('button', { name: 'Guardar nombre de usuario' }).click()
    await expect(page.getByText('Usa solo minúsculas, números, puntos y guiones bajos.')).toBeVisible()
  })
})

test.describe('[GUARD] who may open what', () => {
  test('guests are sent to log in from private pages, and signed-in users away from guest pages', async ({ page }) => {
    await acceptAgeBeforeLoad(page)
    for (const path of ['/dashboard', '/change_username', '/change_password', '/notifications']) {
      await page.goto(path)
      await expect(page).toHaveURL(/\/login\?redirect=/)
    }
    await signInAs(page, 'member')
    for (const path of ['/login', '/signup', '/signup/user']) {
      await page.goto(path)
      await expect(page).toHaveURL(/\/home$/)
    }
  })

  test('the demo member logs in through the form and comes back where they started', async ({ page }) => {
    await acceptAgeBeforeLoad(page)
    await page.goto('/dashboard')
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/)
    await page.getByLabel('E-mail or username').fill(accountForWorker('member'))
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
    await waitForCaptcha(page)
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByText('Active member')).toBeVisible()
  })

  test('a guest sent to log in from a chat room comes back to exactly that room', async ({ page }) => {
    await acceptAgeBeforeLoad(page)
    await page.goto('/room?rid=1&mid=7')
    await expect(page).toHaveURL(/\/login\?redirect=%2Froom%3Frid%3D1%26mid%3D7$/)
    await page.getByLabel('E-mail or username').fill(accountForWorker('member'))
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
    await waitForCaptcha(page)
    const handOff = page.waitForRequest((request) => request.url().includes('/api/chat/get_token'))
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    // The room asks for that room's token: rid and mid survived the round trip as they were.
    expect((await handOff).postDataJSON()).toMatchObject({ room_id: '1' })
  })

  test("the header's Log in brings the user back to the page they were on", async ({ page }) => {
    await acceptAgeBeforeLoad(page)
    await page.goto('/videos/hot')
    await page.getByRole('button', { name: 'Account menu' }).click()
    await page.getByRole('link', { name: 'User login' }).click()
    await expect(page).toHaveURL(/\/login\?redirect=%2Fvideos%2Fhot$/)
    await page.getByLabel('E-mail or username').fill(accountForWorker('member'))
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
    await waitForCaptcha(page)
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await expect(page).toHaveURL(/\/videos\/hot$/)
  })
})

test.describe('[ACCOUNT] creators continue to their panel', () => {
  test('the panel is another site, reached by the login redirect with a one-time code it exchanges', async ({
    page,
    baseURL,
  }) => {
    await acceptAgeBeforeLoad(page)
    const panel = new URL(
      ((await (await page.request.get('/api/app_config')).json()) as { data: { creators_panel_url: string } }).data
        .creators_panel_url,
    )
    expect(panel.origin).not.toBe(new URL(baseURL ?? '').origin)
    // The address the panel was opened with: a one-time code, never the access token.
    const opened = page.waitForRequest((request) => request.url().startsWith(`${panel.origin}/?`))
    await page.goto('/login?redirect=webstars-panel')
    await expect(page.getByRole('button', { name: 'Creator', exact: true })).toHaveAttribute('aria-pressed', 'true')
    await page.getByLabel('E-mail or username').fill(DEMO_ACCOUNTS.creator)
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
    await waitForCaptcha(page)
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    const params = new URL((await opened).url()).searchParams
    expect(params.has('access_token')).toBe(false)
    expect(params.get('login_token')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    // The panel exchanged it and keeps its own session; the code left the address bar.
    await expect(page).toHaveURL(`${panel.origin}/`)
    // Its page names the creator it signed in. Read as text: on a heavily loaded machine Chromium has
    // reported this other origin's freshly loaded heading as not visible for seconds while it was there.
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(/^Signed in as @\w+$/)
    const username = ((await page.getByRole('heading', { name: /^Signed in as @/ }).textContent()) ?? '').replace(
      'Signed in as @',
      '',
    )
    // Spent: the same code again gets nothing.
    const again = await page.request.post('/api/auth/login', {
      data: { type: 'token_login', token: params.get('login_token'), model_id: Number(params.get('model_id')) },
    })
    expect(again.status()).toBe(401)

    // Back on the app: its hidden frame of the panel's sign-in tells it the creator is signed in there.
    await page.goto('/home')
    const frame = page.locator('iframe[title="Creators\' panel sign-in"]')
    await expect(frame).toHaveAttribute('src', `${panel.origin}/login-frame`)
    await expect(frame).toBeHidden()
    await page.getByRole('button', { name: /^Account menu/ }).click()
    const menu = page.getByRole('navigation', { name: 'Account menu' })
    const myPanel = menu.getByRole('link', { name: /My panel/ })
    await expect(myPanel).toContainText(`Signed in to the creators' panel as @${username}`)
    await expect(myPanel).toHaveAttribute('href', panel.origin)
  })

  test("a message that is not the panel frame's changes nothing; every signed-in user has My panel", async ({
    page,
  }) => {
    await acceptAgeBeforeLoad(page)
    await page.goto('/home')
    await expect(page.locator('iframe[title="Creators\' panel sign-in"]')).toBeAttached()
    // The page itself (the app's origin, not the panel's) says a creator is signed in.
    await page.evaluate(() =>
      window.postMessage({ type: 'velvet:creators-panel', signed_in: true, username: 'mallory' }, '*'),
    )
    await page.getByRole('button', { name: 'Account menu' }).click()
    const menu = page.getByRole('navigation', { name: 'Account menu' })
    await expect(menu.getByRole('link', { name: "Creators' panel login" })).toBeVisible()
    await expect(menu).not.toContainText('mallory')

    await signInAs(page, 'member')
    await page.goto('/home')
    await page.getByRole('button', { name: /^Account menu of/ }).click()
    await expect(
      page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'My panel' }),
    ).toBeVisible()
  })
})

test.describe('[SESSION] a session used from two devices', () => {
  test('signs both out, mails the owner, and the sign-in screen says why', async ({ page, browser, baseURL }) => {
    const owner = await signInAsNewUser(page, 'stolen')
    const refreshed = () =>
      page.waitForResponse((res) => res.url().includes('/api/auth/refresh') && res.request().method() === 'POST')
    let answer = refreshed()
    await page.goto('/dashboard')
    expect((await answer).status()).toBe(200)
    await expect(page.getByRole('button', { name: 'Change picture' })).toBeVisible()
    // Someone copies the refresh cookie as it is now; the owner's app then uses it (a reload).
    const copied = (await page.context().cookies()).find((cookie) => cookie.name === 'velvet_refresh')?.value ?? ''
    answer = refreshed()
    await page.reload()
    expect((await answer).status()).toBe(200)

    // The copy, presented from another device within the grace time, gets nothing.
    const thief = await browser.newContext()
    const replay = await thief.request.post(`${baseURL}/api/auth/refresh`, {
      headers: { cookie: `velvet_refresh=${copied}` },
    })
    expect(replay.status()).toBe(401)
    expect(await replay.json()).toMatchObject({ code: 'session_stolen' })
    await thief.close()

    // The owner is signed out at their next step, and told why before signing in again.
    answer = refreshed()
    await page.reload()
    expect((await answer).status()).toBe(401)
    await page.goto('/login')
    await expect(page.getByText(/your session was used on another device at the same time/)).toBeVisible()
    await expect
      .poll(async () => {
        const response = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(owner.email)}`)
        return ((await response.json()) as { data: Mail[] }).data.map((mail) => mail.subject)
      })
      .toContain('We signed you out to protect your account')
  })
})

test.describe('[API] the socket id header', () => {
  /** The socket id of every API request the page sends (the service worker's own aside), by path. */
  function recordSocketIds(page: Page) {
    const seen: { path: string; id: string | undefined }[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname.startsWith('/api/')) seen.push({ path: url.pathname, id: request.headers()['x-socket-id'] })
    })
    return seen
  }

  test("is on every request of a tab, the session's refresh and a guest's reads included, with one id", async ({
    page,
  }) => {
    await signInAsNewUser(page, 'socketid')
    let seen = recordSocketIds(page)
    const refreshed = page.waitForResponse((res) => res.url().includes('/api/auth/refresh'))
    await page.goto('/dashboard')
    expect((await refreshed).status()).toBe(200)
    await expect(page.getByRole('button', { name: 'Change picture' })).toBeVisible()
    await expect.poll(() => seen.filter((each) => each.path !== '/api/auth/refresh').length).toBeGreaterThan(0)
    expect(seen.find((each) => each.path === '/api/auth/refresh')?.id).toMatch(/^[A-Za-z0-9_-]{8,64}$/)
    expect(new Set(seen.map((each) => each.id)).size).toBe(1)

    // A guest's reads carry it too (a page's own first reads are the server's: /home is read here on
    // the way from another page).
    await page.context().clearCookies()
    await page.evaluate(() => localStorage.removeItem('velvet.session'))
    await page.addInitScript(() => localStorage.removeItem('velvet.session'))
    await acceptAgeBeforeLoad(page)
    await page.goto('/faqs')
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible()
    seen = recordSocketIds(page)
    await page.getByRole('link', { name: 'Velvet home' }).click()
    await expect.poll(() => seen.some((each) => each.path === '/api/celebrities')).toBe(true)
    expect(seen.every((each) => each.id !== undefined)).toBe(true)
    expect(new Set(seen.map((each) => each.id)).size).toBe(1)
  })
})

test.describe('[ACCOUNT] sign-in with X', () => {
  test('goes through the social-login path to the provider and back signed in, where the person was', async ({
    page,
  }) => {
    await acceptAgeBeforeLoad(page)
    await page.goto('/login?redirect=%2Fvideos%2Fhot')
    const x = page.getByRole('link', { name: 'Continue with X (Twitter)' })
    await expect(x).toHaveAttribute('href', '/api/auth/social/twitter?redirect=%2Fvideos%2Fhot')
    // Google sign-in is off by default.
    await expect(page.getByRole('link', { name: 'Continue with Google' })).toHaveCount(0)
    await x.click()
    await expect(page.getByRole('heading', { name: 'Sign in to Velvet with X' })).toBeVisible()
    await page.getByRole('button', { name: /Continue as Leo Martin/ }).click()
    await expect(page).toHaveURL(/\/videos\/hot$/)
    await expect(page.getByRole('button', { name: 'Account menu of leo_martin' })).toBeVisible()
  })

  test('a sign-in cancelled at the provider says so on the login screen', async ({ page }) => {
    await acceptAgeBeforeLoad(page)
    await page.goto('/login')
    await page.getByRole('link', { name: 'Continue with X (Twitter)' }).click()
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect(page).toHaveURL(/\/login\?social=failed$/)
    await expect(page.getByText('Signing in with X or Google did not finish.', { exact: false })).toBeVisible()
    await expect(page.getByLabel('E-mail or username')).toBeVisible()
  })
})
