/**
 * Fails when a user-visible string is not translated: every message of each English source
 * catalog must exist, non-empty, in es, pt and tr, with the same placeholders.
 */
import { catalogNames, catalogPath, readPo } from './po.mjs'

const LOCALES = ['es', 'pt', 'tr']
// A `{word}` or `{word,` right after a plural form (`one {token}`, `other {Yes, …}`) is that form's
// text, not a placeholder.
const placeholders = (text) =>
  [...text.matchAll(/(?<!(?:zero|one|two|few|many|other|=\d+)\s*)\{(\w+)[,}]|<(\d+)>/g)]
    .map((m) => m[1] ?? `<${m[2]}>`)
    .sort()
    .join(',')

let problems = 0
let total = 0
for (const name of catalogNames()) {
  const source = readPo(catalogPath('en', name)).filter((b) => b.msgid)
  total += source.length
  for (const locale of LOCALES) {
    const entries = new Map(
      readPo(catalogPath(locale, name))
        .filter((b) => b.msgid)
        .map((b) => [b.msgid, b.msgstr]),
    )
    for (const { msgid } of source) {
      const translated = entries.get(msgid)
      if (!translated) {
        console.error(`[${locale}/${name}] missing translation: ${JSON.stringify(msgid)}`)
        problems++
      } else if (placeholders(translated) !== placeholders(msgid)) {
        console.error(
          `[${locale}/${name}] placeholders differ: ${JSON.stringify(msgid)} -> ${JSON.stringify(translated)}`,
        )
        problems++
      }
    }
  }
}
if (problems) {
  console.error(`\n${problems} catalog problem(s). Run "npm run i18n:extract", then translate the entries above.`)
  process.exit(1)
}
console.log(`catalogs: ${total} messages translated in en, ${LOCALES.join(', ')} (${catalogNames().join(', ')})`)
