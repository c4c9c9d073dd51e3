/** Creator addresses say whose they are; a profile lists plan packs as bundles and other plans as buttons. */
import { acceptAgeBeforeLoad, expect, test } from './fixtures'

type ApiPost = { id: number; webstar?: { data: { username: string | null } } }

test.describe('[PROFILE] creator addresses and plans', () => {
  test("a post opened under another creator's address moves to its owner's", async ({ page }) => {
    await acceptAgeBeforeLoad(page)
    const response = await page.request.get('/api/celebrities?include=webstar')
    const posts = ((await response.json()) as { data: ApiPost[] }).data
    const post = posts.find((item) => item.webstar?.data.username && item.webstar.data.username !== 'lunarivers')
    const owner = post?.webstar?.data.username
    if (!post || !owner) throw new Error('no post of another creator in the feed')

    await page.goto(`/@lunarivers/post/${post.id}`)
    await expect(page).toHaveURL(new RegExp(`/${owner}/post/${post.id}$`))
    await expect(page.getByRole('article').first()).toBeVisible()
  })

  test("the app's own page names never open the creator screen", async ({ page }) => {
    await acceptAgeBeforeLoad(page)
    await page.goto('/subscriptions_history')
    await expect(page.getByText('This creator does not exist')).toHaveCount(0)
  })

  test('only plan packs are listed as subscription bundles; other plans are buttons of their own', async ({ page }) => {
    await acceptAgeBeforeLoad(page)
    await page.goto('/lunarivers')
    await expect(page.getByRole('link', { name: /^VIP · 1 month/ })).toBeVisible()
    const bundles = page.locator('details').filter({ hasText: 'Subscription bundles' })
    await bundles.locator('summary').click()
    await expect(bundles.getByRole('link')).toHaveText([/3 months/, /6 months/])
  })
})
