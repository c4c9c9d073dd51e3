/** How a wallet movement is described to its member (000 §3 Token transaction `description`), per language. */
import type { Locale } from '../../../contract/languages'
import type { TokenOperation } from '../../../contract/schemas/wallet'

type Texts = { purchase: string; tip: string; unlock: string; refund: string; expiry: string; someone: string }

const TEXTS: Record<Locale, Texts> = {
  en: {
    purchase: 'Tokens bought',
    tip: 'Tip to {name}',
    unlock: 'Post unlocked from {name}',
    refund: 'Tokens refunded',
    expiry: 'Unused tokens expired',
    someone: 'a creator',
  },
  es: {
    purchase: 'Tokens comprados',
    tip: 'Propina para {name}',
    unlock: 'Publicación desbloqueada de {name}',
    refund: 'Tokens reembolsados',
    expiry: 'Tokens sin usar caducados',
    someone: 'una creadora',
  },
  pt: {
    purchase: 'Tokens comprados',
    tip: 'Gorjeta para {name}',
    unlock: 'Publicação desbloqueada de {name}',
    refund: 'Tokens reembolsados',
    expiry: 'Tokens não usados expirados',
    someone: 'uma criadora',
  },
  tr: {
    purchase: 'Satın alınan jetonlar',
    tip: '{name} için bahşiş',
    unlock: '{name} gönderisinin kilidi açıldı',
    refund: 'İade edilen jetonlar',
    expiry: 'Kullanılmayan jetonların süresi doldu',
    someone: 'bir içerik üreticisi',
  },
}

export function describeMovement(
  locale: Locale,
  movement: { operation: TokenOperation; memo: string | null; creatorName: string | null },
): string {
  const texts = TEXTS[locale]
  if (movement.operation === 'purchase') return movement.memo || texts.purchase
  // A refund names the pack it takes back: "Tokens refunded: 25 tokens".
  if (movement.operation === 'refund') return movement.memo ? `${texts.refund}: ${movement.memo}` : texts.refund
  if (movement.operation === 'expiry') return texts.expiry
  const template = movement.operation === 'tip' ? texts.tip : texts.unlock
  return template.replace('{name}', movement.creatorName ?? texts.someone)
}
