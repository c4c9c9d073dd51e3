import { useMemo, useState } from 'react'
import type { PaymentMethod, PurchaseOption, SavedCard } from '../../../contract/schemas/purchase'
import { findForcedMethod, preselectedMethod, withLocalFailure } from './methods'
import { readFailedCards, readFailedMethod } from './payment-memory'
import { type CardChoice, sortSavedCards } from './saved-cards'

/**
 * How the buyer pays: the methods offered (the server's, with a failure remembered here for guests;
 * only the forced one when a link names it), the selected one (preselected as the server prefers),
 * and the saved cards with the one chosen (the first, or a new card).
 */
export function useMethodChoice(
  option: PurchaseOption,
  { isGuest, userId, forcedMethod }: { isGuest: boolean; userId: number | null; forcedMethod: string | undefined },
) {
  const plan = option.subscription_plan.data
  const allMethods = useMemo(() => {
    const methods = plan.payment_methods?.data ?? []
    return isGuest ? withLocalFailure(methods, readFailedMethod(null)) : methods
  }, [plan, isGuest])
  const forced = findForcedMethod(allMethods, forcedMethod)
  const methods: PaymentMethod[] = forced ? [forced] : allMethods
  const preferential = option.preferential_payment_method
  const [methodId, setMethodId] = useState<number | undefined>(() => preselectedMethod(methods, preferential)?.id)
  const method = methods.find((item) => item.id === methodId) ?? preselectedMethod(methods, preferential)

  const cards = useMemo(
    () => (userId === null ? [] : sortSavedCards(plan.one_click_pay_cards?.data ?? [], readFailedCards(userId))),
    [plan, userId],
  )
  const [cardChoice, setCardChoice] = useState<CardChoice>(() => cards[0]?.id ?? 'new')
  const savedCard: SavedCard | undefined =
    cardChoice === 'new' ? undefined : cards.find((card) => card.id === cardChoice)

  return { methods, forced, preferential, method, setMethodId, cards, cardChoice, setCardChoice, savedCard }
}
