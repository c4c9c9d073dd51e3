/**
 * The player's keyboard shortcuts as a pure mapping from a key press to an action, so the rules
 * (never steal keys from text fields, leave Space and Enter to focused buttons) are testable.
 */

export type PlayerAction =
  | { type: 'toggle-play' }
  | { type: 'toggle-fullscreen' }
  | { type: 'toggle-mute' }
  | { type: 'toggle-pip' }
  | { type: 'seek-by'; seconds: number }
  | { type: 'volume-by'; delta: number }
  | { type: 'seek-to-share'; share: number }
  | { type: 'show-shortcuts' }

export type KeyInput = {
  key: string
  ctrlKey: boolean
  metaKey: boolean
  altKey: boolean
  target: EventTarget | null
}

export const SEEK_SHORT_SECONDS = 5
export const SEEK_LONG_SECONDS = 10
export const VOLUME_STEP = 0.1

const TEXT_INPUT_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT'])
const ACTIVATION_KEYS = new Set([' ', 'Enter'])
const ARROW_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'])

type ElementLike = {
  tagName?: string
  isContentEditable?: boolean
  getAttribute?: (name: string) => string | null
  closest?: (selector: string) => unknown
}

function isElementLike(target: EventTarget | null): target is EventTarget & ElementLike {
  return target !== null && typeof (target as ElementLike).tagName === 'string'
}

/** Whether the focused element needs this key for itself. */
function isOwnedByTarget(key: string, target: EventTarget | null): boolean {
  if (!isElementLike(target)) return false
  const tag = target.tagName?.toUpperCase() ?? ''
  if (TEXT_INPUT_TAGS.has(tag) || target.isContentEditable) return true
  // Inside an open dialog or menu, keys belong to it.
  if (target.closest?.('dialog[open], [role="menu"]')) return true
  const role = target.getAttribute?.('role')
  if (role === 'slider' && (ARROW_KEYS.has(key) || key === 'Home' || key === 'End')) return true
  if ((tag === 'BUTTON' || tag === 'A' || tag === 'SUMMARY' || role === 'button') && ACTIVATION_KEYS.has(key))
    return true
  return false
}

export function actionForKey(input: KeyInput): PlayerAction | null {
  if (input.ctrlKey || input.metaKey || input.altKey) return null
  if (isOwnedByTarget(input.key, input.target)) return null
  const key = input.key.length === 1 ? input.key.toLowerCase() : input.key
  switch (key) {
    case ' ':
    case 'k':
      return { type: 'toggle-play' }
    case 'f':
      return { type: 'toggle-fullscreen' }
    case 'm':
      return { type: 'toggle-mute' }
    case 'p':
      return { type: 'toggle-pip' }
    case 'ArrowLeft':
      return { type: 'seek-by', seconds: -SEEK_SHORT_SECONDS }
    case 'ArrowRight':
      return { type: 'seek-by', seconds: SEEK_SHORT_SECONDS }
    case 'j':
      return { type: 'seek-by', seconds: -SEEK_LONG_SECONDS }
    case 'l':
      return { type: 'seek-by', seconds: SEEK_LONG_SECONDS }
    case 'ArrowUp':
      return { type: 'volume-by', delta: VOLUME_STEP }
    case 'ArrowDown':
      return { type: 'volume-by', delta: -VOLUME_STEP }
    case '?':
      return { type: 'show-shortcuts' }
    default:
      if (/^[0-9]$/.test(key)) return { type: 'seek-to-share', share: Number(key) / 10 }
      return null
  }
}
