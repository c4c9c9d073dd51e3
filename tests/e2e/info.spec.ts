import type { Page } from '@playwright/test'
import { acceptAgeBeforeLoad, expect, test, waitForHydrated } from './fixtures'

/** Every API call answers 503, as during maintenance, until `restore` is called. */
async function failApiWith503(page: Page) {
  const handler = (route: import('@playwright/test').Route) =>
    route.fulfill({ status: 503, json: { message: 'We are doing some maintenance.', code: 'maintenance' } })
  await page.route('**/api/**', handler)
  return () => page.unroute('**/api/**', handler)
}

/**
 * Opens the support page and returns its footer's FAQs link once the app has taken over the page. The
 * server reads a page's data itself when it renders the page; reached from here, the FAQ is read by
 * the app, in the browser, where these journeys control the answers.
 */
async function faqLinkFromSupport(page: Page) {
  await page.goto('/support')
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'FAQs' })
  await waitForHydrated(link)
  return link
}

test.describe('[INFO] info pages', () => {
  test('the FAQ lists every question and renders the answers as HTML', async ({ page }) => {
    await acceptAgeBeforeLoad(page)
    const faqLink = await faqLinkFromSupport(page)
    const faqRequest = page.waitForRequest((request) => request.url().includes('/api/frequently_asked_questions'))
    await faqLink.click()
    expect(new URL((await faqRequest).url()).searchParams.get('per_page')).toBe('999')

    await expect(page.getByRole('heading', { name: 'Frequently asked questions', level: 1 })).toBeVisible()
    const questions = page.locator('details')
    await expect(questions.first()).toBeVisible()
    expect(await questions.count()).toBeGreaterThan(1)

    const tokens = questions.filter({ hasText: 'What are tokens?' })
    await tokens.getByText('What are tokens?').click()
    await expect(tokens.locator('p strong')).toHaveText('3 tokens')
    await expect(page.locator('main script')).toHaveCount(0)

    await page.getByRole('searchbox', { name: 'Search the questions' }).fill('offline')
    await expect(page.getByText(/question(s)? match(es)? your search/)).toBeVisible()
    await expect(questions.filter({ hasText: 'What are tokens?' })).toHaveCount(0)
  })

  test('the about page shows the CMS text and the company sites', async ({ page }) => {
    await acceptAgeBeforeLoad(page)
    await page.goto('/about')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const sites = page.getByRole('region', { name: 'Our sites' }).getByRole('listitem')
    await expect(sites.first()).toBeVisible()
    expect(await sites.count()).toBeGreaterThan(1)
  })

  test('the cookies policy opens without the age gate and has four sections', async ({ page }) => {
    await page.goto('/cookies')
    await expect(page).toHaveURL(/\/cookies$/)
    await expect(page.getByRole('heading', { name: 'Cookies policy', level: 1 })).toBeVisible()
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'What cookies are',
      'Which cookies and storage we use',
      'How to control them',
      'Contact',
    ])
    await page.getByRole('link', { name: 'How to enable cookies and storage' }).click()
    await expect(page).toHaveURL(/\/cookies-availability$/)
    await expect(page.getByText('Cookies and storage are available on this browser.')).toBeVisible()
  })

  test('support shows the hosted form, the complaints e-mail and the legal reply time', async ({ page }) => {
    await acceptAgeBeforeLoad(page)
    await page.goto('/support')
    await expect(page.getByRole('heading', { name: 'How can we help?' })).toBeVisible()
    await expect(page.getByLabel('Your e-mail')).toBeVisible()
    await expect(page.getByLabel('Topic')).toBeVisible()
    await expect(page.getByText('Legal requests are answered within 72 hours.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'complaints@velvet.example' })).toHaveAttribute(
      'href',
      'mailto:complaints@velvet.example',
    )
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(page.getByText('Your name is required.')).toBeVisible()
  })

  test('an unknown address shows the 404 screen with a way home', async ({ page }) => {
    await acceptAgeBeforeLoad(page)
    await page.goto('/no/such/page')
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    await page.getByRole('link', { name: 'Back to home' }).click()
    await expect(page).toHaveURL(/\/home$/)
  })
})

test.describe('[MAINT] maintenance', () => {
  // page.route does not see requests a service worker answers; these journeys are about the page itself.
  test.use({ serviceWorkers: 'block' })

  test('a 503 leads to the maintenance page, which goes home once the API answers again', async ({ page }) => {
    await acceptAgeBeforeLoad(page)
    const faqLink = await faqLinkFromSupport(page)
    const restore = await failApiWith503(page)
    await faqLink.click()
    await expect(page).toHaveURL(/\/maintenance$/)
    await expect(page.getByRole('heading', { name: 'We are doing some maintenance…' })).toBeVisible()
    await expect(page.getByText(/^Next try in \d+ seconds?$/)).toBeVisible()

    await restore()
    // The first try comes 5 s after the page opened.
    const probe = page.waitForRequest((request) => request.url().includes('/api/carousels'), { timeout: 15_000 })
    await probe
    // A successful retry goes home, not back to the page that failed.
    await expect(page).toHaveURL(/\/home$/, { timeout: 15_000 })
    await expect(page.getByRole('heading', { name: 'We are doing some maintenance…' })).toHaveCount(0)
  })

  test('a failed try keeps the maintenance message; a good one goes home', async ({ page }) => {
    await acceptAgeBeforeLoad(page)
    const restore = await failApiWith503(page)
    await page.goto('/maintenance')
    await page.getByRole('button', { name: 'Try now' }).click()
    await expect(page.getByText('We are not back yet. Thank you for your patience.')).toBeVisible()
    await expect(page).toHaveURL(/\/maintenance$/)
    await expect(page.getByText(/^Next try in \d+ seconds?$/)).toBeVisible()

    await restore()
    await page.getByRole('button', { name: 'Try now' }).click()
    await expect(page).toHaveURL(/\/home$/)
  })

  test('a screen with nothing to show leads to the maintenance page once the server stays silent past the retries', async ({
    page,
  }) => {
    await acceptAgeBeforeLoad(page)
    await page.clock.install()
    const faqLink = await faqLinkFromSupport(page)
    await page.route('**/api/**', (route) => route.abort('connectionrefused'))
    await faqLink.click()
    await expect(page.getByRole('link', { name: 'Velvet home' })).toBeVisible()
    await expect(page).toHaveURL(/\/faqs$/)
    await page.clock.fastForward(10_000)
    await expect(page).toHaveURL(/\/maintenance$/)
  })

  test('offline is not maintenance: the page shows its offline state', async ({ page, context }) => {
    await acceptAgeBeforeLoad(page)
    // Loads the info pages' code while online; their FAQ data is not fetched yet.
    const faqLink = await faqLinkFromSupport(page)
    await expect(page.getByRole('heading', { name: 'How can we help?' })).toBeVisible()

    await context.setOffline(true)
    await faqLink.click()
    await expect(page).toHaveURL(/\/faqs$/)
    await expect(page.getByText('You are offline', { exact: true })).toBeVisible()
    await expect(page).not.toHaveURL(/maintenance/)
    await context.setOffline(false)
  })
})
