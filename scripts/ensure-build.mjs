/** Builds the app when dist/ is missing or older than the sources (npm start, npm run start:cluster). */
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { computeBuildStamp, STAMP_FILE } from './build-stamp.mjs'

const ROOT = path.resolve(import.meta.dirname, '..')

function isBuildCurrent() {
  if (!existsSync(path.join(ROOT, 'dist', 'server', 'entry-server.mjs')) || !existsSync(STAMP_FILE)) return false
  try {
    return JSON.parse(readFileSync(STAMP_FILE, 'utf8')).stamp === computeBuildStamp()
  } catch {
    return false
  }
}

export function ensureBuild() {
  if (!existsSync(path.join(ROOT, 'node_modules'))) {
    console.error('Dependencies are missing: run "npm install" first.')
    process.exit(1)
  }
  if (isBuildCurrent()) return
  console.log('Building the app (first start or sources changed)…')
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
