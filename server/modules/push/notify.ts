/**
 * New-post notifications: after a creator publishes, every opted-in follower
 * gets a message on each device. Runs as a background job, never on the request path. Each message
 * is retried with backoff on 429, 5xx and network failures; a subscription the push service says is
 * gone (404, 410) is deleted. Logs say how many, never to whom (endpoints are capability URLs).
 */
import * as v from 'valibot'
import { isLocale, type Locale } from '../../../contract/languages'
import type { PushNotification } from '../../../contract/schemas/push'
import type { Db } from '../../db/client'
import { serverText } from '../../lib/i18n'
import { deleteSubscriptionById, findNewPostRecipients, type Recipient } from './repository'
import type { PushOptions, PushSender } from './sender'
import { NEW_POST_TEXTS } from './texts'

export const NewPostSchema = v.object({
  id: v.number(),
  description: v.string(),
  creator: v.object({
    id: v.number(),
    name: v.string(),
    username: v.nullable(v.string()),
    profileImagePath: v.string(),
  }),
})
export type NewPost = v.InferOutput<typeof NewPostSchema>

export type DeliveryPolicy = {
  /** Waits before each retry; its length is the number of retries. */
  retryDelaysMs: readonly number[]
  /** Messages in flight at once. */
  concurrency: number
}

export const DEFAULT_DELIVERY: DeliveryPolicy = { retryDelaysMs: [1_000, 5_000, 25_000], concurrency: 8 }

export type NotifyDeps = {
  db: Db
  sender: PushSender
  policy: DeliveryPolicy
  log: (summary: FanOutSummary) => void
}

export type FanOutSummary = { postId: number; sent: number; removed: number; failed: number }

/** A day: long enough for a phone that is off overnight, short enough that nobody gets yesterday's news. */
const NEW_POST_TTL_SECONDS = 24 * 3600
const PAGE = 500
const BODY_MAX = 140
const GENERIC_ICON = '/icons/icon-192.png'

export function postUrl(post: NewPost): string {
  return post.creator.username ? `/@${post.creator.username}/post/${post.id}` : `/models/${post.creator.id}/profile`
}

/** The payload one device receives, in the recipient's language. */
export function newPostNotification(
  post: NewPost,
  recipient: { hideCreator: boolean; locale: Locale },
): PushNotification {
  const t = serverText(recipient.locale)
  const common = { url: postUrl(post), tag: `post-${post.id}`, post_id: post.id }
  if (recipient.hideCreator) {
    return {
      ...common,
      title: t(NEW_POST_TEXTS.genericTitle),
      body: t(NEW_POST_TEXTS.genericBody),
      icon: GENERIC_ICON,
      creator: null,
    }
  }
  const caption = post.description.replace(/\s+/g, ' ').trim()
  return {
    ...common,
    title: t(NEW_POST_TEXTS.title, { name: post.creator.name }),
    body:
      caption === ''
        ? t(NEW_POST_TEXTS.emptyBody)
        : caption.length > BODY_MAX
          ? `${caption.slice(0, BODY_MAX - 1)}…`
          : caption,
    icon: `${post.creator.profileImagePath}/small.webp`,
    creator: { name: post.creator.name, username: post.creator.username },
  }
}

export function newPostOptions(postId: number): PushOptions {
  return { TTL: NEW_POST_TTL_SECONDS, urgency: 'normal', topic: `post-${postId}` }
}

type Delivery = 'sent' | 'gone' | 'failed'

/** One message with retries: 2xx sent, 404/410 gone, other 4xx failed at once, 429/5xx/network retried. */
export async function deliver(
  sender: PushSender,
  recipient: Recipient,
  payload: string,
  options: PushOptions,
  policy: DeliveryPolicy,
): Promise<Delivery> {
  const target = { endpoint: recipient.endpoint, keys: { p256dh: recipient.p256dh, auth: recipient.auth } }
  for (let attempt = 0; ; attempt++) {
    let status: number | undefined
    try {
      status = (await sender(target, payload, options)).statusCode
    } catch {
      status = undefined
    }
    if (status !== undefined && status >= 200 && status < 300) return 'sent'
    if (status === 404 || status === 410) return 'gone'
    const retryable = status === undefined || status === 429 || status >= 500
    const wait = policy.retryDelaysMs[attempt]
    if (!retryable || wait === undefined) return 'failed'
    await new Promise((resolve) => setTimeout(resolve, wait))
  }
}

/** Sends the new-post notification to every opted-in follower's devices, page by page. */
export async function notifyFollowers(deps: NotifyDeps, post: NewPost): Promise<FanOutSummary> {
  const summary: FanOutSummary = { postId: post.id, sent: 0, removed: 0, failed: 0 }
  const options = newPostOptions(post.id)
  let afterId = 0
  for (;;) {
    const page = await findNewPostRecipients(deps.db, post.creator.id, { afterId, limit: PAGE })
    if (page.length === 0) break
    afterId = page[page.length - 1]?.subscriptionId ?? afterId
    await eachLimited(page, deps.policy.concurrency, async (recipient) => {
      const locale: Locale = isLocale(recipient.lastLangCode) ? recipient.lastLangCode : 'en'
      const payload = JSON.stringify(newPostNotification(post, { hideCreator: recipient.hideCreator, locale }))
      const outcome = await deliver(deps.sender, recipient, payload, options, deps.policy)
      if (outcome === 'gone') {
        await deleteSubscriptionById(deps.db, recipient.subscriptionId)
        summary.removed += 1
      } else if (outcome === 'sent') summary.sent += 1
      else summary.failed += 1
    })
    if (page.length < PAGE) break
  }
  deps.log(summary)
  return summary
}

async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const workers = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, async () => {
    while (next < items.length) {
      const item = items[next++]
      if (item !== undefined) await work(item)
    }
  })
  await Promise.all(workers)
}
