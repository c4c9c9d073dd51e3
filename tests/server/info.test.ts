import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LANGUAGE_IDS } from '../../contract/languages'
import { banners, cmsPages, faqs } from '../../server/db/schema/index'
import { createTestApp, type TestApp } from '../fixtures/test-app'

type Envelope<T> = {
  data: T[]
  meta: { pagination: { total: number; count: number; per_page: number; current_page: number; total_pages: number } }
}
type Faq = { id: number; question: string; answer: string }

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: true })
})
afterAll(() => t.close())

async function get<T>(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers })
  return { status: res.statusCode, body: res.json() as T }
}

describe('GET /api/frequently_asked_questions', () => {
  it('lists the questions of the request language in order, all on one page of 999', async () => {
    const en = await get<Envelope<Faq>>('/api/frequently_asked_questions?per_page=999&lang=en')
    const es = await get<Envelope<Faq>>('/api/frequently_asked_questions?per_page=999&lang=es')
    expect(en.status).toBe(200)
    expect(en.body.meta.pagination).toMatchObject({ per_page: 999, current_page: 1, total_pages: 1 })
    expect(en.body.data[0]?.question).toBe('What is Velvet?')
    expect(es.body.data[0]?.question).toBe('¿Qué es Velvet?')
    expect(en.body.data.length).toBe(es.body.data.length)
    for (const faq of en.body.data) expect(Object.keys(faq).sort()).toEqual(['answer', 'id', 'question'])
    expect(en.body.data.find((f) => f.answer.includes('mailto:'))?.answer).toContain(
      '<a href="mailto:support@velvet.example">',
    )
  })

  it('defaults to 999 a page and refuses more', async () => {
    const { body } = await get<Envelope<Faq>>('/api/frequently_asked_questions')
    expect(body.meta.pagination.per_page).toBe(999)
    const res = await t.app.inject({ method: 'GET', url: '/api/frequently_asked_questions?per_page=1000' })
    expect(res.statusCode).toBe(422)
  })

  it('sanitises hostile answer HTML down to text formatting and safe links', async () => {
    const hostile = [
      '<p onclick="steal()">Hello <strong>bold</strong> <em>soft</em><br>',
      '<script>alert(1)</script><style>body{display:none}</style>',
      '<img src="x" onerror="alert(2)"><iframe src="https://evil.example"></iframe>',
      '<a href="javascript:alert(3)">js</a> <a href="JaVaScRiPt:alert(4)">js2</a>',
      '<a href="data:text/html,<script>alert(5)</script>">data</a>',
      '<a href="https://ok.example/path" target="_blank" onmouseover="x()" style="color:red">ok</a>',
      '<a href="mailto:help@velvet.example">mail</a> <a href="//evil.example">proto</a></p>',
      '<ul><li>one</li></ul><ol><li>two</li></ol><div class="x">div text</div><h1>title</h1>',
    ].join('')
    const [faq] = await t.db
      .insert(faqs)
      .values({ languageId: LANGUAGE_IDS.tr, position: 999, question: 'Hostile?', answer: hostile })
      .returning()
    const { body } = await get<Envelope<Faq>>('/api/frequently_asked_questions?per_page=999&lang=tr')
    const answer = body.data.find((f) => f.id === faq?.id)?.answer ?? ''
    for (const bad of ['<script', 'alert(1)', '<style', 'onclick', 'onerror', 'onmouseover', '<img', '<iframe']) {
      expect(answer).not.toContain(bad)
    }
    expect(answer.toLowerCase()).not.toContain('javascript:')
    expect(answer).not.toContain('data:')
    expect(answer).not.toContain('target=')
    expect(answer).not.toContain('style=')
    expect(answer).not.toContain('//evil.example')
    expect(answer).toContain('<p>Hello <strong>bold</strong> <em>soft</em><br />')
    expect(answer).toContain('<a href="https://ok.example/path">ok</a>')
    expect(answer).toContain('<a href="mailto:help@velvet.example">mail</a>')
    expect(answer).toContain('<ul><li>one</li></ul><ol><li>two</li></ol>')
    // Disallowed wrappers go, their text stays.
    expect(answer).toContain('div text')
    expect(answer).not.toContain('<div')
    expect(answer).not.toContain('<h1')
  })
})

