/**
 * What a creator's chat button does for the viewer (000 §4 Chat, 001 §7 `POST chat/model`). Asked
 * once per creator and kept, so every button of that creator (post headers, the profile) can hide
 * itself on `hide_chat` and acts at once on a click. The cache is the signed-in user's own.
 */
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../contract/api'
import type { ChatModel } from '../../../contract/schemas/chat'
import { request } from '../../api/client'
import { STALE } from '../../offline/stale-times'

export const chatKeys = {
  all: ['chat'] as const,
  model: (creatorId: number) => [...chatKeys.all, 'model', creatorId] as const,
}

export function chatModelQuery(creatorId: number) {
  return queryOptions({
    queryKey: chatKeys.model(creatorId),
    queryFn: () => request(api.chatModel, { body: { model_id: creatorId } }),
    staleTime: STALE.minutes5,
  })
}

/** Where the subscription prompt's button leads: the first plan offered, for this creator (000 §4). */
export function subscribeHref(chat: Pick<ChatModel, 'subscription_plans'>, username: string | null): string {
  const search = new URLSearchParams()
  const plan = chat.subscription_plans.data[0]
  if (plan) search.set('plan', String(plan.id))
  if (username) search.set('webstar', username)
  const query = search.toString()
  return query ? `/subscribe?${query}` : '/subscribe'
}
