/**
 * Every catalog of a language, main and features' alike, as one set of messages: what a server
 * render is given (it has no reason to hold any back). Read once per language and kept.
 */
import type { Messages } from '@lingui/core'
import type { Locale } from '../../../contract/languages'

const FILES = import.meta.glob<{ messages: Messages }>('../../locales/*/*.po')
const kept = new Map<Locale, Promise<Messages>>()

export function everyCatalogOf(locale: Locale): Promise<Messages> {
  let messages = kept.get(locale)
  if (!messages) {
    const loads = Object.entries(FILES)
      .filter(([file]) => file.includes(`/locales/${locale}/`))
      .map(([, load]) => load())
    messages = Promise.all(loads).then((catalogs) => Object.assign({}, ...catalogs.map((each) => each.messages)))
    kept.set(locale, messages)
  }
  return messages
}
