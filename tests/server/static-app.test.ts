import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../fixtures/test-app'

let t: TestApp
let distDir: string
const BUNDLE = `console.log(${JSON.stringify('x'.repeat(4000))})`

beforeAll(async () => {
  distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'velvet-dist-'))
  await fs.mkdir(path.join(distDir, 'assets'))
  await fs.writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Velvet</title><div id="root"></div>')
  await fs.writeFile(path.join(distDir, 'sw.js'), 'self.addEventListener("fetch", () => {})')
  await fs.writeFile(path.join(distDir, 'manifest.webmanifest'), '{"name":"Velvet"}')
  await fs.writeFile(path.join(distDir, 'assets', 'index-abc123.js'), BUNDLE)
  await fs.writeFile(path.join(distDir, 'assets', 'index-abc123.js.br'), brotliCompressSync(BUNDLE))
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
})
