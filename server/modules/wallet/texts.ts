/** How a wallet movement is described to its member (Token transaction `description`), per language. */
import type { Locale } from '../../../contract/languages'
import type { TokenOperation } from '../../../contract/schemas/wallet'

type Texts = Record<TokenOperation, string> & { someone: string }

const TEXTS: Record<Locale, Texts> = {
  en: {
    purchase: 'Tokens bought',
    tip: 'Tip to {name}',
    unlock: 'Post unlocked from {name}',
    call_minute: 'Video call minute with {name}',
    call_extra_minute: 'Extra minute of a video call with {name}',
    call_tip: 'Tip to {name} during a video call',
    refund: 'Tokens refunded',
    expiry: 'Unused tokens expired',
    someone: 'a creator',
  },
  es: {
    purchase: 'Tokens comprados',
    tip: 'Propina para {name}',
    unlock: 'Publicación desbloqueada de {name}',
    call_minute: 'Minuto de videollamada con {name}',
    call_extra_minute: 'Minuto extra de videollamada con {name}',
    call_tip: 'Propina para {name} durante una videollamada',
    refund: 'Tokens reembolsados',
    expiry: 'Tokens sin usar caducados',
    someone: 'una creadora',
  },
  pt: {
    purchase: 'Tokens comprados',
    tip: 'Gorjeta para {name}',
    unlock: 'Publicação desbloqueada de {name}',
    call_minute: 'Minuto de videochamada com {name}',
    call_extra_minute: 'Minuto extra de videochamada com {name}',
    call_tip: 'Gorjeta para {name} durante uma videochamada',
    refund: 'Tokens reembolsados',
    expiry: 'Tokens não usados expirados',
    someone: 'uma criadora',
  },
  tr: {
    purchase: 'Satın alınan jetonlar',
    tip: '{name} için bahşiş',
    unlock: '{name} gönderisinin kilidi açıldı',
    call_minute: '{name} ile görüntülü arama dakikası',
    call_extra_minute: '{name} ile görüntülü aramada ek dakika',
    call_tip: 'Görüntülü aramada {name} için bahşiş',
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
  return texts[movement.operation].replace('{name}', movement.creatorName ?? texts.someone)
}
