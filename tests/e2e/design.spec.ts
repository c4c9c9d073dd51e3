import { acceptAgeBeforeLoad, expect, expectSettled, test } from './fixtures'

test.describe('[NAV] primary navigation', () => {
  test('from any page, Videos is one click away', async ({ page }) => {
    await acceptAgeBeforeLoad(page)
    for (const path of ['/home', '/selenebellamy', '/faqs', '/login']) {
      await page.goto(path)
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Videos' }).click()
      await expect(page).toHaveURL(/\/videos$/)
      await expect(page.getByRole('heading', { level: 1, name: 'All videos' })).toBeVisible()
    }
  })

  test('the skip link appears on the first Tab and leads to the content', async ({ page }) => {
    await acceptAgeBeforeLoad(page)
    await page.goto('/videos')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to content' })
    await expect(skip).toBeFocused()
    const box = await skip.boundingBox()
    expect(box?.width).toBeGreaterThan(40)
    expect(box?.y).toBeGreaterThanOrEqual(0)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/#content$/)
  })
})

test.describe('[HOME] theme switch', () => {
  test('switching the theme asks for the carousel, the feed and the footer banner once each', async ({ page }) => {
    await acceptAgeBeforeLoad(page)
    await page.goto('/home?site_type=divas')
    await expect(page.getByRole('article').first()).toBeVisible()
    await expectSettled(page)
    const asked: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.searchParams.get('site_type') === 'chads')
        asked.push(url.pathname + (url.searchParams.get('placement') ?? ''))
    })
    await page.getByRole('button', { name: 'Chads' }).click()
    await expect(page).toHaveURL(/\/celebrities$/)
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'chads')
    await expect(page.getByRole('article').first()).toBeVisible()
    await expectSettled(page)
    const count = (path: string) => asked.filter((entry) => entry === path).length
    expect(count('/api/carousels')).toBe(1)
    expect(count('/api/celebrities')).toBe(1)
    expect(count('/api/bannershome_footer')).toBe(1)
  })
})

test.describe('[CAROUSEL] controls', () => {
  test('shows where it is, pauses on request, and only the slide on show takes focus', async ({ page }, info) => {
    await acceptAgeBeforeLoad(page)
    await page.clock.install()
    await page.goto('/home')
    const carousel = page.getByRole('region', { name: 'Featured' })
    const slides = carousel.getByRole('group')
    await expect(slides.first()).toHaveAccessibleName(/^1 of \d+$/)
    const count = await slides.count()
    expect(count).toBeGreaterThan(1)
    // Off-screen slides are inert: only the link of the slide on show can take focus.
    const reachableLinks = () =>
      carousel.evaluate((section) => [...section.querySelectorAll('a')].filter((a) => !a.closest('[inert]')).length)
    expect(await reachableLinks()).toBe(1)
    const position = carousel.getByText(/^\d+ \/ \d+$/)
    await carousel.getByRole('button', { name: 'Pause the slideshow' }).click()
    await expect(carousel.getByRole('button', { name: 'Play the slideshow' })).toBeVisible()
    const shown = Number((await position.textContent())?.split(' / ')[0])
    await page.mouse.move(1, 1)
    await page.clock.runFor(3 * 6000)
    await expect(position).toHaveText(`${shown} / ${count}`)

    if (info.project.name === 'desktop') {
      const positionOf = (slide: number) => `${((slide - 1 + count) % count) + 1} / ${count}`
      await carousel.getByRole('button', { name: 'Next slide' }).click()
      await page.clock.runFor(1500)
      await expect(position).toHaveText(positionOf(shown + 1))
      // Two presses in a row: the second steps on from where the first glide ends.
      await carousel.getByRole('button', { name: 'Previous slide' }).click()
      await carousel.getByRole('button', { name: 'Previous slide' }).click()
      await page.clock.runFor(1500)
      await expect(position).toHaveText(positionOf(shown - 1))
    } else {
      await expect(carousel.getByRole('button', { name: 'Next slide' })).toBeHidden()
    }
  })

  test('does not play by itself when the viewer asked for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await acceptAgeBeforeLoad(page)
    await page.clock.install()
    await page.goto('/home')
    const carousel = page.getByRole('region', { name: 'Featured' })
    await expect(carousel.getByRole('button', { name: 'Play the slideshow' })).toBeVisible()
    await page.mouse.move(1, 1)
    await page.clock.runFor(3 * 6000)
    await expect(carousel.getByText(/^1 \/ \d+$/)).toBeVisible()
  })
})
