import { type APIRequestContext, request as newRequest } from '@playwright/test'
import { ANY_WIDTH, expect, expectImageLoaded, test } from './fixtures'

/** The proxy's header the e2e server trusts for the visitor's region (scripts/e2e-server.mjs). */
const REGION_HEADER = 'x-velvet-region'

/** A post, its thumbnail and a stream of the demo catalogue, as a visitor from an ungated region sees them. */
async function demoContent(baseURL: string) {
  const elsewhere: APIRequestContext = await newRequest.newContext({
    baseURL,
    extraHTTPHeaders: { [REGION_HEADER]: 'US-CA' },
  })
  const answer = await elsewhere.get('/api/celebrities?page=1')
  expect(answer.status(), await answer.text()).toBe(200)
  const list = (await answer.json()) as {
    data: { id: number; public_thumbnail_image_path: { small: string } }[]
  }
  await elsewhere.dispose()
  const [post] = list.data
  if (!post) throw new Error('the demo catalogue has no post')
  return {
    post: `/api/posts/${post.id}`,
    list: '/api/celebrities?page=1',
    thumbnail: post.public_thumbnail_image_path.small,
    stream: '/media/hls/trailer-1/index.m3u8',
  }
}

test.describe('[AGE] where the law asks for an age check', () => {
  test.use({ extraHTTPHeaders: { [REGION_HEADER]: 'GB' } })

  test('the visitor sees no post, thumbnail or stream until the sandbox estimation passes', async ({
    page,
    baseURL,
  }) => {
    const content = await demoContent(baseURL ?? '')
    await page.goto('/home')
    // The check takes the click-through gate's place.
    await expect(page.getByRole('heading', { name: 'Confirm your age' })).toBeVisible()
    await expect(page).toHaveURL(/\/age-check\?redirect=%2Fhome$/)
    await expect(page.getByRole('heading', { name: 'This site contains adult content' })).toBeHidden()
    await expect(page.getByRole('article')).toHaveCount(0)
    for (const url of Object.values(content)) {
      const refused = await page.request.get(url)
      expect(refused.status(), url).toBe(451)
      if (url.startsWith('/api/')) expect((await refused.json()).code).toBe('age_verification_required')
    }

    await page.getByRole('button', { name: 'Start age estimation' }).click()
    await expect(page.getByRole('heading', { name: 'Age estimation' })).toBeVisible()
    await page.getByRole('button', { name: 'Estimated over 25: pass' }).click()

    // Back where the visitor was, with the feed and its pictures.
    await expect(page).toHaveURL(/\/home$/)
    const posts = page.getByRole('article')
    await expect(posts.first()).toBeVisible()
    await expectImageLoaded(posts.first().locator('img').nth(1))
    for (const url of Object.values(content)) expect((await page.request.get(url)).status(), url).toBe(200)
  })

  test('an unsure or failed check says what to do next, and content stays closed', ANY_WIDTH, async ({ page }) => {
    await page.goto('/videos')
    await page.getByRole('button', { name: 'Start age estimation' }).click()
    await page.getByRole('button', { name: 'Cannot tell: unsure' }).click()

    await expect(page).toHaveURL(/\/age-check/)
    const unsure = page.getByRole('alert').filter({ hasText: 'We could not confirm your age' })
    await expect(unsure).toContainText('Check with an ID document instead')
    // The document is offered first now.
    const starts = page.getByRole('button', { name: /^Start / })
    await expect(starts.first()).toHaveText('Start document check')
    await starts.first().click()
    await page.getByRole('button', { name: 'Document shows under 18: fail' }).click()

    const failed = page.getByRole('alert').filter({ hasText: 'The check did not confirm that you are 18 or over' })
    await expect(failed).toContainText('try again with another valid document')
    expect((await page.request.get('/api/movies')).status()).toBe(451)
    await expect(page.getByRole('button', { name: 'Start age estimation' })).toBeEnabled()
  })
})

test.describe('[AGE] where the law asks for no age check', () => {
  test.use({ extraHTTPHeaders: { [REGION_HEADER]: 'US-CA' } })

  test("the visitor sees today's gate, and Enter opens the feed", ANY_WIDTH, async ({ page }) => {
    await page.goto('/home')
    await expect(page.getByRole('heading', { name: 'This site contains adult content' })).toBeVisible()
    await page.getByRole('button', { name: 'Enter' }).click()
    await expect(page).toHaveURL(/\/home$/)
    await expect(page.getByRole('article').first()).toBeVisible()
  })
})
