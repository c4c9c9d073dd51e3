import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../fixtures/test-app'

let t: TestApp
let distDir: string
const BUNDLE = `console.log(${JSON.stringify('x'.repeat(4000))})`
/** A stand-in for the build's render (pages.test.ts tests the real one): a page naming its address. */
const pageRenderer = {
  createPageRenderer: () => ({
    render: async (request: Request, { nonce }: { nonce: string }) =>
      new Response(
        `<!doctype html><html lang="en"><div id="root">${new URL(request.url).pathname}</div><script nonce="${nonce}"></script><!--${'x'.repeat(2000)}--></html>`,
        { headers: { 'content-type': 'text/html; charset=utf-8' } },
      ),
    appShell: (nonce: string) =>
      `<!doctype html><html><script nonce="${nonce}"></script><!--${'x'.repeat(2000)}--></html>`,
  }),
}
const VITE_MANIFEST = JSON.stringify({ 'src/main.tsx': { file: 'assets/index-abc123.js', isEntry: true } })
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
  await writeCompressed('.vite/manifest.json', VITE_MANIFEST)
  await writeCompressed('server/entry-server.mjs', 'export const secret = 1')
  await writeCompressed('sw.js', WORKER)
  await writeCompressed('manifest.webmanifest', MANIFEST)
  await writeCompressed('manifests/es.webmanifest', MANIFEST)
  await writeCompressed('assets/index-abc123.js', BUNDLE)
  await fs.writeFile(path.join(distDir, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["src/secret.ts"]}')
  await fs.mkdir(path.join(distDir, 'icons'))
  await fs.writeFile(path.join(distDir, 'icons', 'icon-192.png'), Buffer.from('89504e470d0a1a0a', 'hex'))
  t = await createTestApp({ config: { serveApp: true, distDir }, pageRenderer })
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
    ['page at /', '/', 'no-cache'],
    ['page of an app route', '/home', 'no-cache'],
    ['app shell', '/app-shell', 'no-cache'],
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

  it('revalidates the worker, the manifest, the pages and the app shell on every load', async () => {
    for (const url of ['/sw.js', '/manifest.webmanifest', '/', '/app-shell']) {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['cache-control'], url).toBe('no-cache')
    }
  })

  it("answers app routes with the server's render of them, so deep links work on reload", async () => {
    for (const url of ['/home', '/celebrities', '/lunavale/post/12', '/videos/3/watch?x=1']) {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(200)
      expect(res.body, url).toContain(`<div id="root">${url.split('?')[0]}</div>`)
    }
  })

  it("never serves the server's own render or the build's manifest", async () => {
    for (const url of ['/server/entry-server.mjs', '/.vite/manifest.json']) {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(404)
    }
  })

  it("lets the page's own inline scripts run by the page's nonce, and no other", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/home' })
    const nonce = /<script nonce="([^"]+)">/.exec(res.body)?.[1]
    expect(nonce).toBeTruthy()
    expect(res.headers['content-security-policy']).toContain(`script-src 'self' 'nonce-${nonce}';`)
    // Each render has its own (a guest's kept page keeps the one it was rendered with).
    const again = await t.app.inject({ method: 'GET', url: '/home?again=1' })
    expect(again.headers['content-security-policy']).not.toContain(`'nonce-${nonce}'`)
  })

  it('never answers API, media or missing files with a page', async () => {
    for (const url of ['/api/nope', '/media/art/v9/x', '/assets/missing.js']) {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(404)
      expect(res.headers['content-type'], url).toContain('application/json')
    }
  })

  it('sends a form posted to a page before its script ran back to the same address, neither reading nor echoing it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/login?next=%2Fhome',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=someone%40example.com&password=s3cret-Password',
    })
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe('/login?next=%2Fhome')
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.body).not.toContain('s3cret')
    for (const url of ['//evil.example/login', '/\\evil.example/login']) {
      const elsewhere = await t.app.inject({ method: 'POST', url, payload: 'a=b' })
      expect(elsewhere.statusCode, url).toBe(303)
      expect(elsewhere.headers.location, url).toMatch(/^\/(?![/\\])/)
    }
    // The API keeps its own answers.
    const api = await t.app.inject({ method: 'POST', url: '/api/nope', payload: {} })
    expect(api.statusCode).toBe(404)
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
