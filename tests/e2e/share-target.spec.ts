/**
 * The installed app as a share target (manifest `share_target`: GET /share?title&text&url): a
 * creator's link shared from another app opens the creator's page in the app; anything that is not
 * a Velvet link says so. The built manifests carry the share target and the translated shortcuts.
 */
import { ANY_WIDTH, acceptAgeBeforeLoad, expect, test } from './fixtures'

function shareUrl(fields: { title?: string; text?: string; url?: string }): string {
  return `/share?${new URLSearchParams(fields as Record<string, string>).toString()}`
}

test.describe('[SHARE] links shared to the installed app', ANY_WIDTH, () => {
  test("a creator's link shared from another app opens the creator's page", async ({ page, baseURL }) => {
    await acceptAgeBeforeLoad(page)
    await page.goto(shareUrl({ title: 'Selene Bellamy on Velvet', url: `${baseURL}/selenebellamy` }))
    await expect(page).toHaveURL(/\/selenebellamy$/)
    await expect(page.getByRole('heading', { name: 'Selene Bellamy', level: 1 })).toBeVisible()
  })

  test('a post link sent as text, after a sentence, opens the post', async ({ page, baseURL }) => {
    await acceptAgeBeforeLoad(page)
    await page.goto(shareUrl({ text: `Look at this: ${baseURL}/selenebellamy/post/1.` }))
    await expect(page).toHaveURL(/\/selenebellamy\/post\/1$/)
  })

  test('a link of another site says it is not a Velvet link, and shows what was shared', async ({ page }, testInfo) => {
    await acceptAgeBeforeLoad(page)
    await page.goto(shareUrl({ text: 'https://example.com/selenebellamy' }))
    await expect(page.getByRole('heading', { name: 'This is not a Velvet link', level: 1 })).toBeVisible()
    await expect(page.getByText('You shared: https://example.com/selenebellamy')).toBeVisible()
    await page.screenshot({ path: testInfo.outputPath('share-not-velvet.png'), fullPage: true })
    await page.getByRole('link', { name: 'Back to home' }).click()
    await expect(page).toHaveURL(/\/home$/)
  })

  test('the manifests declare the share target, the shortcuts in their language, and the launch handling', async ({
    request,
  }) => {
    const spanish = await (await request.get('/manifests/es.webmanifest')).json()
    expect(spanish.share_target).toEqual({
      action: '/share',
      method: 'GET',
      enctype: 'application/x-www-form-urlencoded',
      params: { title: 'title', text: 'text', url: 'url' },
    })
    expect(spanish.shortcuts.map((shortcut: { name: string; url: string }) => [shortcut.name, shortcut.url])).toEqual([
      ['Inicio', '/home'],
      ['Vídeos', '/videos'],
      ['Mi chat', '/chats'],
      ['Fichas', '/tokens'],
    ])
    expect(spanish.launch_handler).toEqual({ client_mode: ['navigate-existing', 'auto'] })
  })
})
