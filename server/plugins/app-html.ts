/**
 * The app's page (dist/index.html) as the server sends it: read once at start, in two forms, the
 * age gate showing (pre-rendered at build time) or already passed (the visitor's age cookie, or a
 * crawler), so a browser without JavaScript gets the right first screen. Also the hashes of its
 * inline scripts, the only inline scripts the CSP lets run.
 */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

export type AppHtml = { gated: string; passed: string; inlineScriptHashes: string[] }

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g

export function readAppHtml(distDir: string): AppHtml {
  const indexFile = path.join(distDir, 'index.html')
  if (!existsSync(indexFile)) {
    throw new Error(`The app is not built (${indexFile} is missing): run "npm run build"`)
  }
  const gated = readFileSync(indexFile, 'utf8')
  const inlineScriptHashes = [...gated.matchAll(INLINE_SCRIPT)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  )
  // The inline script sets the same attribute in the browser; this is for browsers that run none.
  const passed = gated.replace('<html ', '<html data-gate="open" ')
  return { gated, passed, inlineScriptHashes }
}
