import { eq, isNull, or } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { categories, groups, tags } from '../../server/db/schema/index'
import { createTestApp, type TestApp } from '../fixtures/test-app'

type Category = { id: number; name: string; public_thumbnail_image_path: { small: string; large: string } }
type Envelope<T> = {
  data: T[]
  meta: { pagination: { total: number; count: number; per_page: number; current_page: number; total_pages: number } }
}

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: true })
})
afterAll(() => t.close())

async function get<T>(url: string) {
  const res = await t.app.inject({ method: 'GET', url })
  return { status: res.statusCode, body: res.json() as T }
}

describe('GET /api/categories', () => {
  it('lists the theme categories and the shared ones, 256 a page, in editorial order', async () => {
    const { status, body } = await get<Envelope<Category>>('/api/categories?site_type=chads')
    expect(status).toBe(200)
    expect(body.meta.pagination.per_page).toBe(256)
    const expected = await t.db
      .select()
      .from(categories)
      .where(or(eq(categories.siteType, 'chads'), isNull(categories.siteType)))
      .orderBy(categories.position)
    expect(body.data.map((c) => c.id)).toEqual(expected.map((c) => c.id))
    expect(body.meta.pagination.total).toBe(expected.length)
    const divasOnly = await t.db.select().from(categories).where(eq(categories.siteType, 'divas'))
    expect(body.data.some((c) => divasOnly.some((d) => d.id === c.id))).toBe(false)
    expect(body.data[0]?.public_thumbnail_image_path.small).toMatch(
      /\/media\/art\/v1\/category\/\w+\/\d+\/small\.webp$/,
    )
  })

  it('names categories in the request language, English when a translation is missing', async () => {
    const [lingerie] = await t.db.select().from(categories).where(eq(categories.name, 'Lingerie'))
    const es = await get<Envelope<Category>>('/api/categories?site_type=divas&lang=es')
    const tr = await get<Envelope<Category>>('/api/categories?site_type=divas&lang=tr')
    expect(es.body.data.find((c) => c.id === lingerie?.id)?.name).toBe('Lencería')
    expect(tr.body.data.find((c) => c.id === lingerie?.id)?.name).toBe('İç giyim')
    await t.db
      .update(categories)
      .set({ nameTranslations: {} })
      .where(eq(categories.id, lingerie?.id ?? 0))
    const fallback = await get<Envelope<Category>>('/api/categories?site_type=divas&lang=pt')
    expect(fallback.body.data.find((c) => c.id === lingerie?.id)?.name).toBe('Lingerie')
  })

  it('follows Accept-Language when no lang is given', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/categories', headers: { 'accept-language': 'pt-BR' } })
    const names = (res.json() as Envelope<Category>).data.map((c) => c.name)
    expect(names).toContain('Bastidores')
  })

  it('pages with per_page and rejects more than 256', async () => {
    const { body } = await get<Envelope<Category>>('/api/categories?per_page=5&page=2')
    expect(body.data).toHaveLength(5)
    expect(body.meta.pagination.current_page).toBe(2)
    const res = await t.app.inject({ method: 'GET', url: '/api/categories?per_page=257' })
    expect(res.statusCode).toBe(422)
    expect(Object.keys((res.json() as { errors: object }).errors)).toContain('per_page')
  })
})

describe('single category, tag and group', () => {
  it('returns each by id in the request language, 404 when unknown', async () => {
    const [lingerie] = await t.db.select().from(categories).where(eq(categories.name, 'Fitness'))
    const category = await get<{ data: Category }>(`/api/categories/${lingerie?.id}?lang=tr`)
    expect(category.body.data.name).toBe('Fitness')
    const [tag] = await t.db.select().from(tags).limit(1)
    expect((await get<{ data: { name: string } }>(`/api/tags/${tag?.id}`)).body.data.name).toBe(tag?.name)
    const [group] = await t.db.select().from(groups).limit(1)
    expect((await get<{ data: { name: string } }>(`/api/groups/${group?.id}`)).body.data.name).toBe(group?.name)
    for (const url of ['/api/categories/99999', '/api/tags/99999', '/api/groups/99999']) {
      expect((await get(url)).status, url).toBe(404)
    }
    expect((await get('/api/tags/zero')).status).toBe(422)
  })
})
