/** How a wallet movement is described to its member (000 §3 Token transaction `description`), per language. */
import type { Locale } from '../../../contract/languages'

type Texts = { purchase: string; tip: string; unlock: string; refund: string; someone: string }

const TEXTS: Record<Locale, Texts> = {
  en: {
    purchase: 'Tokens bought',
    tip: 'Tip to {name}',
    unlock: 'Post unlocked from {name}',
    refund: 'Tokens refunded',
    someone: 'a creator',
  },
  es: {
    purchase: 'Tokens comprados',
    tip: 'Propina para {name}',
    unlock: 'Publicación desbloqueada de {name}',
    refund: 'Tokens reembolsados',
    someone: 'una creadora',
  },
  pt: {
    purchase: 'Tokens comprados',
    tip: 'Gorjeta para {name}',
    unlock: 'Publicação desbloqueada de {name}',
    refund: 'Tokens reembolsados',
    someone: 'uma criadora',
  },
  tr: {
    purchase: 'Satın alınan jetonlar',
    tip: '{name} için bahşiş',
    unlock: '{name} gönderisinin kilidi açıldı',
    refund: 'İade edilen jetonlar',
    someone: 'bir içerik üreticisi',
  },
}

export function describeMovement(
  locale: Locale,
  movement: { operation: 'purchase' | 'tip' | 'unlock' | 'refund'; memo: string | null; creatorName: string | null },
): string {
  const texts = TEXTS[locale]
  if (movement.operation === 'purchase') return movement.memo || texts.purchase
  if (movement.operation === 'refund') return movement.memo || texts.refund
  const template = movement.operation === 'tip' ? texts.tip : texts.unlock
  return template.replace('{name}', movement.creatorName ?? texts.someone)
}
