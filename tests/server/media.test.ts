import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { creators } from '../../server/db/schema/index'
import { createTestApp, type TestApp } from '../fixtures/test-app'

let t: TestApp
/** A creator's portrait picture and avatar (with initials): artwork the database shows. */
let portrait: string
let avatar: string
beforeAll(async () => {
  t = await createTestApp({ seed: true })
  const [creator] = await t.db.select().from(creators).where(eq(creators.id, 7))
  portrait = creator?.imagePath ?? ''
  avatar = creator?.profileImagePath ?? ''
})
afterAll(() => t.close())

describe('generated artwork', () => {
  it('renders a WebP of the variant size, cacheable for a year', async () => {
    expect(portrait).toMatch(/^\/media\/art\/v1\/post-portrait\//)
    const res = await t.app.inject({ method: 'GET', url: `${portrait}/small.webp` })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/webp')
    expect(res.headers['cache-control']).toContain('immutable')
    const meta = await sharp(res.rawPayload).metadata()
    expect(meta.format).toBe('webp')
    expect([meta.width, meta.height]).toEqual([360, 450])
  })

  it('serves the same bytes again from its disk cache', async () => {
    expect(avatar).toMatch(/^\/media\/art\/v1\/avatar\/\w+\/\d+-[A-Z]{1,2}$/)
    const url = `${avatar}/large.webp`
    const first = await t.app.inject({ method: 'GET', url })
    const second = await t.app.inject({ method: 'GET', url })
    expect(first.rawPayload.equals(second.rawPayload)).toBe(true)
    expect((await sharp(second.rawPayload).metadata()).width).toBe(480)
  })

  it.each([
    '/media/art/v1/huge/divas/1/small.webp',
    '/media/art/v1/avatar/pink/1/small.webp',
    '/media/art/v1/avatar/divas/1;rm/small.webp',
    '/media/art/v1/avatar/divas/1/medium.webp',
  ])('rejects the malformed path %s with a 4xx', async (url) => {
    const res = await t.app.inject({ method: 'GET', url })
    expect(res.statusCode).toBeGreaterThanOrEqual(400)
    expect(res.statusCode).toBeLessThan(500)
  })
})

describe('demo streams', () => {
  it('serves trailers to anyone with the HLS content type', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/media/hls/trailer-1/index.m3u8' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('mpegurl')
    expect(res.body).toContain('#EXTM3U')
  })

  it('serves the hover previews as MP4, cacheable for a year, and 404 for anything else there', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/media/previews/preview-1.mp4' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('video/mp4')
    expect(res.headers['cache-control']).toContain('immutable')
    expect(res.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp')
    for (const url of ['/media/previews/preview-9.mp4', '/media/previews/../hls/main-1/master.m3u8']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404)
    }
  })

  it('never serves a main video from the public media path', async () => {
    for (const url of [
      '/media/hls/main-1/master.m3u8',
      '/media/hls/main-1/240p/index.m3u8',
      '/media/hls/trailer-1/../main-1/master.m3u8',
    ]) {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(404)
    }
  })
})
