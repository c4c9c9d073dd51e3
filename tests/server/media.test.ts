import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { creators } from '../../server/db/schema/index'
import { createFileStorage } from '../../server/modules/storage/index'
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

  it('keeps a render in the file storage, where every API process finds it', async () => {
    expect(avatar).toMatch(/^\/media\/art\/v1\/avatar\/\w+\/\d+-[A-Z]{1,2}$/)
    const res = await t.app.inject({ method: 'GET', url: `${avatar}/large.webp` })
    expect((await sharp(res.rawPayload).metadata()).width).toBe(480)
    const storage = await createFileStorage({ driver: 'postgres' }, t.db)
    const stored = await storage.get(`${avatar.slice('/media/'.length)}/large.webp`)
    expect(stored?.bytes.equals(res.rawPayload)).toBe(true)
    expect(res.headers.etag).toBe(stored?.etag)
  })

  it('serves an image already in the file storage as it is, without rendering it again', async () => {
    // What another process rendered and stored: recognisable, because it is not what this one would draw.
    const storedByAnother = await sharp({ create: { width: 7, height: 7, channels: 3, background: '#0f0' } })
      .webp()
      .toBuffer()
    const storage = await createFileStorage({ driver: 'postgres' }, t.db)
    await storage.put(`${portrait.slice('/media/'.length)}/blur.webp`, storedByAnother, 'image/webp')
    const res = await t.app.inject({ method: 'GET', url: `${portrait}/blur.webp` })
    expect(res.statusCode).toBe(200)
    expect(res.rawPayload.equals(storedByAnother)).toBe(true)
  })

  it('answers a client that already has the image with 304', async () => {
    const url = `${avatar}/small.webp`
    const first = await t.app.inject({ method: 'GET', url })
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': first.headers.etag as string } })
    expect(again.statusCode).toBe(304)
    expect(again.rawPayload.length).toBe(0)
    expect(again.headers['cache-control']).toContain('immutable')
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

describe('artwork in production (no demo renderer)', () => {
  let production: TestApp
  beforeAll(async () => {
    production = await createTestApp({ seed: true, demoArtwork: false })
  })
  afterAll(() => production.close())

  it('draws nothing: an artwork file not stored is 404, a stored one is served as it is', async () => {
    const url = `${portrait}/large.webp`
    expect((await production.app.inject({ method: 'GET', url })).statusCode).toBe(404)
    const uploaded = await sharp({ create: { width: 5, height: 5, channels: 3, background: '#00f' } })
      .webp()
      .toBuffer()
    const storage = await createFileStorage({ driver: 'postgres' }, production.db)
    await storage.put(`${portrait.slice('/media/'.length)}/large.webp`, uploaded, 'image/webp')
    const res = await production.app.inject({ method: 'GET', url })
    expect(res.statusCode).toBe(200)
    expect(res.rawPayload.equals(uploaded)).toBe(true)
  })
})
