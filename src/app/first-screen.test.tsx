import { describe, expect, it } from 'vitest'
import type { Post } from '../../contract/schemas/post'
import { makePost } from '../testing/content-fixtures'
import { renderFirstScreen } from './first-screen'

const pagination = { total: 2, count: 2, per_page: 10, current_page: 1, total_pages: 1, links: { next: null } }
const picture = {
  small: '/media/art/v1/post-portrait/chads/1/small.webp',
  large: '/media/art/v1/post-portrait/chads/1/large.webp',
}

/** A portrait post, the feed's usual first picture. */
function post(id: number, description: string): Post {
  const content = makePost().content.map((item) => ({
    ...item,
    public_thumbnail_image_path: picture,
    dimentions: { width: 1080, height: 1350 },
  }))
  return makePost({ id, post_id: id, description, content, public_thumbnail_image_path: picture })
}

const answers = {
  celebrities: {
    data: [post(9, 'Golden hour on the rooftop'), post(10, 'Second post of the feed')],
    meta: { pagination },
  },
  carousels: { data: [], meta: { pagination: { ...pagination, total: 0, count: 0 } } },
}

describe('renderFirstScreen (the server’s copy of /home’s first screen, issue 13)', () => {
  it('renders the screen in the visitor’s language and theme, with the feed’s first post and its picture asked for first', async () => {
    const html = await renderFirstScreen({ path: '/home', locale: 'pt', siteType: 'chads', ...answers })
    expect(html).toContain('Celebridades')
    // The chads theme has no promotions tab (home-screen.tsx).
    expect(html).not.toContain('Especiais')
    expect(html).toContain('Luna Vale')
    expect(html).toContain('Golden hour on the rooftop')
    expect(html).toMatch(
      /<img [^>]*src="\/media\/art\/v1\/post-portrait\/chads\/1\/small\.webp"[^>]*fetchpriority="high"/i,
    )
    // As far as a first screen reaches: one post, no footer.
    expect(html).not.toContain('Second post of the feed')
    expect(html).not.toContain('<footer')
  })

  it('is the same screen in another language from the same answers, each render its own', async () => {
    const [turkish, english] = await Promise.all([
      renderFirstScreen({ path: '/home', locale: 'tr', siteType: 'divas', ...answers }),
      renderFirstScreen({ path: '/home', locale: 'en', siteType: 'divas', ...answers }),
    ])
    expect(turkish).toContain('Ünlüler')
    expect(turkish).not.toContain('>Celebrities<')
    expect(english).toContain('>Celebrities<')
  })

  it('renders nothing from answers that are not the screen’s lists', async () => {
    expect(
      await renderFirstScreen({
        path: '/home',
        locale: 'en',
        siteType: 'divas',
        ...answers,
        celebrities: { data: 'x' },
      }),
    ).toBeNull()
  })
})
