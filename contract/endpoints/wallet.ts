/**
 * The token wallet (Account screens /tokens): balance,
 * movements, spends, spending limits, spending per creator and the monthly statement. All signed
 * in (401 otherwise), `private, no-store`; nothing here is ever queued offline or cached.
 */
import { endpoint } from '../endpoint'
import { CommonQuerySchema, listEnvelope } from '../schemas/common'
import {
  CreatorSpendingQuerySchema,
  CreatorSpendingSchema,
  SendTokensBodySchema,
  SendTokensResultSchema,
  SpendingLimitsBodySchema,
  SpendingLimitsSchema,
  StatementQuerySchema,
  StatementSchema,
  TokenBalanceSchema,
  TokenListQuerySchema,
  TokenTransactionSchema,
} from '../schemas/wallet'

/** The caller's wallet movements, newest first (`order=asc` for oldest first), 10 a page. 403 for another user_id. */
export const tokens = endpoint({
  method: 'GET',
  path: '/api/tokens',
  query: TokenListQuerySchema,
  response: listEnvelope(TokenTransactionSchema),
})
/** The caller's balance: `data.balance` (0 without a wallet yet). */
export const tokenBalance = endpoint({
  method: 'GET',
  path: '/api/tokens/balance',
  query: CommonQuerySchema,
  response: TokenBalanceSchema,
})
/**
 * A tip (`type: no_post_block`) or an unlock (`type: post_block`). Requires an `Idempotency-Key`
 * header (a retry with the same key and body answers the first result once more, same key with
 * another body 422 idempotency_mismatch; no header: 422 on `idempotency_key`). 201 `data: "ok"`.
 * Errors carry `data.error` (contract/schemas/wallet.ts SpendErrorBodySchema): 402
 * insufficient_tokens (buy-tokens prompt), 403 own_content, 403 spending_limit_reached, 404 unknown
 * creator or post (or a post of another creator), 409 price_changed, 409 not_unlockable, 409
 * confirmation_required, 422 validation (tokens a whole number ≥ 3 for tips, message ≤ 200).
 */
export const sendTokens = endpoint({
  method: 'POST',
  path: '/api/tokens',
  query: CommonQuerySchema,
  body: SendTokensBodySchema,
  response: SendTokensResultSchema,
})
export const spendingLimits = endpoint({
  method: 'GET',
  path: '/api/spending_limits',
  query: CommonQuerySchema,
  response: SpendingLimitsSchema,
})
/** Sets all three limits (null removes one); takes effect for the next spend. */
export const updateSpendingLimits = endpoint({
  method: 'PUT',
  path: '/api/spending_limits',
  query: CommonQuerySchema,
  body: SpendingLimitsBodySchema,
  response: SpendingLimitsSchema,
})
/** Tokens spent per creator, largest first, 10 a page (the dashboard). */
export const tokenSpending = endpoint({
  method: 'GET',
  path: '/api/token_spending',
  query: CreatorSpendingQuerySchema,
  response: listEnvelope(CreatorSpendingSchema),
})
/** The monthly statement (also e-mailed on the 1st for the month before). */
export const statement = endpoint({
  method: 'GET',
  path: '/api/statements',
  query: StatementQuerySchema,
  response: StatementSchema,
})
