/**
 * Fills translations into a catalog: `node scripts/i18n-fill.mjs es translations.json`, where the
 * JSON maps English source messages to their translation. Unknown source messages are reported.
 */
import { readFileSync } from 'node:fs'
import { catalogPath, readPo, writePo } from './po.mjs'

const [locale, jsonFile] = process.argv.slice(2)
if (!locale || !jsonFile) {
  console.error('usage: node scripts/i18n-fill.mjs <locale> <translations.json>')
  process.exit(2)
}
const translations = JSON.parse(readFileSync(jsonFile, 'utf8'))
const file = catalogPath(locale)
const blocks = readPo(file)
const known = new Set(blocks.map((b) => b.msgid))
let filled = 0
for (const block of blocks) {
  if (block.msgid && Object.hasOwn(translations, block.msgid)) {
    block.msgstr = translations[block.msgid]
    filled++
  }
}
writePo(file, blocks)
const unknown = Object.keys(translations).filter((id) => !known.has(id))
console.log(`${locale}: filled ${filled} entries`)
if (unknown.length) console.log(`not in the catalog (run npm run i18n:extract first?):\n  ${unknown.join('\n  ')}`)
