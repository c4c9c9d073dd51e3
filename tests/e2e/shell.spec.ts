import type { Route } from '@playwright/test'
import {
  ANY_WIDTH,
  acceptAgeBeforeLoad,
  expect,
  expectImageLoaded,
  test,
  waitForPersisted,
  waitForServiceWorkerControl,
} from './fixtures'

test.describe('[GATE] age gate', () => {
  test('Enter leads to the feed, with real posts and loaded images', async ({ page }) => {
    const apiCalls: string[] = []
    page.on('request', (request) => {
      const { pathname } = new URL(request.url())
      if (pathname.startsWith('/api/')) apiCalls.push(request.url())
    })
    await page.goto('/home')
    await expect(page.getByRole('heading', { name: 'This site contains adult content' })).toBeVisible()
    await expect(page.getByText('18+')).toBeVisible()
    // The server rendered the gate: nothing is read from the API while the visitor reads it.
    await page.waitForLoadState('load')
    expect(apiCalls).toEqual([])
    await page.getByRole('button', { name: 'Enter' }).click()

    await expect(page).toHaveURL(/\/home$/)
    const posts = page.getByRole('article')
    await expect(posts).toHaveCount(10)
    const first = posts.first()
    await expect(first.getByRole('link', { name: /'s profile$/ })).toBeVisible()
    await expectImageLoaded(first.locator('img').nth(1))
  })

  test(
    "speaks the browser's language, switches language on the gate, and Enter keeps it",
    ANY_WIDTH,
    async ({ browser }) => {
      const context = await browser.newContext({ locale: 'pt-BR' })
      const page = await context.newPage()
      await page.goto('/celebrities')
      await expect(page.locator('html')).toHaveAttribute('lang', 'pt')
      await expect(page.getByRole('heading', { name: 'Este site contém conteúdo adulto' })).toBeVisible()
      await page.getByRole('button', { name: /Português$/ }).click()
      await page.getByRole('button', { name: 'Español' }).click()
      await expect(page.getByRole('heading', { name: 'Este sitio contiene contenido para adultos' })).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('lang', 'es')
      await expect(page).toHaveTitle('Este sitio contiene contenido para adultos · Velvet')
      await expect(page.getByRole('link', { name: 'Términos' })).toHaveAttribute('href', '/legals/terms/es.html')
      await page.getByRole('button', { name: 'Entrar' }).click()
      await expect(page).toHaveURL(/\/celebrities$/)
      await expect(page.getByRole('article').first()).toBeVisible()
      await expect(page.getByRole('link', { name: 'Celebridades' }).first()).toBeVisible()
      await context.close()
    },
  )

  test('remembers the acceptance and keeps the deep link', ANY_WIDTH, async ({ page }) => {
    await page.goto('/celebrities')
    await page.getByRole('button', { name: 'Enter' }).click()
    await expect(page).toHaveURL(/\/celebrities$/)
    await page.goto('/')
    await expect(page).toHaveURL(/\/home$/)
    await page.reload()
    await expect(page.getByRole('article').first()).toBeVisible()
    // The page preloads the words of its language, once, beside the app's code.
    await expect(page.locator('head link[rel="modulepreload"][href^="/assets/messages-"]')).toHaveCount(1)
  })

  test(
    'is in the page itself: with JavaScript off it shows, and Enter leads on to the page asked for',
    ANY_WIDTH,
    async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false })
      const page = await context.newPage()
      await page.goto('/videos')
      const gate = page.getByRole('heading', { name: 'This site contains adult content' })
      await expect(gate).toBeVisible()
      await expect(page.getByText('18+')).toBeVisible()
      await page.getByRole('button', { name: 'Enter' }).click()

      await expect(page).toHaveURL(/\/videos$/)
      await expect(gate).toBeHidden()
      // The page, as the server rendered it.
      await expect(page.getByRole('banner')).toContainText('Velvet')
      await expect(page.getByRole('heading', { name: 'All videos' })).toBeVisible()
      // Accepted for good: the gate's own address sends the visitor past it too.
      await page.goto('/')
      await expect(gate).toBeHidden()
      await context.close()
    },
  )

  test('accepted without JavaScript counts when the app runs', ANY_WIDTH, async ({ browser }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false })
    const page = await noScript.newPage()
    await page.goto('/?redirect=%2Fcelebrities')
    await page.getByRole('button', { name: 'Enter' }).click()
    await expect(page).toHaveURL(/\/celebrities$/)
    const cookies = await noScript.cookies()
    await noScript.close()

    const context = await browser.newContext()
    await context.addCookies(cookies)
    const app = await context.newPage()
    await app.goto('/celebrities')
    await expect(app.getByRole('article').first()).toBeVisible()
    await expect(app).toHaveURL(/\/celebrities$/)
    await context.close()
  })

  test(
    'a login sent before the app has run keeps the password out of the address',
    ANY_WIDTH,
    async ({ browser, baseURL }) => {
      const noScript = await browser.newContext({ javaScriptEnabled: false })
      await noScript.addCookies([{ name: 'velvet_age', value: '1', url: baseURL ?? '' }])
      const page = await noScript.newPage()
      await page.goto('/login?redirect=%2Fvideos')
      await page.getByLabel('E-mail or username').fill('someone@example.com')
      await page.getByLabel('Password', { exact: true }).fill('typed-before-the-app')
      const sent = page.waitForResponse(
        (res) => res.request().method() === 'POST' && new URL(res.url()).pathname === '/login',
      )
      await page.getByLabel('Password', { exact: true }).press('Enter')
      expect((await sent).status()).toBe(303)
      await page.waitForLoadState('load')
      await expect(page).toHaveURL(/\/login\?redirect=%2Fvideos$/)
      await expect(page.getByRole('heading', { name: 'Log in to Velvet' })).toBeVisible()
      expect(page.url()).not.toContain('typed-before-the-app')
      await noScript.close()
    },
  )

  test('lets crawlers through without the gate', ANY_WIDTH, async ({ browser }) => {
    const context = await browser.newContext({
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    })
    const page = await context.newPage()
    await page.goto('/celebrities')
    await expect(page).toHaveURL(/\/celebrities$/)
    await expect(page.getByRole('article').first()).toBeVisible()
    await context.close()
  })
})

