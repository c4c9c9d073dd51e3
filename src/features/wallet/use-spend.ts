/**
 * One spend of tokens (a tip or an unlock, POST tokens) and what became of it. The Idempotency-Key
 * stays the same while the same spend is tried again after no answer (or a server error), so a
 * spend that did reach the server is never applied twice; any definite answer ends it. Nothing is
 * sent without a connection, and nothing is ever queued.
 */
import { useRef, useState } from 'react'
import type { SendTokensBody, SendTokensResult } from '../../../contract/schemas/wallet'
import { isApiError } from '../../api/errors'
import { createRetryKey } from '../../lib/retry-key'
import { spendErrorOf, useSendTokensMutation } from './queries'

export type SpendPhase =
  | { name: 'idle' }
  | { name: 'sending' }
  | { name: 'done'; result: SendTokensResult }
  /** 402: not enough tokens (the buy-tokens prompt). */
  | { name: 'short'; balance: number | null; required: number | null }
  /** 409 confirmation_required: above the member's own threshold; sent again with confirm. */
  | { name: 'confirm'; threshold: number | null }
  /** 403 spending_limit_reached: over the member's daily or monthly cap. */
  | { name: 'limit'; limit: 'daily' | 'monthly' | null; cap: number | null; spent: number | null }
  /** 409 price_changed: the post costs `tokens` now (unlocks). */
  | { name: 'price_changed'; tokens: number | null }
  /** No answer, or the server failed: it may have arrived; trying again is safe (same key). */
  | { name: 'no_answer' }
  /** Refused with the server's own words (`data.error`). */
  | { name: 'refused'; message: string }

type Body = SendTokensBody

function phaseOf(error: unknown): SpendPhase {
  if (!isDefinite(error)) return { name: 'no_answer' }
  const details = spendErrorOf(error)
  const code = isApiError(error) ? error.code : 'unknown'
  switch (code) {
    case 'insufficient_tokens':
      return { name: 'short', balance: details?.balance ?? null, required: details?.required ?? null }
    case 'confirmation_required':
      return { name: 'confirm', threshold: details?.threshold ?? null }
    case 'spending_limit_reached':
      return { name: 'limit', limit: details?.limit ?? null, cap: details?.cap ?? null, spent: details?.spent ?? null }
    case 'price_changed':
      return { name: 'price_changed', tokens: details?.tokens ?? null }
  }
  if (isApiError(error) && error.status === 402) return { name: 'short', balance: null, required: null }
  const message = details?.data?.error ?? (isApiError(error) ? error.body?.message : undefined)
  return { name: 'refused', message: message ?? '' }
}

/** Whether the server gave a final answer: only then may the next attempt be a new spend. */
function isDefinite(error: unknown): boolean {
  if (!isApiError(error) || error.isNetwork || error.status >= 500) return false
  // The first request with this key is still being worked on: its answer is still to come.
  return error.code !== 'idempotency_in_flight'
}

export function useSpend(userId: number) {
  const spendTokens = useSendTokensMutation(userId)
  const [phase, setPhase] = useState<SpendPhase>({ name: 'idle' })
  const retryKey = useRef(createRetryKey())
  const last = useRef<Body | null>(null)

  async function send(body: Body): Promise<SendTokensResult | null> {
    last.current = body
    setPhase({ name: 'sending' })
    try {
      const result = await spendTokens.mutateAsync({ body, idempotencyKey: retryKey.current.keyFor(body) })
      retryKey.current.settle()
      setPhase({ name: 'done', result })
      return result
    } catch (error) {
      if (isDefinite(error)) retryKey.current.settle()
      setPhase(phaseOf(error))
      return null
    }
  }

  return {
    phase,
    send,
    /** The same spend again: after no answer, with the same key. */
    retry: () => (last.current ? send(last.current) : Promise.resolve(null)),
    /** The member confirms a spend above their threshold. */
    confirm: () => (last.current ? send({ ...last.current, confirm: true }) : Promise.resolve(null)),
    reset: () => setPhase({ name: 'idle' }),
  }
}
