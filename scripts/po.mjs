/**
 * A minimal reader/writer for the Lingui .po catalogs: enough to list entries and set msgstr,
 * keeping every other line as it is.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'

function unquote(line) {
  return JSON.parse(line.trim().replace(/^msg(id|str|ctxt)\s+/, ''))
}

/** Parses a .po file into blocks: `{ lines, msgid, msgstr, msgctxt }`. */
export function readPo(file) {
  const text = readFileSync(file, 'utf8')
  return text
    .replace(/\s+$/, '')
    .split(/\n\n+/)
    .map((block) => {
      const lines = block.split('\n')
      const entry = { lines, msgid: undefined, msgstr: undefined, msgctxt: undefined }
      let current
      for (const line of lines) {
        if (line.startsWith('msgid ')) {
          current = 'msgid'
          entry.msgid = unquote(line)
        } else if (line.startsWith('msgstr ')) {
          current = 'msgstr'
          entry.msgstr = unquote(line)
        } else if (line.startsWith('msgctxt ')) {
          current = 'msgctxt'
          entry.msgctxt = unquote(line)
        } else if (line.startsWith('"') && current) {
          entry[current] += JSON.parse(line)
        }
      }
      return entry
    })
}

/** A catalog's messages without a context: msgid → msgstr, or the msgid itself where none is written yet. */
export function readMessages(file) {
  const entries = readPo(file).filter((entry) => entry.msgid && entry.msgctxt === undefined)
  return new Map(entries.map((entry) => [entry.msgid, entry.msgstr || entry.msgid]))
}

function quote(value) {
  return JSON.stringify(value)
}

/** Rewrites msgstr of the given blocks; other lines stay untouched. */
export function writePo(file, blocks) {
  const out = blocks.map((block) => {
    if (block.msgid === undefined || block.msgid === '') return block.lines.join('\n')
    const kept = []
    let skipping = false
    for (const line of block.lines) {
      if (line.startsWith('msgstr ')) {
        skipping = true
        continue
      }
      if (skipping && line.startsWith('"')) continue
      skipping = false
      kept.push(line)
    }
    kept.push(`msgstr ${quote(block.msgstr ?? '')}`)
    return kept.join('\n')
  })
  writeFileSync(file, `${out.join('\n\n').replace(/\n+$/, '')}\n`)
}

/**
 * `messages` is the first load's catalog; lazily loaded features may have their own, and `server`
 * holds the server's words in server/locales (lingui.config.ts).
 */
export function catalogPath(locale, name = 'messages') {
  const root = name === SERVER_CATALOG ? '../server/locales' : '../src/locales'
  return new URL(`${root}/${locale}/${name}.po`, import.meta.url).pathname
}

const SERVER_CATALOG = 'server'

/** The names of the app's catalogs, as the English source folder holds them. */
export function catalogNames() {
  return readdirSync(new URL('../src/locales/en/', import.meta.url))
    .filter((file) => file.endsWith('.po'))
    .map((file) => file.slice(0, -'.po'.length))
    .sort()
}

/** Every catalog: the app's and the server's. */
export function allCatalogNames() {
  return [...catalogNames(), SERVER_CATALOG]
}