test.describe('[FIRST] /home rendered by the server', ANY_WIDTH, () => {
  test("shows the feed and its first picture before the app's code has run, then the app takes it over", async ({
    browser,
  }) => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await acceptAgeBeforeLoad(page)
    // The app's code is held back: what shows meanwhile is the server's page alone.
    const held: Route[] = []
    let holding = true
    await page.route('**/assets/*.js', (route) => (holding ? held.push(route) : route.continue()))
    await page.goto('/home', { waitUntil: 'commit' })
    const posts = page.getByRole('article')
    await expect(page.getByRole('heading', { name: 'Celebrities' })).toBeVisible()
    await expect(posts).toHaveCount(10)
    await expectImageLoaded(posts.first().locator('img').nth(1))
    expect(await page.evaluate(() => (window as { __velvetBooted?: boolean }).__velvetBooted)).toBeUndefined()

    holding = false
    for (const route of held.splice(0)) await route.continue()
    await expect.poll(() => page.evaluate(() => (window as { __velvetBooted?: boolean }).__velvetBooted)).toBe(true)
    // The same posts, now the app's: their menus open.
    await expect(posts).toHaveCount(10)
    await posts.first().getByRole('button', { name: 'Post options' }).click()
    await expect(page.getByRole('menuitem', { name: 'Copy link' })).toBeVisible()
    await context.close()
  })
})

test.describe('[FEED] celebrities', ANY_WIDTH, () => {
  test('loads the next page as the end of the list comes near', async ({ page }) => {
    await acceptAgeBeforeLoad(page)
    await page.goto('/home')
    const posts = page.getByRole('article')
    await expect(posts).toHaveCount(10)
    await posts.last().scrollIntoViewIfNeeded()
    await expect(posts).toHaveCount(20)
  })
})

