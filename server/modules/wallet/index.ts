/** The wallet module as other modules see it. */
export { SPEND_KINDS, type SpendKind } from './kinds'
export { ACCOUNT_KINDS, creditTokens, findAccount, lockWallet, spendTokens, tokenBalance } from './ledger'
export {
  balanceBefore,
  findSpendingLimits,
  listCreatorSpending,
  spentSince,
  sumByKind,
  unlockMarks,
} from './repository'
export { refundTokenPurchase } from './reversals'
export { checkLimits } from './spend'
export { unlockedPostsAmong } from './unlocks'
