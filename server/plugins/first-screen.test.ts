import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createFirstScreen, type FirstScreen, type RenderFirstScreen } from './first-screen'

/** The built page as far as the copy touches it. */
const PAGE =
  '<!doctype html><html lang="en" data-theme="divas"><head><link rel="modulepreload" crossorigin href="/assets/app.js">' +
  '<link rel="stylesheet" crossorigin href="/assets/app.css" media="print" data-app-css></head><body><div id="root"></div></body></html>'

let dist: string
let app: FastifyInstance
let firstScreen: FirstScreen
let answers: { status: number; reads: string[] }

/** A stand-in for the built render (src/app/first-screen.tsx has its own tests): what it was given, as React writes HTML. */
let renders = 0
const render: RenderFirstScreen = async (input) => {
  renders++
  return `<article class="card" data-input="${input.path} ${input.locale} ${input.siteType} ${(input.celebrities as { data: string[] }).data[0]}"><img src="/a.webp" srcSet="/a.webp 400w, /b.webp 1080w" sizes="100vw" fetchPriority="high"/></article>`
}

beforeEach(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'velvet-first-screen-'))
  mkdirSync(path.join(dist, 'assets'))
  writeFileSync(path.join(dist, 'assets', 'app.css'), '.card{color:red}.wallet{color:blue}:root{--accent:pink}')
  answers = { status: 200, reads: [] }
  renders = 0
  app = Fastify()
  app.get('/api/celebrities', async (request, reply) => {
    answers.reads.push(request.url)
    return reply
      .status(answers.status)
      .header('etag', '"c1"')
      .send({ data: ['post'] })
  })
  app.get('/api/carousels', async (request, reply) => {
    answers.reads.push(request.url)
    return reply.status(answers.status).send({ data: [] })
  })
  await app.ready()
  firstScreen = createFirstScreen(app, render, dist, PAGE)
})
afterEach(async () => {
  await app.close()
  rmSync(dist, { recursive: true, force: true })
})

describe('the server’s copy of /home’s first screen', () => {
  it('writes the first screen into the page, with its picture preloaded, its style rules, and the app’s code left to start later', async () => {
    const page = await firstScreen.pageFor(PAGE, { path: '/home', locale: 'pt', siteType: 'chads' })
    expect(answers.reads).toEqual([
      '/api/celebrities?page=1&per_page=10&include=webstar&lang=pt&site_type=chads',
      '/api/carousels?lang=pt&site_type=chads',
    ])
    expect(page).toContain('<html data-snapshot data-first-screen="pt chads" lang="en"')
    expect(page).toContain(
      '<body><div id="velvet-snapshot" data-path="/home" inert aria-hidden="true"><article class="card" data-input="/home pt chads post">',
    )
    expect(page).toContain(
      '<head><link rel="preload" as="image" href="/a.webp" imagesrcset="/a.webp 400w, /b.webp 1080w" imagesizes="100vw" fetchpriority="high">',
    )
    expect(page).toContain('<style id="velvet-snapshot-css">.card{color:red}:root{--accent:pink}</style></head>')
    expect(page).not.toContain('modulepreload')
  })

  it('renders once for every guest with the same language, theme and answers', async () => {
    const first = await firstScreen.pageFor(PAGE, { path: '/celebrities/', locale: 'en', siteType: 'divas' })
    const second = await firstScreen.pageFor(PAGE, { path: '/celebrities', locale: 'en', siteType: 'divas' })
    expect(second).toBe(first)
    expect(renders).toBe(1)
    expect(first).toContain('data-path="/celebrities"')
    // Another language is another render.
    await firstScreen.pageFor(PAGE, { path: '/celebrities', locale: 'tr', siteType: 'divas' })
    expect(renders).toBe(2)
  })

  it('leaves other pages, and a first screen whose reads fail, as they were', async () => {
    expect(await firstScreen.pageFor(PAGE, { path: '/videos', locale: 'en', siteType: 'divas' })).toBe(PAGE)
    expect(answers.reads).toEqual([])
    answers.status = 503
    expect(await firstScreen.pageFor(PAGE, { path: '/home', locale: 'en', siteType: 'divas' })).toBe(PAGE)
  })
})
