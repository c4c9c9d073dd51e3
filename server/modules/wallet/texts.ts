/** How a wallet movement is described to its member (Token transaction `description`), in their language. */
import type { Locale } from '../../../contract/languages'
import type { TokenOperation } from '../../../contract/schemas/wallet'
import { type MessageDescriptor, serverText } from '../../lib/i18n'

const TEXTS: Record<TokenOperation | 'someone', MessageDescriptor> = {
  purchase: /*i18n*/ { id: 'Tokens bought' },
  tip: /*i18n*/ { id: 'Tip to {name}' },
  unlock: /*i18n*/ { id: 'Post unlocked from {name}' },
  call_minute: /*i18n*/ { id: 'Video call minute with {name}' },
  call_extra_minute: /*i18n*/ { id: 'Extra minute of a video call with {name}' },
  call_tip: /*i18n*/ { id: 'Tip to {name} during a video call' },
  refund: /*i18n*/ { id: 'Tokens refunded' },
  expiry: /*i18n*/ { id: 'Unused tokens expired' },
  someone: /*i18n*/ { id: 'a creator' },
}

export function describeMovement(
  locale: Locale,
  movement: { operation: TokenOperation; memo: string | null; creatorName: string | null },
): string {
  const t = serverText(locale)
  if (movement.operation === 'purchase') return movement.memo || t(TEXTS.purchase)
  // A refund names the pack it takes back: "Tokens refunded: 25 tokens".
  if (movement.operation === 'refund') {
    return movement.memo ? `${t(TEXTS.refund)}: ${movement.memo}` : t(TEXTS.refund)
  }
  return t(TEXTS[movement.operation], { name: movement.creatorName ?? t(TEXTS.someone) })
}