test.describe('[HOME] carousel', () => {
  test('glides to the next slide every 6 s, pauses while hovered and comes back to the first after the last', async ({
    page,
  }) => {
    await acceptAgeBeforeLoad(page)
    await page.clock.install({ time: new Date('2026-11-22T12:00:00Z') })
    await page.goto('/home')
    const carousel = page.getByRole('region', { name: 'Featured' })
    await expect(carousel.getByRole('link').first()).toBeVisible()
    // The slides came with the page (the server read them), the loop's copy of the first aside.
    const slideCount = await carousel.locator('[aria-roledescription="slide"]').count()
    expect(slideCount).toBeGreaterThan(1)
    const shown = () =>
      carousel.evaluate((section) => {
        const track = section.firstElementChild as HTMLElement
        return Math.round(track.scrollLeft / track.clientWidth)
      })
    // Keep the pointer away from the carousel between checks: hovering pauses it.
    const awayFromCarousel = () => page.mouse.move(1, (page.viewportSize()?.height ?? 600) - 1)
    await awayFromCarousel()

    // From here on the page's time moves only when the test moves it.
    await page.clock.pauseAt(new Date('2026-11-22T13:00:00Z'))
    // Steps the page's clock until the carousel shows `slide`; the time it took is the autoplay delay.
    const timeUntilSlide = async (slide: number) => {
      let elapsed = 0
      while ((await shown()) !== slide && elapsed < 9000) {
        await page.clock.runFor(500)
        elapsed += 500
      }
      expect(await shown()).toBe(slide)
      await page.clock.runFor(1000) // the rest of the 1 s glide
      return elapsed
    }

    await timeUntilSlide(1)
    await carousel.hover()
    await page.clock.runFor(2 * 6000)
    expect(await shown()).toBe(1)
    await awayFromCarousel()

    // The pointer left: the whole 6 s again, then the glide (a slide counts as shown halfway through it).
    const afterHover = await timeUntilSlide(2)
    expect(afterHover).toBeGreaterThanOrEqual(6000)
    expect(afterHover).toBeLessThanOrEqual(7000)
    // timeUntilSlide already waited out the previous glide's last second.
    for (let slide = 3; slide < slideCount; slide++) {
      const elapsed = await timeUntilSlide(slide)
      expect(elapsed).toBeGreaterThanOrEqual(5000)
      expect(elapsed).toBeLessThanOrEqual(6000)
    }
    // After the last slide comes the first, moving forward.
    expect(await timeUntilSlide(0)).toBeGreaterThanOrEqual(5000)
  })
})

test.describe('[OFFLINE] app shell', () => {
  test('a reload while offline still shows the shell and the saved feed', async ({ page, context }) => {
    await acceptAgeBeforeLoad(page)
    await page.goto('/home')
    await expect(page.getByRole('article')).toHaveCount(10)
    await waitForServiceWorkerControl(page)
    await expect(page.getByRole('article')).toHaveCount(10)
    await waitForPersisted(page, 'guest', 'celebrities')

    await context.setOffline(true)
    await page.reload()
    await expect(page.getByRole('link', { name: 'Velvet home' })).toBeVisible()
    await expect(page.getByText('You are offline. Showing what was saved on this device.')).toBeVisible()
    const posts = page.getByRole('article')
    await expect(posts).toHaveCount(10)
    await expectImageLoaded(posts.first().locator('img').nth(1))
    await context.setOffline(false)
  })
})

test.describe('[BOOT] when the app cannot load', ANY_WIDTH, () => {
  test("keeps the server's page readable and offers to try again", async ({ page }) => {
    await acceptAgeBeforeLoad(page)
    await page.route(/\/assets\/main-[^/]+\.js$/, (route) => route.abort('connectionreset'))
    await page.goto('/home')
    await expect(page.getByRole('alert')).toContainText('Velvet could not load')
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
    await expect(page.getByRole('article').first()).toBeVisible()
  })
})

test.describe('[INSTALL] web app', ANY_WIDTH, () => {
  test('is installable: manifest, icons and a controlling service worker', async ({ page, context }) => {
    await acceptAgeBeforeLoad(page)
    await page.goto('/home')
    await waitForServiceWorkerControl(page)
    const cdp = await context.newCDPSession(page)
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
    // Playwright contexts are incognito profiles, where Chromium never offers installation.
    expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([])
    const manifest = await cdp.send('Page.getAppManifest')
    expect(manifest.errors).toEqual([])
    expect(manifest.data).toContain('"maskable"')
  })
})

