/**
 * Stored files across processes, each with its own DATA_DIR as separate machines have: a profile
 * picture uploaded through one API process is served by the other, and artwork one rendered is in
 * the shared storage for the other. Once with the PostgreSQL driver (the default), once with S3
 * (s3rver, in this test's process, reached by both API processes over HTTP).
 */
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { creators } from '../../server/db/schema/index'
import { DEMO_ACCOUNTS } from '../../server/db/seed/accounts'
import { seedDemo } from '../../server/db/seed/index'
import { createFileStorage } from '../../server/modules/storage/index'
import { type LocalS3, startLocalS3 } from '../fixtures/local-s3'
import { createTestDatabase, type TestDatabase } from '../fixtures/test-app'
import { type ApiProcess, freshIp, login, startApiProcesses } from './api-processes'

let database: TestDatabase
let s3: LocalS3

beforeAll(async () => {
  database = await createTestDatabase()
  await seedDemo(database.db)
  s3 = await startLocalS3()
})

afterAll(async () => {
  await s3?.stop()
  await database?.close()
})

function get(process: ApiProcess, url: string): Promise<Response> {
  return fetch(`${process.base}${url}`, { headers: { 'x-forwarded-for': freshIp() } })
}

describe.each([
  ['PostgreSQL', () => ({})],
  ['S3', () => s3.env],
])('%s storage', (name, env) => {
  let a: ApiProcess
  let b: ApiProcess
  beforeAll(async () => {
    // Two processes of the demo (SEED=auto on a database already seeded), which draw its artwork.
    ;[a, b] = (await startApiProcesses(database.url, 2, { SEED: 'auto', ...env() })) as [ApiProcess, ApiProcess]
  })
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()])
  })

  it('serves through one process the profile picture uploaded through the other', async () => {
    const member = await login(a, DEMO_ACCOUNTS.member.email)
    const picture = await sharp({ create: { width: 90, height: 60, channels: 3, background: '#c36' } })
      .png()
      .toBuffer()
    const form = new FormData()
    form.append('file', new Blob([picture], { type: 'image/png' }), 'me.png')
    const uploaded = await fetch(`${a.base}/api/users/me/profile_picture`, {
      method: 'POST',
      headers: { authorization: `Bearer ${member.token}`, 'x-forwarded-for': freshIp() },
      body: form,
    })
    expect(uploaded.status, await uploaded.clone().text()).toBe(200)
    const url = ((await uploaded.json()) as { data: { profile_pic: string } }).data.profile_pic

    const onB = await get(b, url)
    expect(onB.status, name).toBe(200)
    expect(onB.headers.get('content-type')).toBe('image/webp')
    expect(onB.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const bytes = Buffer.from(await onB.arrayBuffer())
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 512, height: 512 })
    const onA = await get(a, url)
    expect(onA.headers.get('etag')).toBe(onB.headers.get('etag'))
  })

  it('keeps the artwork one process rendered in the storage the other serves it from', async () => {
    const [creator] = await database.db.select().from(creators).where(eq(creators.id, 7))
    const base = creator?.imagePath ?? ''
    // A size per driver, so neither pass finds the other's render.
    const file = name === 'S3' ? 'large.webp' : 'small.webp'
    const onA = await get(a, `${base}/${file}`)
    expect(onA.status).toBe(200)
    const storage = await createFileStorage(name === 'S3' ? s3.storage : { driver: 'postgres' }, database.db)
    const stored = await storage.get(`${base.slice('/media/'.length)}/${file}`)
    await storage.close()
    expect(stored?.etag).toBe(onA.headers.get('etag'))
    const onB = await get(b, `${base}/${file}`)
    expect(onB.status).toBe(200)
    expect(onB.headers.get('etag')).toBe(stored?.etag)
  })
})
