/**
 * Pages rendered by the server in tests: the app's own render from its source (vitest compiles it
 * as the build does), loaded as the server loads the build's, beside a build manifest written for it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { LightMyRequestResponse } from 'fastify'
import type { Config } from '../../server/config'
import type { PageRendererModule } from '../../server/plugins/pages'
import { type AuthTestApp, createAuthTestApp } from '../fixtures/auth'

const ENTRY = '../../src/entry-server.tsx'

/** A build's manifest as the render reads it: the entry, its style sheet and the words of each language. */
function writeBuild(dir: string) {
  mkdirSync(path.join(dir, '.vite'), { recursive: true })
  const words = Object.fromEntries(
    ['en', 'es', 'pt', 'tr'].map((locale) => [
      `src/locales/${locale}/messages.po`,
      { file: `assets/messages-${locale}.js`, isDynamicEntry: true },
    ]),
  )
  const manifest = {
    'src/main.tsx': {
      file: 'assets/main-test.js',
      isEntry: true,
      imports: ['_framework.js'],
      css: ['assets/main.css'],
    },
    '_framework.js': { file: 'assets/framework-test.js' },
    'src/features/profile/screens.ts': { file: 'assets/profile-screens.js', css: ['assets/profile.css'] },
    ...words,
  }
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest))
  writeFileSync(path.join(dir, 'boot-check.js'), '/* a comment */\nwindow.bootCheck = 1')
}

/** A seeded app serving pages from the source's render; close() also removes its build folder. */
export async function createPagesTestApp(options: { config?: Partial<Config> } = {}): Promise<AuthTestApp> {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'velvet-pages-'))
  writeBuild(dist)
  const t = await createAuthTestApp({
    seed: true,
    config: { serveApp: true, distDir: dist, ...options.config },
    pageRenderer: (await import(/* @vite-ignore */ ENTRY)) as PageRendererModule,
  })
  return {
    ...t,
    close: async () => {
      await t.close()
      rmSync(dist, { recursive: true, force: true })
    },
  }
}

/** The page's text outside its scripts and style: what a reader (or a crawler) gets. */
export function readableText(res: LightMyRequestResponse): string {
  return res.body
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
}

/** The router's data in the page (its inline scripts), where the dehydrated queries are. */
export function pageData(res: LightMyRequestResponse): string {
  return [...res.body.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]).join('\n')
}
