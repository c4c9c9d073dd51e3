/**
 * The token wallet (/tokens): one key factory, the
 * balance, the movements, the member's spending limits and spending per creator, and the spend
 * itself, and the wallet's writes as mutations. Every key starts with the user's id: one member's
 * wallet never shows for another. Spends are sent directly with an Idempotency-Key, never queued.
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { api } from '../../../contract/api'
import { WALLET } from '../../../contract/limits'
import { IDEMPOTENCY_KEY_HEADER } from '../../../contract/schemas/idempotency'
import {
  type SendTokensBody,
  type SendTokensResult,
  type SpendErrorBody,
  SpendErrorBodySchema,
  type SpendingLimitsBody,
} from '../../../contract/schemas/wallet'
import { request } from '../../api/client'
import { isApiError } from '../../api/errors'
import { STALE } from '../../offline/stale-times'

export const walletKeys = {
  all: ['wallet'] as const,
  user: (userId: number) => [...walletKeys.all, userId] as const,
  balance: (userId: number) => [...walletKeys.user(userId), 'balance'] as const,
  transactions: (userId: number, page: number) => [...walletKeys.user(userId), 'transactions', page] as const,
  limits: (userId: number) => [...walletKeys.user(userId), 'limits'] as const,
  spending: (userId: number, page: number) => [...walletKeys.user(userId), 'spending', page] as const,
}

export function balanceQuery(userId: number) {
  return queryOptions({
    queryKey: walletKeys.balance(userId),
    queryFn: ({ signal }) => request(api.tokenBalance, { signal }).then((response) => response.data.balance),
    staleTime: STALE.seconds30,
  })
}

/** GET tokens with user_id and order desc, 10 a page. */
export function transactionsQuery(userId: number, page: number) {
  return queryOptions({
    queryKey: walletKeys.transactions(userId, page),
    queryFn: ({ signal }) =>
      request(api.tokens, {
        query: { user_id: userId, order: 'desc', page, per_page: WALLET.pageSize },
        signal,
      }),
    staleTime: STALE.seconds30,
    placeholderData: keepPreviousData,
  })
}

export function spendingLimitsQuery(userId: number) {
  return queryOptions({
    queryKey: walletKeys.limits(userId),
    queryFn: ({ signal }) => request(api.spendingLimits, { signal }).then((response) => response.data),
    staleTime: STALE.minute,
  })
}

/** Saves the spending limits; the saved ones become the cached ones. */
export function useSpendingLimitsMutation(userId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: SpendingLimitsBody) =>
      request(api.updateSpendingLimits, { body }).then((response) => response.data),
    onSuccess: (saved) => queryClient.setQueryData(walletKeys.limits(userId), saved),
  })
}

/** Tokens spent per creator, largest first, 5 a page (the dashboard; a default-sized account table). */
export function creatorSpendingQuery(userId: number, page: number) {
  return queryOptions({
    queryKey: walletKeys.spending(userId, page),
    queryFn: ({ signal }) => request(api.tokenSpending, { query: { page, per_page: WALLET.spendingPageSize }, signal }),
    staleTime: STALE.minute,
    placeholderData: keepPreviousData,
  })
}

/**
 * POST tokens: a tip or an unlock. The caller gives the key: the same one for a retry of an attempt
 * that got no answer. The balance the server answers is the cached one; the movements are asked again.
 */
type Spend = { body: SendTokensBody; idempotencyKey: string }

export function useSendTokensMutation(userId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: Spend): Promise<SendTokensResult> =>
      request(api.sendTokens, { body, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } }),
    onSuccess: (result) => {
      queryClient.setQueryData(walletKeys.balance(userId), result.meta.balance)
      void queryClient.invalidateQueries({ queryKey: walletKeys.user(userId) })
    },
  })
}

/** What a refused spend says beyond its code (balance and price, the cap, the threshold), when it says it. */
export function spendErrorOf(error: unknown): SpendErrorBody | undefined {
  if (!isApiError(error)) return undefined
  const parsed = v.safeParse(SpendErrorBodySchema, error.payload)
  return parsed.success ? parsed.output : undefined
}
