/**
 * The wallet's public surface. What the first load uses from here (the modal openers, the balance
 * chip's loader, links) says nothing itself and loads the rest, words included, on first use.
 */
export { TokenBalanceChip } from './balance-chip-loader'
export { withMoneyCatalog } from './catalog'
export { CreatorSpendingCard } from './creator-spending-card'
export { useSendTokensDialog, useUnlockDialog } from './lazy-dialog'
export { BUY_TOKENS_HREF, buyTokensHref, LIMITS_HREF } from './links'
export { PagedTable, TablePager } from './paged-table'
export { PaymentStatusBadge } from './payment-status-badge'
export { walletKeys } from './queries'
export type { TipTarget } from './send-tokens-dialog'
export { TableFallback } from './table-fallback'
export type { UnlockTarget } from './unlock-dialog'
