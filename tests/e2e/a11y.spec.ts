import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'
import { acceptAgeBeforeLoad, expect, expectSettled, signInAs, test } from './fixtures'

/** axe-core's browser bundle, injected into each page (a test-only dependency, never shipped). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }

/** WCAG 2.2 A and AA rules plus axe's best practices, serious and critical findings only. */
async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated, not added as a script tag: the app's CSP rightly refuses inline scripts.
  await page.evaluate(AXE_SOURCE)
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<unknown> } }).axe
    const result = (await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    })) as { violations: AxeViolation[] }
    return result.violations
  })
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

/** The page is there: its one h1 is shown and the document title names it. */
async function expectNamedPage(page: Page) {
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toHaveCount(1)
  await expect(heading).toBeVisible()
  // Its shown text: the page's own gate holds its words in every language, and shows one.
  const shownText = () =>
    heading.evaluate((element) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
      let text = ''
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement?.checkVisibility()) text += node.textContent ?? ''
      }
      return text.replace(/\s+/g, ' ').trim()
    })
  // Heading and title read together, once the heading shows words: a screen taking over from the
  // server's may swap them, and the title follows the heading a moment later.
  await expect
    .poll(async () => {
      const text = await shownText()
      return text === '' ? 'no words shown yet' : `${await page.title()} ≟ ${text} · Velvet`
    })
    .toMatch(/^(.+) ≟ \1$/)
  // Lists and images settle before the audit (skeletons are not what people read).
  await expectSettled(page)
}

/** The 20 key pages: every screen a visitor meets on the way to a video or a creator. */
const GUEST_PAGES = [
  '/home',
  '/banner',
  '/feeds',
  '/outstandings',
  '/webstars',
  '/categories',
  '/videos',
  '/videos/hot',
  '/videos/search',
  '/videos/2/watch',
  '/webstar/search?search=luna',
  '/models',
  '/selenebellamy',
  '/selenebellamy/post/1',
  '/login',
  '/signup',
  '/faqs',
  '/support',
]

const PAGES_PER_JOURNEY = 5

function chunks<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size))
}

// An audit of what the page shows: the service worker's precaching would only add work to every test.
test.use({ serviceWorkers: 'block' })

test.describe('[A11Y] axe on the key pages', () => {
  test('the age gate', async ({ page }) => {
    await page.goto('/')
    await expectNamedPage(page)
    expect(await seriousViolations(page)).toEqual([])
  })

  // A few pages per journey, one step each (a failure names its page): the pages after the first
  // come from the browser's warm cache, which saves a cold start per page (CI time).
  for (const pages of chunks(GUEST_PAGES, PAGES_PER_JOURNEY)) {
    test(pages.join(', '), async ({ page }) => {
      await acceptAgeBeforeLoad(page)
      for (const path of pages) {
        await test.step(path, async () => {
          await page.goto(path)
          await expectNamedPage(page)
          expect(await seriousViolations(page), path).toEqual([])
        })
      }
    })
  }

  test('the age check a region asks for', async ({ page }) => {
    // The proxy's region header the e2e server trusts (scripts/e2e-server.mjs): a region with a law.
    await page.setExtraHTTPHeaders({ 'x-velvet-region': 'GB' })
    await page.goto('/age-check')
    await expectNamedPage(page)
    expect(await seriousViolations(page)).toEqual([])
  })

  test('the feeds a member sees, with posts of several pictures to scroll through', async ({ page }) => {
    await signInAs(page, 'member')
    for (const path of ['/feeds', '/home']) {
      await test.step(path, async () => {
        await page.goto(path)
        await expectNamedPage(page)
        // A member's feed opens posts of several items: the strips the keyboard must reach.
        await expect(page.getByRole('group', { name: /items by/ }).first()).toBeVisible()
        expect(await seriousViolations(page), path).toEqual([])
      })
    }
  })

  test("a verified creator's page: the title names the creator alone, the heading reads the badge apart", async ({
    page,
  }) => {
    await acceptAgeBeforeLoad(page)
    const list = await page.request.get('/api/webstars?site_type=divas')
    const creators = ((await list.json()) as { data: { name: string; username: string | null; verified: boolean }[] })
      .data
    const creator = creators.find((item) => item.verified && item.username)
    if (!creator?.username) throw new Error('the seed has no verified creator with a username')
    await page.goto(`/${creator.username}`)
    await expect(page.getByRole('heading', { level: 1, name: `${creator.name} Verified`, exact: true })).toBeVisible()
    await expect(page).toHaveTitle(`${creator.name} · Velvet`)
  })

  test('the dashboard and downloads, signed in', async ({ page }) => {
    await signInAs(page, 'member')
    for (const path of ['/dashboard', '/downloads']) {
      await test.step(path, async () => {
        await page.goto(path)
        await expectNamedPage(page)
        expect(await seriousViolations(page), path).toEqual([])
      })
    }
  })

  test('the passkeys settings, signed in', async ({ page }) => {
    await signInAs(page, 'member')
    await page.goto('/passkeys')
    await expectNamedPage(page)
    expect(await seriousViolations(page)).toEqual([])
  })
})
