/**
 * What another app shared to the installed app (the manifest's share target: `/share?title=…&text=…&url=…`)
 * and where it leads. Apps put the link in `url`, or in `text` (often after a sentence), or even in
 * `title`; the first web address found, in that order, is the one shared. A link of this site to a
 * creator (`/{username}`, `/@{username}`, `/models/{id}/profile`), a post (`/{username}/post/{id}`)
 * or a video (`/videos/{id}/watch`) opens in the app; anything else is not a Velvet link the app
 * can open, and is said so.
 */
import { isReservedUsername } from '../../contract/reserved-usernames'

export type Shared = { title?: string | undefined; text?: string | undefined; url?: string | undefined }

export type SharedLink =
  | { kind: 'open'; href: string }
  /** A link, but not one of ours the app opens (another site, or another page). */
  | { kind: 'other'; link: string }
  /** No web address at all: only words. */
  | { kind: 'none'; text: string }

const WEB_ADDRESS = /https?:\/\/[^\s<>"']+/i
const ID = '(\\d{1,9})'
const USERNAME = '@?([a-z0-9_.]{1,64})'

const OPENABLE: { pattern: RegExp; isUsername?: boolean }[] = [
  { pattern: new RegExp(`^/${USERNAME}/?$`, 'i'), isUsername: true },
  { pattern: new RegExp(`^/${USERNAME}/post/${ID}/?$`, 'i'), isUsername: true },
  { pattern: new RegExp(`^/models/${ID}/profile/?$`) },
  { pattern: new RegExp(`^/videos/${ID}/watch/?$`) },
]

/** The first web address in the shared fields, `url` first; trailing punctuation of a sentence is not part of it. */
function firstAddress(shared: Shared): string | undefined {
  for (const field of [shared.url, shared.text, shared.title]) {
    const found = field ? WEB_ADDRESS.exec(field)?.[0] : undefined
    if (found) return found.replace(/[.,;:!?)\]]+$/, '')
  }
  return undefined
}

function openablePath(pathname: string): string | undefined {
  for (const { pattern, isUsername } of OPENABLE) {
    const match = pattern.exec(pathname)
    if (!match) continue
    if (isUsername && isReservedUsername(match[1] ?? '')) return undefined
    return pathname.replace(/\/$/, '')
  }
  return undefined
}

/** Where what was shared leads; `origin` is this site's (the page's own). */
export function sharedLinkOf(shared: Shared, origin: string): SharedLink {
  const address = firstAddress(shared)
  if (!address) return { kind: 'none', text: [shared.title, shared.text].filter(Boolean).join(' ').trim() }
  let url: URL
  try {
    url = new URL(address)
  } catch {
    return { kind: 'other', link: address }
  }
  const path = url.origin === origin ? openablePath(url.pathname) : undefined
  return path ? { kind: 'open', href: path } : { kind: 'other', link: address }
}
