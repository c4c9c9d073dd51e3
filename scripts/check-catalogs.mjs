/**
 * Fails when a user-visible string is not translated: every message of each English source
 * catalog must exist, non-empty, in es, pt and tr, with the same placeholders, and in the words
 * each language's glossary chose (one word for one thing across every catalog).
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

// Words a language says one way only: the English loan words stay out, and Spanish writes "vídeo".
const GLOSSARY = {
  es: [
    [/\btokens?\b/i, 'ficha / fichas'],
    [/\bfeeds?\b/i, 'publicaciones'],
    [/\bvideos?\b/i, 'vídeo / vídeos'],
  ],
  pt: [
    [/\btokens?\b/i, 'ficha / fichas'],
    [/\bfeeds?\b/i, 'publicações'],
  ],
  tr: [],
}
// The words of a translation, without its placeholders (`{tokens}`, `{tokens, plural,`).
const wordsOf = (text) => text.replace(/(?<!(?:zero|one|two|few|many|other|=\d+)\s*)\{\w+(?=[,}])/g, '{')

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
      } else {
        for (const [word, preferred] of GLOSSARY[locale]) {
          if (!word.test(wordsOf(translated))) continue
          console.error(`[${locale}/${name}] say ${preferred}: ${JSON.stringify(translated)}`)
          problems++
        }
      }
    }
  }
}
if (problems) {
  console.error(`\n${problems} catalog problem(s). Run "npm run i18n:extract", then translate the entries above.`)
  process.exit(1)
}
console.log(`catalogs: ${total} messages translated in en, ${LOCALES.join(', ')} (${catalogNames().join(', ')})`)
