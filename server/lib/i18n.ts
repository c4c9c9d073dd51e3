/**
 * The server's words (e-mails, error texts, the sandbox processors' pages) come from its own Lingui
 * catalogs, `server/locales/{locale}/server.po`, extracted and checked like the app's. The catalogs
 * are read and compiled once, when first asked, so the server needs no build step. Each language
 * has its own `I18n` instance: concurrent requests in different languages never switch a shared
 * locale.
 *
 * Messages are marked for `lingui extract` with `/*i18n*\/ { id: '…' }`; the ids are the English
 * texts, with ICU placeholders (`{name}`) that `serverText(locale)(message, values)` fills.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { type I18n, type MessageDescriptor, type Messages, setupI18n } from '@lingui/core'
import { formatter } from '@lingui/format-po'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { DEFAULT_LOCALE, type Locale } from '../../contract/languages'

const CATALOG_DIR = path.join(import.meta.dirname, '..', 'locales')

function loadCatalog(locale: Locale): Messages {
  const text = readFileSync(path.join(CATALOG_DIR, locale, 'server.po'), 'utf8')
  const entries = formatter().parse(text, {
    locale,
    sourceLocale: DEFAULT_LOCALE,
    filename: `${locale}/server.po`,
  }) as Record<string, { message?: string; translation?: string }>
  const messages: Messages = {}
  for (const [id, entry] of Object.entries(entries))
    messages[id] = compileMessage(entry.translation || entry.message || id)
  return messages
}

const instances = new Map<Locale, I18n>()

/** The `I18n` of one language, its catalog compiled on first use. */
function serverI18n(locale: Locale): I18n {
  let i18n = instances.get(locale)
  if (!i18n) {
    i18n = setupI18n()
    // An id missing from the catalog shows its English text, placeholders filled all the same.
    i18n.setMessagesCompiler(compileMessage)
    i18n.loadAndActivate({ locale, messages: loadCatalog(locale) })
    instances.set(locale, i18n)
  }
  return i18n
}

/** One message in one language, its `{placeholders}` filled from `values`. */
export type ServerText = (message: MessageDescriptor, values?: Record<string, unknown>) => string

/** The words of one language: `const t = serverText(locale); t(GREETING, { name })`. */
export function serverText(locale: Locale): ServerText {
  const i18n = serverI18n(locale)
  // By id, not by descriptor: `lingui extract` reads the `/*i18n*/` descriptors where they are
  // declared and would stumble on an object spread inside an `i18n._(…)` call.
  return (message, values) => i18n._(message.id, values)
}

export type { MessageDescriptor }

/** A page's words by key: `messages` maps each key to its catalog message, filled in `locale`. */
export function catalogTranslator<Key extends string>(messages: Record<Key, MessageDescriptor>) {
  return (locale: Locale) => {
    const t = serverText(locale)
    return (key: Key, values?: Record<string, string>) => t(messages[key], values)
  }
}
