import type { Page, Request } from '@playwright/test'
import {
  ANY_WIDTH,
  acceptAgeBeforeLoad,
  expect,
  test,
  waitForHydrated,
  waitForPersisted,
  waitForServiceWorkerControl,
} from './fixtures'

/** Every GET of one API list the page makes, to check what was (and was not) asked for. */
function recordRequests(page: Page, path: string): URL[] {
  const seen: URL[] = []
  page.on('request', (request: Request) => {
    const url = new URL(request.url())
    if (request.method() === 'GET' && url.pathname === path) seen.push(url)
  })
  return seen
}

function waitForList(page: Page, path: string, match: (params: URLSearchParams) => boolean) {
  return page.waitForResponse((response) => {
    const url = new URL(response.url())
    return response.request().method() === 'GET' && url.pathname === path && match(url.searchParams)
  })
}

async function totalOf(response: import('@playwright/test').Response): Promise<number> {
  const body = (await response.json()) as { meta: { pagination: { total: number } } }
  return body.meta.pagination.total
}

test.describe('[MOVIES] movie index', () => {
  test(
    'the text filter waits for 3 characters, a category narrows the results, and each search is recorded',
    ANY_WIDTH,
    async ({ page }) => {
      await acceptAgeBeforeLoad(page)
      // A controllable clock: the typing pause can pass without the test sleeping.
      await page.clock.install()
      const movieRequests = recordRequests(page, '/api/movies')
      await page.goto('/videos/search')
      await expect(page.getByRole('heading', { level: 1, name: 'Search videos' })).toBeVisible()
      await expect(page.getByRole('list', { name: 'Videos' }).getByRole('listitem')).toHaveCount(16)
      const box = page.getByRole('searchbox', { name: 'Search videos' })
      await waitForHydrated(box)
      // The first page came with the server-rendered HTML: the browser did not ask for it again.
      expect(movieRequests).toEqual([])

      await box.fill('Lu')
      await expect(page.getByText('Type at least 3 characters to search.')).toBeVisible()
      await page.clock.runFor(2000)
      expect(movieRequests.filter((url) => url.searchParams.has('search'))).toEqual([])

      const searched = waitForList(page, '/api/movies', (params) => params.get('search') === 'Lunar')
      const recorded = page.waitForRequest(
        (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/movie_searchs',
      )
      await box.fill('Lunar')
      await page.clock.runFor(2000)
      const allLunar = await totalOf(await searched)
      expect((await recorded).postDataJSON()).toEqual({ search: 'Lunar' })
      await expect(page.getByRole('heading', { level: 1, name: 'Results for “Lunar”' })).toBeVisible()
      await expect(page.getByText(`${allLunar} videos`, { exact: true })).toBeVisible()

      const narrowed = waitForList(
        page,
        '/api/movies',
        (params) => params.get('search') === 'Lunar' && params.get('category_id') === '1',
      )
      const recordedWithCategory = page.waitForRequest(
        (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/movie_searchs',
      )
      await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Glamour' })
      const glamourLunar = await totalOf(await narrowed)
      expect(glamourLunar).toBeGreaterThan(0)
      expect(glamourLunar).toBeLessThan(allLunar)
      expect((await recordedWithCategory).postDataJSON()).toEqual({ search: 'Lunar', category_id: 1 })
      await expect(page).toHaveURL(/category_id=1/)
      const cards = page.getByRole('list', { name: 'Videos' }).getByRole('link')
      await expect(cards).toHaveCount(glamourLunar)
      for (const name of await cards.allInnerTexts()) expect(name).toContain('Lunar')
    },
  )

  test('"Load more" adds the next 16 movies', ANY_WIDTH, async ({ page }) => {
    await acceptAgeBeforeLoad(page)
    await page.goto('/videos')
    await expect(page.getByRole('heading', { level: 1, name: 'All videos' })).toBeVisible()
    const movies = page.getByRole('list', { name: 'Videos' }).getByRole('listitem')
    await expect(movies).toHaveCount(16)
    const secondPage = waitForList(
      page,
      '/api/movies',
      (params) => params.get('page') === '2' && params.get('per_page') === '16',
    )
    const loadMore = page.getByRole('button', { name: 'Load more videos' })
    await waitForHydrated(loadMore)
    await loadMore.click()
    await secondPage
    await expect(movies).toHaveCount(32)
    await expect(movies.first().getByRole('link')).toHaveAttribute('href', /^\/videos\/\d+\/watch$/)
  })

  test('a mouse resting on a movie plays its silent preview, gone soon after it leaves; a touch screen gets none', async ({
    page,
  }) => {
    await acceptAgeBeforeLoad(page)
    await page.goto('/videos')
    const first = page.getByRole('list', { name: 'Videos' }).getByRole('listitem').first().getByRole('link')
    await expect(first).toBeVisible()
    const preview = first.locator('video')
    const canHover = await page.evaluate(() => matchMedia('(hover: hover) and (pointer: fine)').matches)
    await first.hover()
    if (!canHover) {
      // Phones: nothing is fetched or played however long the finger rests.
      await page.waitForTimeout(1500)
      await expect(preview).toHaveCount(0)
      return
    }
    await expect(preview).toHaveAttribute('src', /^\/media\/previews\/preview-\d\.mp4$/)
    await expect
      .poll(() => preview.evaluate((video: HTMLVideoElement) => video.muted && video.currentTime > 0))
      .toBe(true)
    await page.mouse.move(0, 0)
    await expect(preview).toHaveCount(1)
    await expect(preview).toHaveCount(0, { timeout: 3000 })
  })

  test('a category tile opens its videos with the category as the title', ANY_WIDTH, async ({ page }) => {
    await acceptAgeBeforeLoad(page)
    await page.goto('/categories')
    await page.getByRole('list', { name: 'Categories' }).getByRole('link', { name: 'Boudoir' }).click()
    await expect(page).toHaveURL(/\/videos\?category_id=2$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Boudoir videos' })).toBeVisible()
    await expect(page.getByRole('list', { name: 'Videos' }).getByRole('listitem').first()).toBeVisible()
  })

  test('a list seen before opens offline', ANY_WIDTH, async ({ page, context }) => {
    await acceptAgeBeforeLoad(page)
    await page.goto('/videos/hot')
    await waitForServiceWorkerControl(page)
    const movies = page.getByRole('list', { name: 'Videos' }).getByRole('listitem')
    await expect(movies).toHaveCount(16)
    await waitForPersisted(page, 'guest', '"hot"')
    await context.setOffline(true)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'New & hot' })).toBeVisible()
    await expect(movies).toHaveCount(16)
    await context.setOffline(false)
  })
})

