/**
 * Fills translations into every catalog of a language: `node scripts/i18n-fill.mjs es translations.json`,
 * where the JSON maps English source messages to their translation. Unknown source messages are reported.
 */
import { readFileSync } from 'node:fs'
import { allCatalogNames, catalogPath, readPo, writePo } from './po.mjs'

const [locale, jsonFile] = process.argv.slice(2)
if (!locale || !jsonFile) {
  console.error('usage: node scripts/i18n-fill.mjs <locale> <translations.json>')
  process.exit(2)
}
const translations = JSON.parse(readFileSync(jsonFile, 'utf8'))
const known = new Set()
for (const name of allCatalogNames()) {
  const file = catalogPath(locale, name)
  const blocks = readPo(file)
  let filled = 0
  for (const block of blocks) {
    if (!block.msgid) continue
    known.add(block.msgid)
    if (Object.hasOwn(translations, block.msgid)) {
      block.msgstr = translations[block.msgid]
      filled++
    }
  }
  writePo(file, blocks)
  console.log(`${locale}/${name}: filled ${filled} entries`)
}
const unknown = Object.keys(translations).filter((id) => !known.has(id))
if (unknown.length) console.log(`not in the catalogs (run npm run i18n:extract first?):\n  ${unknown.join('\n  ')}`)