test.describe('[I18N] languages', ANY_WIDTH, () => {
  test('switching to Turkish changes the visible text and the API language', async ({ page }) => {
    await acceptAgeBeforeLoad(page)
    await page.goto('/home')
    await expect(page.getByRole('link', { name: 'Celebrities' })).toBeVisible()
    const turkishFeed = page.waitForRequest(
      (request) => request.url().includes('/api/celebrities') && request.url().includes('lang=tr'),
    )
    await page.getByRole('button', { name: /language: English$/ }).click()
    await page.getByRole('button', { name: 'Türkçe' }).click()
    await expect(page.getByRole('link', { name: 'Ünlüler' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr')
    const request = await turkishFeed
    expect(request.headers()['accept-language']).toBe('tr')
    await page.reload()
    await expect(page.getByRole('link', { name: 'Ünlüler' })).toBeVisible()
  })

  test('an Italian browser gets the Spanish interface', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'it-IT' })
    const page = await context.newPage()
    await page.goto('/')
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible()
    await context.close()
  })

  test('a German browser gets the English interface', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-DE' })
    const page = await context.newPage()
    await page.goto('/')
    await expect(page.getByRole('button', { name: 'Enter' })).toBeVisible()
    await context.close()
  })
})

test.describe('[THEME] divas and chads', ANY_WIDTH, () => {
  test('?site_type=chads switches the theme, shows its feed and is remembered', async ({ page }) => {
    await acceptAgeBeforeLoad(page)
    await page.goto('/home')
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'divas')
    const divasFirst = await page.getByRole('article').first().getAttribute('aria-label')
    await page.goto('/home?site_type=chads')
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'chads')
    await expect(page.getByRole('article').first()).not.toHaveAttribute('aria-label', divasFirst ?? '')
    const accent = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--accent').trim(),
    )
    expect(accent.toLowerCase()).toBe('#2e8bff')
    await page.goto('/home')
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'chads')
  })
})

test.describe('[404] not found', ANY_WIDTH, () => {
  test('an unknown page shows the not-found screen with a way home', async ({ page }) => {
    await acceptAgeBeforeLoad(page)
    await page.goto('/no/such/page')
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    await page.getByRole('link', { name: 'Back to home' }).click()
    await expect(page).toHaveURL(/\/home$/)
  })
})

test.describe('[ERRORS] client error reporting', ANY_WIDTH, () => {
  test("loads Sentry's SDK on the page's first error and sends that error, sampled, through our tunnel", async ({
    page,
  }) => {
    await acceptAgeBeforeLoad(page)
    // Sentry draws its 1-in-100 sample with Math.random inside this documented hook of its SDK:
    // here it draws 0, so this page's error is in the sample.
    await page.addInitScript(() => {
      const hook = Symbol.for('__SENTRY_SAFE_RANDOM_ID_WRAPPER__')
      ;(globalThis as Record<symbol, unknown>)[hook] = (callback: () => unknown) => {
        const random = Math.random
        Math.random = () => 0
        try {
          return callback()
        } finally {
          Math.random = random
        }
      }
    })
    const sdkRequests: string[] = []
    page.on('request', (request) => {
      if (/\/assets\/error-reporting-sdk-[\w-]+\.js$/.test(request.url())) sdkRequests.push(request.url())
    })
    await page.goto('/home', { waitUntil: 'networkidle' })
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // A page without an error has not downloaded the SDK, and does not name it.
    expect(sdkRequests).toEqual([])
    expect(await (await page.request.get('/home')).text()).not.toContain('error-reporting-sdk')

    // The error happens before the SDK exists: it is kept, and handed to the SDK once it has loaded.
    const report = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/api/client_errors' && request.method() === 'POST',
    )
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error('A journey error')
      }),
    )
    const sent = await report
    expect(sent.postData()).toContain('A journey error')
    expect(sent.postData()?.split('\n')[0]).toContain('"dsn":"http://velvet@127.0.0.1:')
    expect((await sent.response())?.status()).toBe(200)
  })
})