test.describe('[MODELS] models grid', ANY_WIDTH, () => {
  test('the Divas/Chads switch reloads the grid with the other theme; filters narrow it', async ({ page }) => {
    await acceptAgeBeforeLoad(page)
    await page.goto('/models?site_type=divas')
    const grid = page.getByRole('list', { name: 'Creators' })
    await expect(grid.getByRole('listitem').first()).toBeVisible()
    const firstDiva = await grid.getByRole('link').first().getAttribute('href')

    const chads = waitForList(page, '/api/models', (params) => params.get('site_type') === 'chads')
    const chadsButton = page.getByRole('button', { name: 'Chads' })
    await waitForHydrated(chadsButton)
    await chadsButton.click()
    const chadsAnswer = await chads
    expect(chadsAnswer.url()).toContain('per_page=40')
    const chadsTotal = await totalOf(chadsAnswer)
    await expect(page.getByRole('button', { name: 'Chads' })).toHaveAttribute('aria-pressed', 'true')
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'chads')
    await expect(page.getByText(`${chadsTotal} creators`, { exact: true })).toBeVisible()
    await expect(grid.getByRole('link').first()).not.toHaveAttribute('href', firstDiva ?? '')

    const verified = waitForList(
      page,
      '/api/models',
      (params) => params.get('verified') === '1' && params.get('site_type') === 'chads',
    )
    await page.getByRole('checkbox', { name: 'Verified only' }).check()
    const verifiedTotal = await totalOf(await verified)
    expect(verifiedTotal).toBeLessThanOrEqual(chadsTotal)
    await expect(page).toHaveURL(/verified=1/)
    await page.getByRole('radio', { name: 'Newest' }).check()
    await expect(page).toHaveURL(/order_by=newest/)
  })
})

test.describe('[WEBSTARS] webstars tab', ANY_WIDTH, () => {
  test('a guest asks for no followed list, and the next page loads on scroll until the last', async ({ page }) => {
    await acceptAgeBeforeLoad(page)
    const webstarRequests = recordRequests(page, '/api/webstars')
    const firstPage = waitForList(page, '/api/webstars', (params) => params.get('page') === '1')
    const secondPage = waitForList(page, '/api/webstars', (params) => params.get('page') === '2')
    await page.goto('/webstars')
    const first = await firstPage
    const { meta, data } = (await first.json()) as {
      data: unknown[]
      meta: { pagination: { total: number; total_pages: number } }
    }
    expect(data).toHaveLength(18)
    expect(meta.pagination.total_pages).toBe(2)
    const grid = page.getByRole('list', { name: 'Creators you do not follow yet' })
    await expect(grid.getByRole('listitem').first()).toBeVisible()
    await expect(page.getByText('Log in to see the creators you follow here.')).toBeVisible()

    // On a short page the second page may already be on its way: the bottom is within 900 px.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await secondPage
    await expect(grid.getByRole('listitem')).toHaveCount(meta.pagination.total)
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect(grid.getByRole('listitem')).toHaveCount(meta.pagination.total)
    expect(webstarRequests.map((url) => url.searchParams.get('page'))).toEqual(['1', '2'])
    expect(webstarRequests.every((url) => url.searchParams.get('per_page') === '18')).toBe(true)
    expect(webstarRequests.some((url) => ['1', 'true'].includes(url.searchParams.get('followed') ?? ''))).toBe(false)
  })
})

