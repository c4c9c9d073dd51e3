/**
 * Fails when a user-visible string is not translated: every message of the English source
 * catalog must exist, non-empty, in es, pt and tr, with the same placeholders.
 */
import { catalogPath, readPo } from './po.mjs'

const LOCALES = ['es', 'pt', 'tr']
const placeholders = (text) =>
  [...text.matchAll(/\{(\w+)[,}]|<(\d+)>/g)]
    .map((m) => m[1] ?? `<${m[2]}>`)
    .sort()
    .join(',')

const source = readPo(catalogPath('en')).filter((b) => b.msgid)
let problems = 0
for (const locale of LOCALES) {
  const entries = new Map(
    readPo(catalogPath(locale))
      .filter((b) => b.msgid)
      .map((b) => [b.msgid, b.msgstr]),
  )
  for (const { msgid } of source) {
    const translated = entries.get(msgid)
    if (!translated) {
      console.error(`[${locale}] missing translation: ${JSON.stringify(msgid)}`)
      problems++
    } else if (placeholders(translated) !== placeholders(msgid)) {
      console.error(`[${locale}] placeholders differ: ${JSON.stringify(msgid)} -> ${JSON.stringify(translated)}`)
      problems++
    }
  }
}
if (problems) {
  console.error(`\n${problems} catalog problem(s). Run "npm run i18n:extract", then translate the entries above.`)
  process.exit(1)
}
console.log(`catalogs: ${source.length} messages translated in en, ${LOCALES.join(', ')}`)
