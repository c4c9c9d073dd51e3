/**
 * After `vite build`: writes brotli and gzip copies of the text assets (served as is by the API
 * server) and the build stamp that `npm start` compares with the sources.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { computeBuildStamp, STAMP_FILE } from './build-stamp.mjs'

const DIST = path.resolve(import.meta.dirname, '..', 'dist')
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|po)$/

/** The server's render (dist/server) is read by Node, never sent. */
const SERVER_ONLY = path.join(DIST, 'server')

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name)
    if (full === SERVER_ONLY) continue
    if (statSync(full).isDirectory()) yield* walk(full)
    else yield full
  }
}

let count = 0
for (const file of walk(DIST)) {
  if (!COMPRESSIBLE.test(file)) continue
  const content = readFileSync(file)
  if (content.length < 1024) continue
  writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }))
  count++
}
writeFileSync(STAMP_FILE, JSON.stringify({ stamp: computeBuildStamp(), builtAt: new Date().toISOString() }))
console.log(`compressed ${count} files; build stamp written`)
