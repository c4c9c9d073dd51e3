import type { Page } from '@playwright/test'
import { acceptAgeBeforeLoad, expect, expectSettled, signInAs, test, waitForHydrated } from './fixtures'

// Phone-only journeys (the desktop project ignores this file): the strip, touch targets, the
// cookie bar over the content, and translations at 360 px.

/** Controls smaller than 44×44 px on the page (inline text links excepted, as WCAG 2.5.8 does). */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = 'a[href], button, select, input:not([type="hidden"]), summary, [role="button"], [role="tab"]'
    const small: string[] = []
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      // A native check or radio is reached through its labels too: the largest one counts.
      const area = (node: Element) => node.getBoundingClientRect().width * node.getBoundingClientRect().height
      const target =
        element instanceof HTMLInputElement && ['checkbox', 'radio'].includes(element.type)
          ? ([element, ...(element.labels ?? [])] as HTMLElement[]).reduce((a, b) => (area(b) > area(a) ? b : a))
          : element
      const style = getComputedStyle(target)
      if (style.display === 'inline' || style.visibility === 'hidden') continue
      if (target.closest('[inert], [aria-hidden="true"], footer, dialog:not([open])')) continue
      const box = target.getBoundingClientRect()
      if (box.width === 0 || box.height === 0) continue
      if (box.width < 43.5 || box.height < 43.5) {
        const name = target.getAttribute('aria-label') ?? target.textContent?.trim().slice(0, 30) ?? ''
        small.push(`${target.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`)
      }
    }
    return small
  })
}

const boxesOverlap = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

// Layout checks: the service worker's precaching would only add work to every test.
test.use({ serviceWorkers: 'block' })

test.describe('[HOME] the tab strip and the theme switch', () => {
  test('opening a tab far down the strip shows it, whole, clear of the theme switch', async ({ page }) => {
    await acceptAgeBeforeLoad(page)
    for (const [path, name] of [
      ['/categories', 'Categories'],
      ['/webstars', 'Creators'],
      ['/celebrities', 'Celebrities'],
    ] as const) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
      const strip = page.getByRole('navigation', { name: 'Home sections' })
      const current = strip.getByRole('link', { name })
      await expect(current).toHaveAttribute('aria-current', 'page')
      await expect
        .poll(async () => {
          const [tab, area] = [await current.boundingBox(), await strip.boundingBox()]
          return Boolean(tab && area && tab.x >= area.x && tab.x + tab.width <= area.x + area.width)
        })
        .toBe(true)
      const theme = page.getByRole('group', { name: 'Theme' })
      const [themeBox, stripBox] = [await theme.boundingBox(), await strip.boundingBox()]
      expect(themeBox && stripBox && boxesOverlap(themeBox, stripBox)).toBe(false)
    }
  })
})

test.describe('[TARGETS] touch targets on phones', () => {
  test('every control on the key screens is at least 44×44 px', async ({ page }) => {
    await acceptAgeBeforeLoad(page)
    for (const path of [
      '/home',
      '/webstars',
      '/videos',
      '/videos/2/watch',
      '/selenebellamy',
      '/signup/user',
      '/login',
    ]) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectSettled(page)
      expect(await smallTargets(page), path).toEqual([])
    }
  })
})

test.describe('[COOKIES] the cookie bar', () => {
  test('never covers a form’s submit button', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('velvet.age-accepted', 'true'))
    await page.goto('/support')
    const bar = page.getByRole('region', { name: 'Cookies' })
    await expect(bar).toBeVisible()
    const submit = page.getByRole('button', { name: 'Send message' })
    // Reached by keyboard, the way focus scrolls: only as far as needed to bring it into view.
    await submit.focus()
    await expect(submit).toBeFocused()
    for (const fixed of [bar, page.getByRole('navigation', { name: 'Main' })]) {
      const [button, cover] = [await submit.boundingBox(), await fixed.boundingBox()]
      expect(button && cover && boxesOverlap(button, cover)).toBe(false)
    }
    await page.keyboard.press('Enter')
    await expect(page.getByText('Your name is required.')).toBeVisible()
    await expect(bar).toBeVisible()
  })
})

test.describe('[I18N] translations that fit', () => {
  test.use({ viewport: { width: 360, height: 780 } })

  for (const locale of ['es', 'pt', 'tr']) {
    test(`the key screens have no horizontal overflow at 360 px in ${locale}`, async ({ page }) => {
      // Nine screens, each waited on until its lists and pictures have settled.
      test.setTimeout(120_000)
      await acceptAgeBeforeLoad(page)
      await page.addInitScript((code) => localStorage.setItem('velvet.locale', JSON.stringify(code)), locale)
      for (const path of [
        '/home',
        '/webstars',
        '/videos',
        '/videos/2/watch',
        '/selenebellamy',
        '/selenebellamy/post/1',
        '/login',
        '/signup/user',
        '/support',
      ]) {
        await page.goto(path)
        await expect(page.locator('html')).toHaveAttribute('lang', locale)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await expectSettled(page)
        const overflow = await page.evaluate(() => {
          const width = document.documentElement.clientWidth
          // Past the right edge and not inside a scroller or clipping box that itself fits (rows, strips).
          const sticksOut = (element: Element) => {
            if (element.getBoundingClientRect().right <= width + 1) return false
            for (
              let parent = element.parentElement;
              parent && parent !== document.body;
              parent = parent.parentElement
            ) {
              if (getComputedStyle(parent).overflowX !== 'visible' && parent.getBoundingClientRect().right <= width + 1)
                return false
            }
            return true
          }
          const wide = [...document.querySelectorAll('main *, header *')]
            .filter(sticksOut)
            .slice(0, 3)
            .map((element) => `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 30)}"`)
          return { scroll: document.documentElement.scrollWidth - width, wide }
        })
        expect(overflow, `${path} in ${locale}`).toEqual({ scroll: 0, wide: [] })
      }
    })
  }
})

