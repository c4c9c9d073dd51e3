/**
 * Profile pictures: real JPEG/PNG/WebP only, resized on the server to a 512×512 WebP, kept in the
 * file storage (PostgreSQL here, the default) and served at an immutable public URL with an ETag;
 * the previous file is removed; bad uploads are 4xx, never 5xx.
 */
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFileStorage } from '../../server/modules/storage/index'
import { type AuthTestApp, authed, call, createAuthTestApp, registerUser, type Signed } from '../fixtures/auth'

let t: AuthTestApp
let account: Signed
beforeAll(async () => {
  t = await createAuthTestApp()
  account = await registerUser(t)
})
afterAll(() => t.close())

function multipart(parts: { name: string; filename?: string; type?: string; data: Buffer | string }[]) {
  const boundary = `----velvet${Date.now()}`
  const chunks: Buffer[] = []
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`
    chunks.push(Buffer.from(head), Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data), Buffer.from('\r\n'))
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

function upload(token: string, body: ReturnType<typeof multipart>) {
  return authed(t, token, {
    method: 'POST',
    url: '/api/users/me/profile_picture',
    payload: body.payload,
    headers: body.headers,
  })
}

async function png(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 120 } } })
    .png()
    .toBuffer()
}

describe('profile picture', () => {
  it('turns a small PNG into a 512×512 WebP at an immutable public URL', async () => {
    const res = await upload(
      account.accessToken,
      multipart([{ name: 'file', filename: 'me.png', type: 'image/png', data: await png(300, 200) }]),
    )
    expect(res.statusCode).toBe(200)
    const url = res.json().data.profile_pic as string
    expect(url).toMatch(/^\/media\/uploads\/avatars\/\d+-[0-9a-f]{24}\.webp$/)

    const image = await call(t, { method: 'GET', url })
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toBe('image/webp')
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const meta = await sharp(image.rawPayload).metadata()
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 })

    const me = await authed(t, account.accessToken, { method: 'GET', url: '/api/users/me' })
    expect(me.json().data.profile_pic).toBe(url)
  })

  it('removes the previous file when a new picture is uploaded', async () => {
    const first = await upload(
      account.accessToken,
      multipart([
        {
          name: 'file',
          filename: 'a.jpg',
          type: 'image/jpeg',
          data: await sharp(await png(64, 64))
            .jpeg()
            .toBuffer(),
        },
      ]),
    )
    const firstUrl = first.json().data.profile_pic as string
    const second = await upload(
      account.accessToken,
      multipart([
        {
          name: 'file',
          filename: 'b.webp',
          type: 'image/webp',
          data: await sharp(await png(64, 64))
            .webp()
            .toBuffer(),
        },
      ]),
    )
    expect(second.statusCode).toBe(200)
    const secondUrl = second.json().data.profile_pic as string
    expect(secondUrl).not.toBe(firstUrl)
    const storage = await createFileStorage({ driver: 'postgres' }, t.db)
    expect(await storage.get(`avatars/${path.basename(firstUrl)}`)).toBeUndefined()
    expect(await storage.get(`avatars/${path.basename(secondUrl)}`)).toMatchObject({ contentType: 'image/webp' })
    expect((await call(t, { method: 'GET', url: firstUrl })).statusCode).toBe(404)
    expect((await call(t, { method: 'GET', url: secondUrl })).statusCode).toBe(200)
  })

  it('answers a client that already has the picture with 304 and no body', async () => {
    const res = await upload(
      account.accessToken,
      multipart([{ name: 'file', filename: 'me.png', type: 'image/png', data: await png(40, 40) }]),
    )
    const url = res.json().data.profile_pic as string
    const first = await call(t, { method: 'GET', url })
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/)
    const again = await call(t, { method: 'GET', url, headers: { 'if-none-match': etag } })
    expect(again.statusCode).toBe(304)
    expect(again.rawPayload.length).toBe(0)
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('refuses a text file named .png (415) and a broken image (422)', async () => {
    const text = await upload(
      account.accessToken,
      multipart([{ name: 'file', filename: 'evil.png', type: 'image/png', data: 'hello, I am not an image' }]),
    )
    expect(text.statusCode).toBe(415)
    expect(text.json()).toMatchObject({ code: 'unsupported_media_type' })

    const svg = await upload(
      account.accessToken,
      multipart([
        { name: 'file', filename: 'x.png', type: 'image/svg+xml', data: '<svg xmlns="http://www.w3.org/2000/svg"/>' },
      ]),
    )
    expect(svg.statusCode).toBe(415)

    const truncated = (await png(200, 200)).subarray(0, 60)
    const broken = await upload(
      account.accessToken,
      multipart([{ name: 'file', filename: 'cut.png', type: 'image/png', data: truncated }]),
    )
    expect(broken.statusCode).toBe(422)
    expect(broken.json().issues).toEqual({ file: [{ message: 'invalid' }] })
  })

  it('refuses files over 5 MB with 413', async () => {
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(5 * 1024 * 1024 + 10)])
    const res = await upload(
      account.accessToken,
      multipart([{ name: 'file', filename: 'big.png', type: 'image/png', data: big }]),
    )
    expect(res.statusCode).toBe(413)
    expect(res.json()).toMatchObject({ code: 'payload_too_large' })
  })

  it('answers 4xx, never 5xx, to uploads of the wrong shape', async () => {
    const json = await authed(t, account.accessToken, {
      method: 'POST',
      url: '/api/users/me/profile_picture',
      payload: { file: 'x' },
    })
    expect(json.statusCode).toBe(415)
    const noFile = await upload(account.accessToken, multipart([{ name: 'note', data: 'hello' }]))
    expect(noFile.statusCode).toBe(422)
    const wrongField = await upload(
      account.accessToken,
      multipart([{ name: 'avatar', filename: 'a.png', type: 'image/png', data: await png(10, 10) }]),
    )
    expect(wrongField.statusCode).toBe(422)
    const twoFiles = await upload(
      account.accessToken,
      multipart([
        { name: 'file', filename: 'a.png', type: 'image/png', data: await png(10, 10) },
        { name: 'file', filename: 'b.png', type: 'image/png', data: await png(10, 10) },
      ]),
    )
    expect(twoFiles.statusCode).toBeGreaterThanOrEqual(200)
    expect(twoFiles.statusCode).toBeLessThan(500)
    const garbage = await authed(t, account.accessToken, {
      method: 'POST',
      url: '/api/users/me/profile_picture',
      payload: 'not multipart at all',
      headers: { 'content-type': 'multipart/form-data; boundary=nothing' },
    })
    expect(garbage.statusCode).toBeGreaterThanOrEqual(400)
    expect(garbage.statusCode).toBeLessThan(500)
  })

  it('serves only avatar files from the uploads folder', async () => {
    for (const url of [
      '/media/uploads/avatars/../../secrets.json',
      '/media/uploads/avatars/x.webp',
      '/media/uploads/avatars/',
    ]) {
      const res = await call(t, { method: 'GET', url })
      expect(res.statusCode, url).toBe(404)
    }
  })
})
