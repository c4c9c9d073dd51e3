import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../fixtures/test-app'

type Envelope<T> = {
  data: T[]
  meta: {
    pagination: {
      total: number
      count: number
      per_page: number
      current_page: number
      total_pages: number
      links: { next: string | null }
    }
  }
}
type PostItem = {
  id: number
  post_id: number
  front_container: string
  available: boolean
  created_at: string
  content: { public_thumbnail_image_path: { small: string; large: string }; main_video_id: number | null }[]
  webstar?: { data: { id: number; sex: string; username: string | null } }
}

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: true })
})
afterAll(() => t.close())

async function get<T>(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers })
  return { status: res.statusCode, body: res.json() as T, headers: res.headers }
}

describe('GET /api/languages', () => {
  it('lists the four interface languages with the spec ids', async () => {
    const { status, body } =
      await get<Envelope<{ id: number; code: string; name: string; flag_img_path: string }>>('/api/languages')
    expect(status).toBe(200)
    const ids = Object.fromEntries(body.data.map((language) => [language.code, language.id]))
    expect(ids).toEqual({ en: 3, es: 1, pt: 2, tr: 4 })
    for (const language of body.data) {
      expect(language.name).not.toBe('')
      expect(language.flag_img_path).toMatch(/^\/flags\/\w+\.svg$/)
    }
  })
})

describe('GET /api/carousels', () => {
  it('returns the slides of the requested theme with their text in the requested language', async () => {
    const en = await get<
      Envelope<{
        id: number
        url: string
        file_path: { small: string }
        content: { text: string; style: { variant: string } }[]
      }>
    >('/api/carousels?site_type=divas&lang=en')
    const es = await get<typeof en.body>('/api/carousels?site_type=divas&lang=es')
    expect(en.status).toBe(200)
    expect(en.body.data.length).toBeGreaterThan(1)
    const first = en.body.data[0]
    expect(first?.content.map((line) => line.style.variant)).toEqual(['eyebrow', 'title', 'subtitle', 'cta'])
    expect(first?.file_path.small).toMatch(/\/media\/art\/v1\/carousel\/divas\/\d+\/small\.webp$/)
    expect(es.body.data[0]?.id).toBe(first?.id)
    expect(es.body.data[0]?.content[1]?.text).not.toBe(first?.content[1]?.text)
  })

  it('keeps each theme to its own slides', async () => {
    const divas = await get<Envelope<{ id: number }>>('/api/carousels?site_type=divas')
    const chads = await get<Envelope<{ id: number }>>('/api/carousels?site_type=chads')
    const divaIds = new Set(divas.body.data.map((slide) => slide.id))
    expect(chads.body.data.length).toBeGreaterThan(0)
    expect(chads.body.data.every((slide) => !divaIds.has(slide.id))).toBe(true)
  })

  it('follows Accept-Language when no lang is given', async () => {
    const tr = await get<Envelope<{ content: { text: string }[] }>>('/api/carousels?site_type=divas', {
      'accept-language': 'tr',
    })
    const en = await get<Envelope<{ content: { text: string }[] }>>('/api/carousels?site_type=divas', {
      'accept-language': 'en',
    })
    expect(tr.body.data[0]?.content[0]?.text).not.toBe(en.body.data[0]?.content[0]?.text)
  })
})

describe('GET /api/celebrities', () => {
  it('pages posts 10 at a time with the list envelope', async () => {
    const { status, body } = await get<Envelope<PostItem>>('/api/celebrities?site_type=divas')
    expect(status).toBe(200)
    expect(body.data).toHaveLength(10)
    const { pagination } = body.meta
    expect(pagination).toMatchObject({ count: 10, per_page: 10, current_page: 1 })
    expect(pagination.total).toBeGreaterThan(20)
    expect(pagination.total_pages).toBe(Math.ceil(pagination.total / 10))
    expect(pagination.links.next).toContain('page=2')
  })

  it('includes the creator only when asked to', async () => {
    const without = await get<Envelope<PostItem>>('/api/celebrities')
    const withCreator = await get<Envelope<PostItem>>('/api/celebrities?include=webstar')
    expect(without.body.data[0]?.webstar).toBeUndefined()
    expect(withCreator.body.data[0]?.webstar?.data.id).toEqual(expect.any(Number))
  })

  it('orders posts newest first across pages without repeating any', async () => {
    const one = await get<Envelope<PostItem>>('/api/celebrities?page=1')
    const two = await get<Envelope<PostItem>>('/api/celebrities?page=2')
    const all = [...one.body.data, ...two.body.data]
    const dates = all.map((post) => post.created_at)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(new Set(all.map((post) => post.id)).size).toBe(20)
    expect(all.every((post) => post.id === post.post_id)).toBe(true)
  })

  it('shows each theme its own creators: F and X for divas, M and X for chads', async () => {
    const divas = await get<Envelope<PostItem>>('/api/celebrities?site_type=divas&include=webstar&per_page=50')
    const chads = await get<Envelope<PostItem>>('/api/celebrities?site_type=chads&include=webstar&per_page=50')
    expect(new Set(divas.body.data.map((post) => post.webstar?.data.sex))).toEqual(new Set(['F', 'X']))
    expect(new Set(chads.body.data.map((post) => post.webstar?.data.sex))).toEqual(new Set(['M', 'X']))
  })

  it('never sends the media of a locked post to a guest, only a blurred preview', async () => {
    const { body } = await get<Envelope<PostItem>>('/api/celebrities?per_page=100')
    const locked = body.data.filter((post) => !post.available)
    const free = body.data.filter((post) => post.front_container === 'free')
    expect(locked.length).toBeGreaterThan(0)
    expect(free.every((post) => post.available)).toBe(true)
    for (const post of locked) {
      expect(post.front_container).not.toBe('free')
      for (const element of post.content) {
        expect(element.public_thumbnail_image_path.small).toMatch(/\/blur\.webp$/)
        expect(element.public_thumbnail_image_path.large).toMatch(/\/blur\.webp$/)
        expect(element.main_video_id).toBeNull()
      }
    }
  })

  it('returns an empty page past the end, keeping the totals', async () => {
    const { status, body } = await get<Envelope<PostItem>>('/api/celebrities?page=999')
    expect(status).toBe(200)
    expect(body.data).toEqual([])
    expect(body.meta.pagination.total).toBeGreaterThan(0)
    expect(body.meta.pagination.links.next).toBeNull()
  })

  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['page=1.5', 'page'],
    ['per_page=1000', 'per_page'],
    ['include=secrets', 'include'],
    ['site_type=other', 'site_type'],
    ['lang=de', 'lang'],
    ['unknown=1', 'unknown'],
  ])('rejects %s with 422 and the field in error', async (query, field) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/celebrities?${query}` })
    expect(res.statusCode).toBe(422)
    const body = res.json() as { code: string; errors: Record<string, string[]> }
    expect(body.code).toBe('validation_failed')
    expect(Object.keys(body.errors)).toContain(field)
  })

  it('explains bad input in the caller language', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/celebrities?page=0',
      headers: { 'accept-language': 'es-ES,es;q=0.9' },
    })
    const body = res.json() as { message: string; errors: Record<string, string[]> }
    expect(body.message).toBe('Algunos campos no son válidos.')
    expect(body.errors.page).toEqual(['Debe ser al menos 1.'])
  })
})
