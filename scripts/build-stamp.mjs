/**
 * A fingerprint of everything that goes into the app build, so `npm start` can tell whether the
 * build in dist/ is missing or older than the sources and rebuild only then.
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '..')
const INPUTS = [
  'src',
  'sw',
  'contract',
  'public',
  'vite.config.ts',
  'package.json',
  'package-lock.json',
  'lingui.config.ts',
]

function* files(entry) {
  const full = path.join(ROOT, entry)
  if (!existsSync(full)) return
  if (statSync(full).isDirectory()) {
    for (const name of readdirSync(full).sort()) yield* files(path.join(entry, name))
  } else {
    yield entry
  }
}

export function computeBuildStamp() {
  const hash = createHash('sha256')
  for (const input of INPUTS) {
    for (const file of files(input)) {
      if (file.endsWith('.test.ts') || file.endsWith('.test.tsx')) continue
      hash.update(file)
      hash.update(readFileSync(path.join(ROOT, file)))
    }
  }
  return hash.digest('hex').slice(0, 16)
}

export const STAMP_FILE = path.join(ROOT, 'dist', 'build-stamp.json')
