/** The wallet's routes (contract/endpoints/wallet.ts): balance, movements, spends, limits, per-creator spending. */
import type { FastifyInstance } from 'fastify'
import { api } from '../../../contract/api'
import { AppError } from '../../lib/app-error'
import { paginationMeta } from '../../lib/pagination'
import { defineRoute } from '../../lib/route'
import { ValidationError } from '../../lib/validation'
import { requireUser } from '../../plugins/auth'
import { type IdempotencyDeps, readIdempotencyKey, respondOnce } from '../idempotency/index'
import { writeLimits } from '../social/index'
import {
  balanceOf,
  listSpendingByCreator,
  listTransactions,
  readSpendingLimits,
  updateSpendingLimits,
  type WalletContext,
} from './service'
import { sendTokens } from './spend'

const MINUTE = 60_000

/** Spends: far above what a person taps, low enough to stop a runaway client. */
const SPEND_LIMITS = {
  perIp: { max: 120, timeWindow: MINUTE },
  perAccount: { max: 60, timeWindow: MINUTE },
}

function ownUser(requested: number | undefined, userId: number): void {
  if (requested !== undefined && requested !== userId) throw new AppError('forbidden')
}

export async function walletRoutes(app: FastifyInstance, ctx: WalletContext & IdempotencyDeps) {
  defineRoute(app, api.tokens, async ({ query, request, reply }) => {
    const viewer = requireUser(request)
    ownUser(query.user_id, viewer.userId)
    reply.header('cache-control', 'private, no-store')
    const page = { page: query.page, perPage: query.per_page }
    const { transactions, total } = await listTransactions(ctx, viewer.userId, {
      page,
      ascending: query.order === 'asc',
      locale: request.locale,
    })
    return {
      data: transactions,
      meta: paginationMeta(page, total, transactions.length, { path: api.tokens.path, query }),
    }
  })

  defineRoute(app, api.tokenBalance, async ({ request, reply }) => {
    const viewer = requireUser(request)
    reply.header('cache-control', 'private, no-store')
    return { data: { balance: await balanceOf(ctx, viewer.userId) } }
  })

  const spendLimits = writeLimits(app, 'token-spends', SPEND_LIMITS)
  defineRoute(
    app,
    api.sendTokens,
    async ({ body, request, reply }) => {
      const viewer = requireUser(request)
      reply.header('cache-control', 'no-store')
      // A spend retried without a key could be charged twice: the key is required here.
      if (readIdempotencyKey(request) === undefined) {
        throw new ValidationError({ idempotency_key: [{ message: 'required' }] })
      }
      const spend =
        body.type === 'post_block'
          ? {
              type: body.type,
              modelId: body.model_id,
              postId: body.post_id,
              tokens: body.tokens,
              confirm: body.confirm,
            }
          : {
              type: body.type,
              modelId: body.model_id,
              postId: body.post_id ?? null,
              tokens: body.tokens,
              message: body.message,
              confirm: body.confirm,
            }
      return respondOnce(ctx, { request, reply }, body, (once) => sendTokens(ctx, viewer, spend, once))
    },
    { ...spendLimits, config: { ...spendLimits.config, errorInData: true } },
  )

  defineRoute(app, api.spendingLimits, async ({ request, reply }) => {
    const viewer = requireUser(request)
    reply.header('cache-control', 'private, no-store')
    return { data: await readSpendingLimits(ctx, viewer.userId) }
  })

  defineRoute(app, api.updateSpendingLimits, async ({ body, request, reply }) => {
    const viewer = requireUser(request)
    reply.header('cache-control', 'no-store')
    return { data: await updateSpendingLimits(ctx, viewer.userId, body) }
  })

  defineRoute(app, api.tokenSpending, async ({ query, request, reply }) => {
    const viewer = requireUser(request)
    reply.header('cache-control', 'private, no-store')
    const page = { page: query.page, perPage: query.per_page }
    const { spending, total } = await listSpendingByCreator(ctx, viewer.userId, {
      page,
      lastThirtyDays: query.period === '30d',
    })
    return {
      data: spending,
      meta: paginationMeta(page, total, spending.length, { path: api.tokenSpending.path, query }),
    }
  })
}