describe('GET /api/cms/about', () => {
  it('returns the about text in the request language and the company sites', async () => {
    const en = await get<{ data: { title: string; body: string; sites: { name: string; url: string }[] } }>(
      '/api/cms/about?lang=en',
    )
    const pt = await get<typeof en.body>('/api/cms/about', { 'accept-language': 'pt-BR' })
    expect(en.status).toBe(200)
    expect(en.body.data.title).toBe('About Velvet')
    expect(en.body.data.body).toContain('over 500 scenes')
    expect(pt.body.data.title).toBe('Sobre a Velvet')
    expect(en.body.data.sites.length).toBeGreaterThanOrEqual(3)
    expect(en.body.data.sites.every((site) => site.name && /^https:\/\//.test(site.url))).toBe(true)
  })

  it('sanitises the body and falls back to English when a language has no page', async () => {
    await t.db
      .update(cmsPages)
      .set({ body: '<p>Safe</p><script>alert(1)</script>' })
      .where(eq(cmsPages.languageId, LANGUAGE_IDS.es))
    const es = await get<{ data: { body: string } }>('/api/cms/about?lang=es')
    expect(es.body.data.body).toBe('<p>Safe</p>')
    await t.db.delete(cmsPages).where(eq(cmsPages.languageId, LANGUAGE_IDS.tr))
    const tr = await get<{ data: { title: string } }>('/api/cms/about?lang=tr')
    expect(tr.body.data.title).toBe('About Velvet')
  })
})

describe('banners', () => {
  type Banner = { id: number; placement: string; mobile_image_url: string; desktop_image_url: string; link: string }

  it('lists the home banners of the theme, optionally of one placement', async () => {
    const divas = await get<Envelope<Banner>>('/api/banners?site_type=divas')
    expect(divas.body.data.length).toBeGreaterThan(0)
    for (const banner of divas.body.data) {
      expect(Object.keys(banner).sort()).toEqual(['desktop_image_url', 'id', 'link', 'mobile_image_url', 'placement'])
    }
    const tab = await get<Envelope<Banner>>('/api/banners?site_type=divas&placement=home_tab')
    expect(tab.body.data.length).toBe(3)
    expect(tab.body.data.every((b) => b.placement === 'home_tab')).toBe(true)
    const chadsTab = await get<Envelope<Banner>>('/api/banners?site_type=chads&placement=home_tab')
    expect(chadsTab.body.data).toEqual([])
    const footer = await get<Envelope<Banner>>('/api/banners?site_type=chads&placement=home_footer')
    expect(footer.body.data[0]?.link).toContain('redirect=webstars-panel')
    const res = await t.app.inject({ method: 'GET', url: '/api/banners?placement=sidebar' })
    expect(res.statusCode).toBe(422)
  })

  it('skips banners with a placement the app does not know', async () => {
    await t.db.insert(banners).values({
      placement: 'legacy_popup',
      siteType: 'divas',
      mobileImageUrl: '/m.webp',
      desktopImageUrl: '/d.webp',
      link: '/x',
    })
    const { status, body } = await get<Envelope<Banner>>('/api/banners?site_type=divas')
    expect(status).toBe(200)
    expect(body.data.some((b) => b.placement === 'legacy_popup')).toBe(false)
  })

  it('lists promotional banners with one of the three action types', async () => {
    const { body } =
      await get<
        Envelope<{
          id: number
          public_banner_image_url: string
          public_banner_responsive_image_url: string
          action_type: string
          action_value: string
        }>
      >('/api/promotional_banners')
    expect(body.data.length).toBe(3)
    expect(new Set(body.data.map((b) => b.action_type))).toEqual(
      new Set(['promotional_code', 'url', 'membership_plan_list']),
    )
    expect(body.data.every((b) => b.public_banner_image_url && b.public_banner_responsive_image_url)).toBe(true)
  })
})
