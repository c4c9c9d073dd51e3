/**
 * Public lists served from memory and the edge: a guest's list is answered again from
 * the cache with an ETag (304 on If-None-Match) and public caching headers; a published post is in
 * the guests' lists at once; a signed-in viewer never gets another viewer's (or a guest's) answer.
 */
import { get } from 'node:http'
import { brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerUser, type Signed } from '../fixtures/auth'
import { createSocialTestApp, loginDemo, newKey, type SocialTestApp, send } from './social-fixture'

type Page = {
  data: { id: number; description: string; interaction: { liked: boolean } }[]
  meta: { pagination: { total: number } }
}

let t: SocialTestApp
let creator: Signed
let base: string

beforeAll(async () => {
  t = await createSocialTestApp({ seed: true, config: { rateLimit: false } })
  creator = await loginDemo(t, 'creator')
  base = await t.app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(() => t.close())

/** The demo creator publishes a free picture post; the answer's status. */
async function publishPost(description: string): Promise<number> {
  const published = await send(t, creator, {
    method: 'POST',
    url: '/api/posts',
    key: newKey(),
    payload: { description, front_container: 'free', elements: [{ component: 'picture', shape: 'square' }] },
  })
  return published.statusCode
}

function guestGet(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers })
}

describe('public lists for guests', () => {
  it('answers the same list again from memory, with an ETag and headers a CDN can use', async () => {
    const url = '/api/celebrities?page=2&include=webstar&lang=en&site_type=divas'
    const first = await guestGet(url)
    expect(first.statusCode).toBe(200)
    expect(first.headers['x-velvet-cache']).toBe('miss')
    expect(first.headers['cdn-cache-control']).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/)
    // A browser must ask before reusing it, or with the network gone its HTTP cache would answer
    // for our server and the app would never know it is offline.
    expect(first.headers['cache-control']).toBe('public, no-cache')
    expect(first.headers['set-cookie']).toBeUndefined()
    const second = await guestGet(url)
    expect(second.headers['x-velvet-cache']).toBe('hit')
    expect(second.body).toBe(first.body)
    expect(second.headers.etag).toBe(first.headers.etag)
    expect(second.headers['content-type']).toMatch(/^application\/json/)
  })

  it('answers 304 with no body when the client already has that version', async () => {
    const url = '/api/categories?lang=en&site_type=divas'
    const first = await guestGet(url)
    const again = await guestGet(url, { 'if-none-match': String(first.headers.etag) })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
  })

  it('keeps languages apart', async () => {
    const english = await guestGet('/api/frequently_asked_questions?lang=en&site_type=divas')
    const spanish = await guestGet('/api/frequently_asked_questions?lang=es&site_type=divas')
    expect(spanish.body).not.toBe(english.body)
    expect((await guestGet('/api/frequently_asked_questions?lang=es&site_type=divas')).body).toBe(spanish.body)
  })

  it("puts a creator's new post in the guests' lists at once", async () => {
    const url = '/api/celebrities?page=1&include=webstar&lang=en&site_type=divas'
    const before = (await guestGet(url)).json() as Page
    expect((await guestGet(url)).headers['x-velvet-cache']).toBe('hit')
    const description = `Fresh from the studio ${Date.now()}`
    expect(await publishPost(description)).toBe(201)
    const after = await guestGet(url)
    expect(after.headers['x-velvet-cache']).toBe('miss')
    const page = after.json() as Page
    expect(page.data.map((post) => post.description)).toContain(description)
    // Totals are kept for a minute too, but a publish forgets them: the count has the new post.
    expect(page.meta.pagination.total).toBe(before.meta.pagination.total + 1)
  })

  it("never serves a signed-in viewer from the guests' cache, nor keeps their answer there", async () => {
    const fan: Signed = await registerUser(t)
    const url = '/api/celebrities?page=3&include=webstar&lang=en&site_type=divas'
    const guestPage = (await guestGet(url)).json() as Page
    const post = guestPage.data[0]
    if (!post) throw new Error('no post')
    const liked = await send(t, fan, {
      method: 'POST',
      url: '/api/post_likes',
      key: newKey(),
      payload: { post_id: post.id },
    })
    expect(liked.statusCode).toBeLessThan(300)
    const mine = await send(t, fan, { method: 'GET', url })
    expect(mine.headers['x-velvet-cache']).toBeUndefined()
    expect(mine.headers['cache-control']).toBe('private, no-store')
    expect((mine.json() as Page).data[0]?.interaction.liked).toBe(true)
    // The guests' copy knows nothing of that viewer.
    const guestAgain = await guestGet(url)
    expect(guestAgain.headers['x-velvet-cache']).toBe('hit')
    expect((guestAgain.json() as Page).data[0]?.interaction.liked).toBe(false)
  })
})

/** What a hit must keep of the full pipeline's answer: everything but the transfer itself. */
const ANSWER_HEADERS = [
  'content-type',
  'cache-control',
  'cdn-cache-control',
  'vary',
  'etag',
  'content-security-policy',
  'x-frame-options',
  'x-content-type-options',
  'permissions-policy',
  'referrer-policy',
]

describe('the front door: stored answers over a real connection, before Fastify', () => {
  it('answers a hit with the same body and the same headers as the full pipeline gave it', async () => {
    const url = `${base}/api/webstars?page=1&lang=pt&site_type=chads`
    const miss = await fetch(url)
    expect(miss.status).toBe(200)
    expect(miss.headers.get('x-velvet-cache')).toBe('miss')
    const hit = await fetch(url)
    expect(hit.headers.get('x-velvet-cache')).toBe('hit')
    expect(await hit.text()).toBe(await miss.text())
    for (const name of ANSWER_HEADERS) {
      expect(miss.headers.get(name), name).not.toBeNull()
      expect(hit.headers.get(name), name).toBe(miss.headers.get(name))
    }
    expect(hit.headers.get('set-cookie')).toBeNull()
  })

  it('compresses for clients that accept it, and answers 304 to one that has this version', async () => {
    const url = `${base}/api/celebrities?page=1&include=webstar&lang=tr&site_type=divas`
    const plain = await fetch(url).then((r) => r.text())
    // node:http keeps the encoding as sent, so the compressed bytes can be checked.
    const compressed = await new Promise<{ encoding?: string | undefined; body: Buffer }>((resolve, reject) => {
      get(url, { headers: { 'accept-encoding': 'gzip, br' } }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }),
        )
      }).on('error', reject)
    })
    expect(compressed.encoding).toBe('br')
    expect(brotliDecompressSync(compressed.body).toString()).toBe(plain)
    expect(compressed.body.length).toBeLessThan(Buffer.byteLength(plain))
    const etag = (await fetch(url)).headers.get('etag') ?? ''
    const again = await fetch(url, { headers: { 'if-none-match': `W/${etag}` } })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
  })

  it('lets every signed-in request through to the app, and drops post lists once a post is published', async () => {
    const url = `${base}/api/celebrities?page=1&include=webstar&lang=es&site_type=divas`
    await fetch(url)
    expect((await fetch(url)).headers.get('x-velvet-cache')).toBe('hit')
    const signedIn = await fetch(url, { headers: { authorization: `Bearer ${creator.accessToken}` } })
    expect(signedIn.headers.get('x-velvet-cache')).toBeNull()
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store')
    const description = `Published past the front door ${Date.now()}`
    expect(await publishPost(description)).toBe(201)
    const after = await fetch(url)
    expect(after.headers.get('x-velvet-cache')).toBe('miss')
    expect(((await after.json()) as Page).data.map((post) => post.description)).toContain(description)
  })
})
