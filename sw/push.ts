/**
 * New-post notifications: the `push` handler shows the post's notification and counts unseen new
 * posts on the app badge; a click opens the post, in an open window of the app when there is one.
 * The decisions are pure functions so they are tested without a browser.
 */
import * as v from 'valibot'
import { PushNotificationSchema } from '../contract/schemas/push'

export type PushPayload = v.InferOutput<typeof PushNotificationSchema>

/** The notification to show for a push; a malformed payload still tells the user something happened. */
export function notificationFor(data: unknown): {
  title: string
  options: NotificationOptions & { data: { url: string } }
} {
  const parsed = v.safeParse(PushNotificationSchema, data)
  if (!parsed.success) {
    return {
      title: 'Velvet',
      options: { body: '', icon: '/icons/icon-192.png', tag: 'velvet', data: { url: '/feeds' } },
    }
  }
  const payload = parsed.output
  return {
    title: payload.title,
    options: {
      body: payload.body,
      icon: payload.icon,
      badge: '/icons/badge-96.png',
      tag: payload.tag,
      data: { url: payload.url },
    },
  }
}

type WindowLike = { url: string; focused?: boolean }

/** Which open window a click should use: one already on the post, else any window of the app. */
export function pickWindow<T extends WindowLike>(windows: readonly T[], url: string, origin: string): T | undefined {
  const target = new URL(url, origin).href
  return windows.find((client) => client.url === target) ?? windows.find((client) => client.focused) ?? windows[0]
}

/** Only paths inside the app are opened from a notification. */
export function safeNotificationUrl(url: unknown, origin: string): string {
  if (typeof url !== 'string') return '/feeds'
  try {
    const parsed = new URL(url, origin)
    return parsed.origin === origin ? parsed.pathname + parsed.search : '/feeds'
  } catch {
    return '/feeds'
  }
}
