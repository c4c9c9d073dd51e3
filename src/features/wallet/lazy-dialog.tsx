/**
 * The wallet's modals for the first load's buttons (a post's send tokens and unlock, a profile's
 * send tokens): their code and the money catalog arrive on the first click. This file says nothing
 * itself: the callers word the message for a modal that cannot be loaded.
 */
import { useLazyDialog } from '../../ui/use-lazy-dialog'
import { loadMoneyCatalog } from './catalog'
import type { TipTarget } from './send-tokens-dialog'
import type { UnlockTarget } from './unlock-dialog'

function loadSendTokensDialog() {
  return Promise.all([import('./send-tokens-dialog'), loadMoneyCatalog()]).then(([module]) => module.SendTokensDialog)
}

function loadUnlockDialog() {
  return Promise.all([import('./unlock-dialog'), loadMoneyCatalog()]).then(([module]) => module.UnlockDialog)
}

/** The send-tokens modal for signed-in users (guests go to purchase.tokens: `buyTokensHref`). */
export function useSendTokensDialog(onUnavailable: () => void) {
  return useLazyDialog<TipTarget>(loadSendTokensDialog, onUnavailable, (target) => target.modelId)
}

/** The unlock modal of a tokens post for signed-in users. */
export function useUnlockDialog(onUnavailable: () => void) {
  return useLazyDialog<UnlockTarget>(loadUnlockDialog, onUnavailable, (target) => target.postId)
}
