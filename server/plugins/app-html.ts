/**
 * The app's page (dist/index.html) as the server sends it: read once at start, in two forms, the
 * age gate showing (pre-rendered at build time, in the language the page is sent in) or already
 * passed (the visitor's age cookie, a crawler, a page without the gate), so a browser without
 * JavaScript gets the right first screen. Also the hashes of its inline scripts, the only inline
 * scripts the CSP lets run.
 */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { LOCALES, type Locale } from '../../contract/languages'

/** The gate's page per language (what a browser without JavaScript shows), and the page past it. */
export type AppHtml = { gated: Record<Locale, string>; passed: string; inlineScriptHashes: string[] }

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g

export function readAppHtml(distDir: string): AppHtml {
  const indexFile = path.join(distDir, 'index.html')
  if (!existsSync(indexFile)) {
    throw new Error(`The app is not built (${indexFile} is missing): run "npm run build"`)
  }
  const page = readFileSync(indexFile, 'utf8')
  const inlineScriptHashes = [...page.matchAll(INLINE_SCRIPT)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  )
  // The inline script sets the same attributes in the browser; this is for browsers that run none.
  const passed = page.replace('<html ', '<html data-gate="open" ')
  const gated = Object.fromEntries(
    LOCALES.map((locale) => [locale, page.replace(/<html lang="[a-z]+"/, `<html lang="${locale}"`)]),
  ) as Record<Locale, string>
  return { gated, passed, inlineScriptHashes }
}