test.describe('[SEARCH] creator search', ANY_WIDTH, () => {
  test('shows the creators matching the header search and searches again from its own box', async ({ page }) => {
    await acceptAgeBeforeLoad(page)
    await page.goto(`/webstar/search?search=a&t=${Date.now()}`)
    await expect(page.getByText('Type at least 3 characters to search.')).toBeVisible()

    const results = waitForList(page, '/api/webstars/search', (params) => params.get('search') === 'vega')
    const box = page.getByRole('main').getByRole('searchbox', { name: 'Search creators' })
    await box.fill('vega')
    await box.press('Enter')
    const total = await totalOf(await results)
    await expect(page.getByRole('heading', { level: 1, name: 'Creators matching “vega”' })).toBeVisible()
    await expect(page.getByRole('list', { name: 'Search results' }).getByRole('listitem')).toHaveCount(
      Math.min(total, 18),
    )
  })
})

type ListedPost = { webstar?: { data: { name: string; sex: string } } }

/** The creators' names of a theme's first celebrities page, as the API answers a guest. */
async function celebrityNames(page: Page, theme: 'divas' | 'chads', sex: string): Promise<string[]> {
  const response = await page.request.get(`/api/celebrities?site_type=${theme}&per_page=10&include=webstar&lang=en`)
  const posts = ((await response.json()) as { data: ListedPost[] }).data
  return posts.flatMap((post) => (post.webstar?.data.sex === sex ? [post.webstar.data.name] : []))
}

test.describe('[LISTS] list fetches', ANY_WIDTH, () => {
  test('each fetch carries a random token of its own, and an answer a newer fetch replaced is never shown', async ({
    page,
    context,
  }) => {
    await acceptAgeBeforeLoad(page)
    const tokens: (string | undefined)[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/webstars') tokens.push(request.headers()['x-list-token'])
    })
    const secondPage = waitForList(page, '/api/webstars', (params) => params.get('page') === '2')
    await page.goto('/webstars')
    await expect(
      page.getByRole('list', { name: 'Creators you do not follow yet' }).getByRole('listitem').first(),
    ).toBeVisible()
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await secondPage
    expect(tokens).toHaveLength(2)
    expect(tokens.every((token) => /^[0-9a-f-]{36}$/.test(token ?? ''))).toBe(true)
    expect(new Set(tokens).size).toBe(2)

    // The divas list's answer is held while the visitor, from the feeds tab, opens celebrities and
    // switches to chads: it arrives last, and the chads list stays.
    const [divas, chads] = [await celebrityNames(page, 'divas', 'F'), await celebrityNames(page, 'chads', 'M')]
    let release = () => {}
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    await context.route(/\/api\/celebrities\?.*site_type=divas/, async (route) => {
      await released
      await route.continue()
    })
    // The held fetch ends, answered (or given up by the page): either way it has had its chance.
    const isDivas = (request: Request) =>
      new URL(request.url()).pathname === '/api/celebrities' &&
      new URL(request.url()).searchParams.get('site_type') === 'divas'
    const staleAnswer = Promise.race([
      page.waitForEvent('requestfinished', { predicate: isDivas, timeout: 20_000 }),
      page.waitForEvent('requestfailed', { predicate: isDivas, timeout: 20_000 }),
    ])
    await page.goto('/feeds')
    const celebritiesTab = page.getByRole('link', { name: 'Celebrities', exact: true })
    await waitForHydrated(celebritiesTab)
    await celebritiesTab.click()
    await expect(page).toHaveURL(/\/celebrities/)
    await page.getByRole('group', { name: 'Theme' }).getByText('Chads').click()
    const posts = page.getByRole('article')
    await expect(posts.first()).toHaveAccessibleName(`Post by ${chads[0]}`)
    release()
    await staleAnswer
    await expect(posts.first()).toHaveAccessibleName(`Post by ${chads[0]}`)
    await expect(page.getByRole('article', { name: `Post by ${divas[0]}` })).toHaveCount(0)
  })
})
