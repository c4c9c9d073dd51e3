/**
 * Saved cards for one-click payment: good cards first and banned ones after them, the
 * first preselected, a banned card with the advice its failure came with, and "a new card or
 * another method" as the last choice.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import type { FailedCardDetails, SavedCard } from '../../../contract/schemas/purchase'
import { CheckIcon } from '../../ui/icons'
import methodStyles from './method-list.module.css'
import type { FailedCard } from './payment-memory'
import textStyles from './purchase-text.module.css'
import styles from './saved-cards.module.css'

export type CardChoice = number | 'new'

/** The server's cards with the failures remembered here, banned ones last (stable within each kind). */
export function sortSavedCards(cards: SavedCard[], failed: FailedCard[]): SavedCard[] {
  const marked = cards.map((card) => {
    const local = failed.find((entry) => entry.id === card.id)
    return local && !card.banned ? { ...card, banned: true, failure: card.failure ?? local.details } : card
  })
  return [...marked.filter((card) => !card.banned), ...marked.filter((card) => card.banned)]
}

function brandName(type: string): string {
  const names: Record<string, string> = { VISA: 'Visa', MASTER: 'Mastercard', AMEX: 'American Express' }
  return names[type] ?? type.charAt(0) + type.slice(1).toLowerCase()
}

export function FailedCardAdvice({ failure }: { failure: FailedCardDetails | null }) {
  return (
    <span className={styles.cardAdvice}>
      {failure?.SERVICE_ADVICE ? (
        failure.SERVICE_ADVICE
      ) : (
        <Trans>This card failed last time. Use another card or another payment method.</Trans>
      )}
    </span>
  )
}

type Props = {
  cards: SavedCard[]
  choice: CardChoice
  onChoose: (choice: CardChoice) => void
}

export function SavedCards({ cards, choice, onChoose }: Props) {
  const { t } = useLingui()
  return (
    <fieldset className={methodStyles.methods}>
      <legend className={textStyles.sectionTitle}>
        <Trans>Pay with a saved card</Trans>
      </legend>
      {cards.map((card) => {
        const isSelected = choice === card.id
        return (
          <label
            key={card.id}
            className={`${methodStyles.method} ${isSelected ? methodStyles.methodSelected : ''} ${card.banned ? methodStyles.banned : ''}`}
          >
            <input
              type="radio"
              name="saved-card"
              className={methodStyles.methodRadio}
              checked={isSelected}
              onChange={() => onChoose(card.id)}
            />
            <span className={styles.brand} aria-hidden="true">
              {card.type.slice(0, 4)}
            </span>
            <span className={methodStyles.methodText}>
              <span
                className={methodStyles.methodKind}
              >{t`${brandName(card.type)} ending in ${card.last_4_digits}`}</span>
              {card.banned ? <FailedCardAdvice failure={card.failure} /> : null}
            </span>
            <span className={methodStyles.methodCheck} aria-hidden="true">
              {isSelected ? <CheckIcon size={16} /> : null}
            </span>
          </label>
        )
      })}
      <label className={`${methodStyles.method} ${choice === 'new' ? methodStyles.methodSelected : ''}`}>
        <input
          type="radio"
          name="saved-card"
          className={methodStyles.methodRadio}
          checked={choice === 'new'}
          onChange={() => onChoose('new')}
        />
        <span className={methodStyles.methodText}>
          <span className={methodStyles.methodKind}>
            <Trans>A new card or another payment method</Trans>
          </span>
        </span>
        <span className={methodStyles.methodCheck} aria-hidden="true">
          {choice === 'new' ? <CheckIcon size={16} /> : null}
        </span>
      </label>
    </fieldset>
  )
}
