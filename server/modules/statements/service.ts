/**
 * The monthly statement: one calendar month (UTC) of a member's money
 * — tokens at the start and the end, bought, spent (per creator), refunded and expired, and every approved
 * payment. GET statements shows it; the job on the 1st mails the month before to every member who
 * had activity in it, once per member and month.
 */
import type { Statement } from '../../../contract/schemas/wallet'
import type { Executor } from '../../lib/executor'
import { ACCOUNT_KINDS, balanceBefore, findAccount, listCreatorSpending, SPEND_KINDS, sumByKind } from '../wallet/index'
import { listApprovedPayments } from './repository'

/** `YYYY-MM` of a moment (UTC). */
export function monthOf(at: Date): string {
  return at.toISOString().slice(0, 7)
}

export function previousMonth(at: Date): string {
  return monthOf(new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() - 1, 1)))
}

export function monthWindow(month: string): { since: Date; until: Date } {
  const [year = 1970, index = 1] = month.split('-').map(Number)
  return { since: new Date(Date.UTC(year, index - 1, 1)), until: new Date(Date.UTC(year, index, 1)) }
}

/** What left the wallet, as a count (a wallet's debits sum below zero; none is 0, never −0). */
function tokensOut(sumOfEntries: number): number {
  return sumOfEntries === 0 ? 0 : -sumOfEntries
}

export async function buildStatement(db: Executor, userId: number, month: string): Promise<Statement> {
  const window = monthWindow(month)
  const wallet = await findAccount(db, { userId, creatorId: null }, ACCOUNT_KINDS.userTokens)
  const [opening, closing, byKind, creators, paid] = await Promise.all([
    wallet ? balanceBefore(db, wallet.id, window.since) : 0,
    wallet ? balanceBefore(db, wallet.id, window.until) : 0,
    wallet ? sumByKind(db, wallet.id, window) : new Map<string, number>(),
    wallet ? listCreatorSpending(db, wallet.id, window, { limit: 100, offset: 0 }) : [],
    listApprovedPayments(db, userId, window),
  ])
  const payments = paid.map((row) => ({
    id: row.id,
    created_at: (row.finalizedAt ?? window.since).toISOString(),
    description: row.invoice || row.title,
    amount: row.amountCents / 100,
    charged_amount: row.chargedMinor / 10 ** (row.decimals ?? 2),
    currency: row.currency,
  }))
  return {
    month,
    tokens: {
      opening_balance: opening,
      bought: byKind.get('token_purchase') ?? 0,
      spent: tokensOut(SPEND_KINDS.reduce((sum, kind) => sum + (byKind.get(kind) ?? 0), 0)),
      refunded: tokensOut(byKind.get('refund') ?? 0),
      expired: tokensOut(byKind.get('expiry') ?? 0),
      closing_balance: closing,
    },
    by_creator: creators.map((row) => ({ model: row.creator, tokens: row.tokens })),
    payments,
    total_paid: Math.round(paid.reduce((sum, row) => sum + row.amountCents, 0)) / 100,
  }
}