/** How far the page reaches past the right edge of the screen, in px (0 when it fits). */
function overflowOf(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
}

test.describe('[HEADER] the signed-in header on a phone', () => {
  for (const { width, locale } of [
    { width: 360, locale: 'es' },
    { width: 360, locale: 'tr' },
    { width: 390, locale: 'en' },
  ]) {
    test.describe(`${width} px`, () => {
      test.use({ viewport: { width, height: 780 } })

      test(`fits the screen in ${locale}, every control whole and 44 px`, async ({ page }) => {
        const member = await signInAs(page, 'member')
        await page.addInitScript((code) => localStorage.setItem('velvet.locale', JSON.stringify(code)), locale)
        await page.goto('/home')
        await expect(page.locator('html')).toHaveAttribute('lang', locale)
        const header = page.getByRole('banner')
        // Signed in: the balance (a number) has replaced the plain tokens link of the server's page.
        await expect(header.getByRole('link', { name: /(tokens|fichas|jeton).*\d/i })).toBeVisible()
        const avatar = header.getByRole('button', { name: new RegExp(member.username) })
        await expect(avatar).toBeVisible()
        // The logo's mark stays: it is the home link, first in the bar.
        await expect(header.getByRole('link').first().locator('svg')).toBeVisible()
        expect(await overflowOf(page)).toBe(0)
        for (const control of await header.locator('a[href], button').filter({ visible: true }).all()) {
          const box = await control.boundingBox()
          const name = (await control.getAttribute('aria-label')) ?? (await control.textContent())
          expect(box && box.x >= 0 && box.x + box.width <= width, `${name} within the screen`).toBe(true)
          expect(box && box.height >= 43.5 && box.width >= 43.5, `${name} 44 px`).toBe(true)
        }
      })
    })
  }
})

test.describe('[CAROUSEL] the home carousel on a phone', () => {
  for (const width of [360, 390]) {
    test.describe(`${width} px`, () => {
      test.use({ viewport: { width, height: 780 } })

      for (const locale of ['en', 'es']) {
        test(`its counter and pause never cover a slide's button (chads, ${locale})`, async ({ page }) => {
          await acceptAgeBeforeLoad(page)
          await page.addInitScript((code) => localStorage.setItem('velvet.locale', JSON.stringify(code)), locale)
          await page.goto('/home?site_type=chads')
          const carousel = page.locator('[aria-roledescription="carousel"]')
          await expect(carousel.getByRole('link').first()).toBeVisible()
          // Every slide's button, placed in the carousel's frame as it is when its slide is shown.
          const covered = await carousel.evaluate((frame) => {
            const controls = frame.querySelector('[class*="controls"]')?.getBoundingClientRect()
            const origin = frame.getBoundingClientRect()
            if (!controls) return ['no controls']
            return [...frame.querySelectorAll('[aria-roledescription="slide"]')].flatMap((slide) => {
              const button = slide.querySelector('a > span:last-child')?.getBoundingClientRect()
              const at = slide.getBoundingClientRect()
              if (!button) return [`no button in ${slide.textContent}`]
              const left = button.left - at.left + origin.left
              const top = button.top - at.top + origin.top
              const overlaps =
                left < controls.right &&
                controls.left < left + button.width &&
                top < controls.bottom &&
                controls.top < top + button.height
              return overlaps ? [slide.textContent ?? ''] : []
            })
          })
          expect(covered).toEqual([])
        })
      }
    })
  }
})

test.describe('[POST] a single post on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 } })

  test("'See all posts by …' keeps the page's margins", async ({ page }) => {
    await acceptAgeBeforeLoad(page)
    await page.goto('/selenebellamy/post/1')
    const link = page.getByRole('link', { name: /^See all posts by/ })
    await expect(link).toBeVisible()
    const box = await link.boundingBox()
    expect(box && box.x >= 12 && box.x + box.width <= 360 - 12).toBe(true)
  })
})

test.describe('[TARGETS] controls that are 44 px themselves', () => {
  test('the sign-up check boxes and the videos search’s Clear button', async ({ page }) => {
    await acceptAgeBeforeLoad(page)
    await page.goto('/signup/user')
    const boxes = page.getByRole('checkbox', { name: /18 years|copy, share|terms and conditions/ })
    await expect(boxes).toHaveCount(3)
    for (const box of await boxes.all()) {
      const size = await box.boundingBox()
      expect(size && size.width >= 43.5 && size.height >= 43.5).toBe(true)
    }
    // Still a check box to tap: the first one ticks, and says so.
    await boxes.first().click()
    await expect(boxes.first()).toBeChecked()

    await page.goto('/videos/search')
    const search = page.getByRole('searchbox')
    await waitForHydrated(search)
    await search.fill('golden')
    const clear = page.getByRole('button', { name: 'Clear search' })
    const size = await clear.boundingBox()
    expect(size && size.width >= 43.5 && size.height >= 43.5).toBe(true)
  })
})
