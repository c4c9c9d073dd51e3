import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../fixtures/test-app'

let t: TestApp
let distDir: string
const BUNDLE = `console.log(${JSON.stringify('x'.repeat(4000))})`
const FIRST_PAINT_SCRIPT = 'document.documentElement.dataset.x="1"'
const SHELL = `<!doctype html><html lang="en"><title>Velvet</title><script>${FIRST_PAINT_SCRIPT}</script><div id="root"></div><!--${'x'.repeat(2000)}--></html>`
const WORKER = `self.addEventListener("fetch", () => {})//${'x'.repeat(2000)}`
const MANIFEST = JSON.stringify({ name: 'Velvet', description: 'x'.repeat(2000) })

/** Writes a file with its brotli and gzip copies, as scripts/compress-dist.mjs does. */
async function writeCompressed(relative: string, content: string) {
  const file = path.join(distDir, relative)
  await fs.mkdir(path.dirname(file), { recursive: true })
  await fs.writeFile(file, content)
  await fs.writeFile(`${file}.br`, brotliCompressSync(content))
  await fs.writeFile(`${file}.gz`, gzipSync(content))
}

beforeAll(async () => {
  distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'velvet-dist-'))
  await writeCompressed('index.html', SHELL)
  await writeCompressed('sw.js', WORKER)
  await writeCompressed('manifest.webmanifest', MANIFEST)
  await writeCompressed('manifests/es.webmanifest', MANIFEST)
  await writeCompressed('assets/index-abc123.js', BUNDLE)
  await fs.writeFile(path.join(distDir, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["src/secret.ts"]}')
  await fs.mkdir(path.join(distDir, 'icons'))
  await fs.writeFile(path.join(distDir, 'icons', 'icon-192.png'), Buffer.from('89504e470d0a1a0a', 'hex'))
  t = await createTestApp({ config: { serveApp: true, distDir } })
})
afterAll(async () => {
  await t.close()
  await fs.rm(distDir, { recursive: true, force: true })
})

describe('serving the built app', () => {
  it('caches hashed assets for a year as immutable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('sends the precompressed file when the browser accepts brotli', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    })
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.rawPayload.length).toBeLessThan(BUNDLE.length / 10)
  })

  it.each([
    ['hashed asset', '/assets/index-abc123.js', 'public, max-age=31536000, immutable'],
    ['worker', '/sw.js', 'no-cache'],
    ['shell', '/index.html', 'no-cache'],
    ['shell at /', '/', 'no-cache'],
    ['shell of an app route', '/home', 'no-cache'],
    ['manifest', '/manifest.webmanifest', 'no-cache'],
    ['localised manifest', '/manifests/es.webmanifest', 'no-cache'],
    ['icon', '/icons/icon-192.png', 'public, max-age=3600'],
  ])('sends the %s with the same caching whatever the encoding, varying on it', async (_name, url, caching) => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } })
      expect(res.statusCode, `${url} ${encoding}`).toBe(200)
      expect(res.headers['cache-control'], `${url} ${encoding}`).toBe(caching)
      expect(String(res.headers.vary).toLowerCase(), `${url} ${encoding}`).toContain('accept-encoding')
      if (!url.endsWith('.png')) {
        expect(res.headers['content-encoding'], `${url} ${encoding}`).toBe(
          encoding === 'identity' ? undefined : encoding,
        )
      }
    }
  })

  it('keeps source maps private', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js.map' })
    expect(res.statusCode).toBe(404)
    expect(res.body).not.toContain('sources')
  })

  it('revalidates the worker, the manifest and the shell on every load', async () => {
    for (const url of ['/sw.js', '/manifest.webmanifest', '/']) {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['cache-control'], url).toBe('no-cache')
    }
  })

  it('answers app routes with the shell, so deep links work on reload', async () => {
    for (const url of ['/home', '/celebrities', '/lunavale/post/12', '/videos/3/watch?x=1']) {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(200)
      expect(res.body, url).toContain('<div id="root">')
    }
  })

  it('never answers API, media or missing files with the shell', async () => {
    for (const url of ['/api/nope', '/media/art/v9/x', '/assets/missing.js']) {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(404)
      expect(res.headers['content-type'], url).toContain('application/json')
    }
  })

  it("lets the page's own inline script run by its hash, and no other", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/home' })
    const hash = createHash('sha256').update(FIRST_PAINT_SCRIPT).digest('base64')
    expect(res.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}';`)
  })

  it('sends the page with the age gate open to visitors with the age cookie and to crawlers only', async () => {
    const gated = await t.app.inject({ method: 'GET', url: '/' })
    expect(gated.body).not.toContain('data-gate="open"')
    expect(gated.headers.vary).toContain('Cookie')
    const accepted = await t.app.inject({ method: 'GET', url: '/home', cookies: { velvet_age: '1' } })
    expect(accepted.body).toContain('<html data-gate="open" lang="en">')
    const crawler = await t.app.inject({
      method: 'GET',
      url: '/celebrities',
      headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    })
    expect(crawler.body).toContain('data-gate="open"')
    const tampered = await t.app.inject({ method: 'GET', url: '/home', cookies: { velvet_age: 'yes' } })
    expect(tampered.body).not.toContain('data-gate="open"')
  })

  it("sends the gate in the browser's language, or in the one a ?lang= link asks for", async () => {
    const turkish = await t.app.inject({
      method: 'GET',
      url: '/home',
      headers: { 'accept-language': 'tr-TR,tr;q=0.9' },
    })
    expect(turkish.body).toContain('<html lang="tr">')
    expect(turkish.headers.vary).toContain('Accept-Language')
    const italian = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'it-IT' } })
    expect(italian.body).toContain('<html lang="es">')
    const asked = await t.app.inject({ method: 'GET', url: '/home?lang=pt', headers: { 'accept-language': 'tr' } })
    expect(asked.body).toContain('<html lang="pt">')
    const unknown = await t.app.inject({ method: 'GET', url: '/home?lang=xx', headers: { 'accept-language': 'de-DE' } })
    expect(unknown.body).toContain('<html lang="en">')
  })

  it('sends the pages that have no gate past it, to anyone', async () => {
    for (const url of ['/verify?token=abc', '/recover/', '/cookies']) {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.body, url).toContain('data-gate="open"')
    }
    const gated = await t.app.inject({ method: 'GET', url: '/verify-not' })
    expect(gated.body).not.toContain('data-gate="open"')
  })

  it('takes Enter without JavaScript: sets the age cookie and goes back to the page asked for', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/enter',
      headers: { host: 'velvet.test', referer: 'http://velvet.test/?redirect=%2Fvideos' },
    })
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe('/videos')
    expect(res.headers['set-cookie']).toMatch(/^velvet_age=1; Max-Age=\d+; Path=\/; SameSite=Lax$/)
  })
})
