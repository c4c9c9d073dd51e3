/**
 * Subscriptions and the way out: the lists
 * (the active ones, and the history of ended ones), the unsubscription request that mails a code, the retention
 * offers, cancelling with the code, and the one-click cancel link of the renewal reminder e-mail.
 * The writes are mutations. Keys start with the user's id; nothing here is queued offline.
 */
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query'
import { api } from '../../../contract/api'
import { PAGE_SIZE } from '../../../contract/limits'
import { request } from '../../api/client'
import { STALE } from '../../offline/stale-times'

export type SubscriptionScope = 'active' | 'history'

export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  user: (userId: number) => [...subscriptionKeys.all, userId] as const,
  list: (userId: number, scope: SubscriptionScope, page: number) =>
    [...subscriptionKeys.user(userId), scope, page] as const,
  /** Retention offers change with every answer: a root of their own, never saved on the device. */
  offers: (userId: number, subscriptionId: number) => ['subscription-offers', userId, subscriptionId] as const,
  /** The reminder e-mail's link, opened by anyone holding it: never saved with a user's data. */
  link: (token: string) => ['subscription-link', token] as const,
}

/**
 * GET subscriptions (user_id, active, order desc), 10 a page: /subscriptions the active ones
 * (with the way to cancel), /subscriptions_history the ended ones, so neither lists what the other does.
 */
export function subscriptionsQuery(userId: number, scope: SubscriptionScope, page: number) {
  return queryOptions({
    queryKey: subscriptionKeys.list(userId, scope, page),
    queryFn: ({ signal }) =>
      request(api.subscriptions, {
        query: {
          user_id: userId,
          active: scope === 'active' ? 1 : 0,
          order: 'desc',
          page,
          per_page: PAGE_SIZE.moneyTable,
        },
        signal,
      }),
    staleTime: STALE.seconds30,
    placeholderData: keepPreviousData,
  })
}

/** Mails a new code for cancelling this subscription (the previous one stops working). */
export function useUnsubscriptionRequestMutation() {
  return useMutation({
    mutationFn: async (subscriptionId: number) =>
      (await request(api.unsubscriptionRequest, { body: { subscription_id: subscriptionId } })).data,
  })
}

/** The open request's unanswered retention offers (empty: the dialog moves past the promos). */
export function offersQuery(userId: number, subscriptionId: number) {
  return queryOptions({
    queryKey: subscriptionKeys.offers(userId, subscriptionId),
    queryFn: ({ signal }) =>
      request(api.additionalMembershipOffers, { query: { subscription_id: subscriptionId }, signal }).then(
        (response) => response.data,
      ),
    // Answering one changes the list: it is always asked afresh.
    staleTime: 0,
    gcTime: 0,
  })
}

export function useAnswerOfferMutation() {
  return useMutation({
    mutationFn: async ({ offerId, accepted }: { offerId: number; accepted: boolean }) =>
      (await request(api.answerOffer, { params: { id: offerId }, body: { accepted } })).data,
  })
}

/** DELETE subscriptions/{id} with the mailed code; 403 invalid_code or code_expired. */
export function useCancelSubscriptionMutation(subscriptionId: number) {
  return useMutation({
    mutationFn: async (code: string) =>
      (await request(api.cancelSubscription, { params: { id: subscriptionId }, body: { code } })).data,
  })
}

/** What a reminder e-mail's cancel link cancels (no sign-in needed). */
export function cancelLinkQuery(token: string) {
  return queryOptions({
    queryKey: subscriptionKeys.link(token),
    queryFn: ({ signal }) => request(api.cancelLink, { query: { token }, signal }).then((response) => response.data),
    staleTime: 0,
    retry: false,
  })
}

export function useCancelByLinkMutation() {
  return useMutation({
    mutationFn: async (token: string) => (await request(api.cancelByLink, { body: { token } })).data,
  })
}
