/**
 * Stored files (modules/storage). Both drivers keep the same promises: a file comes back with its
 * type and an ETag that is the MD5 of its bytes (the same in either driver), a second put replaces
 * it, a delete removes it and deleting twice is no error. The app on the S3 driver (s3rver, in this
 * process) keeps profile pictures and rendered artwork in the bucket and serves them from there.
 * PostgreSQL is the default; S3 settings that cannot work stop the server, naming the variable.
 */
import { createHash } from 'node:crypto'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../server/config'
import { creators } from '../../server/db/schema/index'
import { createFileStorage, type FileStorage } from '../../server/modules/storage/index'
import { type AuthTestApp, authed, call, createAuthTestApp, registerUser } from '../fixtures/auth'
import { type LocalS3, startLocalS3 } from '../fixtures/local-s3'
import { createTestDatabase, type TestDatabase } from '../fixtures/test-app'

let database: TestDatabase
let s3: LocalS3
beforeAll(async () => {
  database = await createTestDatabase()
  s3 = await startLocalS3()
})
afterAll(async () => {
  await s3?.stop()
  await database?.close()
})

const md5 = (bytes: Buffer) => `"${createHash('md5').update(bytes).digest('hex')}"`
const webp = (colour: string) =>
  sharp({ create: { width: 9, height: 9, channels: 3, background: colour } })
    .webp()
    .toBuffer()

describe('configuration', () => {
  it('keeps files in PostgreSQL unless STORAGE=s3 names a bucket', () => {
    expect(loadConfig({}).storage).toEqual({ driver: 'postgres' })
    expect(loadConfig({ STORAGE: 's3', S3_BUCKET: 'velvet-media' }).storage).toEqual({
      driver: 's3',
      bucket: 'velvet-media',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    })
  })

  it('refuses S3 settings that cannot work, naming the variable', () => {
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(/S3_BUCKET: required with STORAGE=s3/)
    expect(() => loadConfig({ S3_BUCKET: 'velvet-media' })).toThrow(/S3_BUCKET: only with STORAGE=s3/)
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'Velvet_Media' })).toThrow(/S3_BUCKET: must be a bucket name/)
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'velvet-media', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' })).toThrow(
      /S3_SECRET_ACCESS_KEY: required with S3_ACCESS_KEY_ID/,
    )
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'velvet-media', S3_ENDPOINT: 'ftp://x' })).toThrow(
      /S3_ENDPOINT: must start with http/,
    )
    expect(() => loadConfig({ STORAGE: 'disk' })).toThrow(/STORAGE: /)
  })
})

describe.each([
  ['PostgreSQL', () => createFileStorage({ driver: 'postgres' }, database.db)],
  ['S3', () => createFileStorage(s3.storage, database.db)],
])('the %s driver', (_name, open) => {
  let storage: FileStorage
  beforeAll(async () => {
    storage = await open()
  })
  afterAll(() => storage?.close())

  it('gives a file back with its type and the MD5 of its bytes as ETag', async () => {
    const bytes = await webp('#a0c')
    await storage.put('tests/kept.webp', bytes, 'image/webp')
    const file = await storage.get('tests/kept.webp')
    expect(file?.bytes.equals(bytes)).toBe(true)
    expect(file?.contentType).toBe('image/webp')
    expect(file?.etag).toBe(md5(bytes))
  })

  it('replaces a file put again under the same key', async () => {
    await storage.put('tests/replaced.webp', await webp('#111'), 'image/webp')
    const second = await webp('#eee')
    await storage.put('tests/replaced.webp', second, 'image/webp')
    const file = await storage.get('tests/replaced.webp')
    expect(file?.bytes.equals(second)).toBe(true)
    expect(file?.etag).toBe(md5(second))
  })

  it('answers nothing for a key without a file, and deletes quietly twice', async () => {
    expect(await storage.get('tests/never-stored.webp')).toBeUndefined()
    await storage.put('tests/deleted.webp', await webp('#222'), 'image/webp')
    await storage.delete('tests/deleted.webp')
    await storage.delete('tests/deleted.webp')
    expect(await storage.get('tests/deleted.webp')).toBeUndefined()
  })
})

describe('the app on the S3 driver', () => {
  let t: AuthTestApp
  let bucket: FileStorage
  let portrait: string
  beforeAll(async () => {
    t = await createAuthTestApp({ seed: true, config: { storage: s3.storage } })
    // The bucket seen from outside the app, as another API process sees it.
    bucket = await createFileStorage(s3.storage, database.db)
    const [creator] = await t.db.select().from(creators).where(eq(creators.id, 7))
    portrait = creator?.imagePath ?? ''
  })
  afterAll(async () => {
    await bucket?.close()
    await t?.close()
  })

  async function uploadPicture(accessToken: string, colour: string): Promise<string> {
    const form = new FormData()
    form.append('file', new Blob([await webp(colour)], { type: 'image/webp' }), 'me.webp')
    const request = new Request('http://velvet.test/', { method: 'POST', body: form })
    const res = await authed(t, accessToken, {
      method: 'POST',
      url: '/api/users/me/profile_picture',
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    })
    expect(res.statusCode, res.body).toBe(200)
    return res.json().data.profile_pic as string
  }

  it('keeps a profile picture in the bucket and serves it at its public URL, then removes the old one', async () => {
    const account = await registerUser(t)
    const first = await uploadPicture(account.accessToken, '#c06')
    expect(first).toMatch(/^\/media\/uploads\/avatars\/\d+-[0-9a-f]{24}\.webp$/)
    const inBucket = await bucket.get(`avatars/${path.basename(first)}`)
    expect(inBucket?.contentType).toBe('image/webp')

    const served = await call(t, { method: 'GET', url: first })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/webp')
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(served.headers.etag).toBe(inBucket?.etag)
    expect(served.rawPayload.equals(inBucket?.bytes ?? Buffer.alloc(0))).toBe(true)
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 512, height: 512 })

    const second = await uploadPicture(account.accessToken, '#06c')
    expect(await bucket.get(`avatars/${path.basename(first)}`)).toBeUndefined()
    expect((await call(t, { method: 'GET', url: first })).statusCode).toBe(404)
    expect((await call(t, { method: 'GET', url: second })).statusCode).toBe(200)
  })

  it('puts a rendered image in the bucket, and serves one already there without rendering it', async () => {
    const small = await t.app.inject({ method: 'GET', url: `${portrait}/small.webp` })
    expect(small.statusCode).toBe(200)
    const key = portrait.slice('/media/'.length)
    expect((await bucket.get(`${key}/small.webp`))?.bytes.equals(small.rawPayload)).toBe(true)

    const storedByAnother = await webp('#0f0')
    await bucket.put(`${key}/large.webp`, storedByAnother, 'image/webp')
    const large = await t.app.inject({ method: 'GET', url: `${portrait}/large.webp` })
    expect(large.statusCode).toBe(200)
    expect(large.headers['cache-control']).toContain('immutable')
    expect(large.rawPayload.equals(storedByAnother)).toBe(true)
  })
})
