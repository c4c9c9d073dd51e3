/**
 * Web push: the VAPID public key, a device's subscription (the browser's
 * `PushSubscription.toJSON()`, plus `hide_creator`), the user's preferences and the payload the
 * service worker receives.
 *
 * Who is notified of a creator's new post: followers with at least one subscribed device who opted
 * in, either globally (`new_posts`) or for that creator (`notify` on the follow). `hide_creator`
 * is per device (discretion belongs to the screen it shows on): such a device gets a generic title
 * and icon and no creator fields. Setting it in the preferences applies it to all the user's
 * devices and to devices subscribed later without their own choice.
 */
import * as v from 'valibot'
import { itemEnvelope } from './common'
import { WIDE_INT_MAX } from './fields'

const base64url = (bytes: number) =>
  v.pipe(
    v.string('required'),
    v.maxLength(Math.ceil((bytes * 4) / 3) + 2, 'max_length'),
    v.regex(/^[A-Za-z0-9_-]+={0,2}$/, 'invalid'),
  )

export const PUSH_RULE = { endpointMax: 2048 } as const

export const PushSubscriptionBodySchema = v.strictObject({
  endpoint: v.pipe(
    v.string('required'),
    v.maxLength(PUSH_RULE.endpointMax, 'max_length'),
    v.url('invalid'),
    v.startsWith('https://', 'invalid'),
  ),
  /** Sent by `toJSON()`; not used. */
  expirationTime: v.optional(
    v.nullable(v.pipe(v.number('invalid'), v.minValue(0, 'invalid'), v.maxValue(WIDE_INT_MAX, 'invalid'))),
  ),
  keys: v.strictObject({
    /** The device's P-256 public key (65 bytes, base64url). */
    p256dh: base64url(65),
    /** The device's 16-byte auth secret (base64url). */
    auth: base64url(16),
  }),
  /** This device shows new-post notifications without naming the creator. */
  hide_creator: v.optional(v.boolean('invalid')),
})
export type PushSubscriptionBody = v.InferInput<typeof PushSubscriptionBodySchema>

export const PushSubscriptionSchema = v.object({
  data: v.object({ endpoint: v.string(), hide_creator: v.boolean(), created_at: v.string() }),
})

export const PushUnsubscribeBodySchema = v.strictObject({
  endpoint: v.pipe(v.string('required'), v.maxLength(PUSH_RULE.endpointMax, 'max_length')),
})

/** `deleted` is false when the caller had no subscription with that endpoint. */
export const PushUnsubscribedSchema = itemEnvelope(v.object({ deleted: v.boolean() }))

export const VapidPublicKeySchema = itemEnvelope(v.object({ public_key: v.string() }))

export const PushPreferencesBodySchema = v.strictObject({
  /** Notify me of new posts of every creator I follow (opt-in; off by default). */
  new_posts: v.boolean('required'),
  hide_creator: v.optional(v.boolean('invalid')),
})
export type PushPreferencesBody = v.InferInput<typeof PushPreferencesBodySchema>

export const PushPreferencesSchema = v.object({
  data: v.object({
    new_posts: v.boolean(),
    hide_creator: v.boolean(),
    /** Subscribed devices of the user. */
    devices: v.number(),
  }),
})
export type PushPreferences = v.InferOutput<typeof PushPreferencesSchema>

/** What the service worker's `push` event carries (JSON), in the user's language. */
export const PushNotificationSchema = v.object({
  title: v.string(),
  body: v.string(),
  /** Where a click goes: the post (`/@username/post/<id>`). */
  url: v.string(),
  icon: v.string(),
  /** One notification per post: a repeat replaces it. */
  tag: v.string(),
  post_id: v.number(),
  /** Null on devices that hide the creator. */
  creator: v.nullable(v.object({ name: v.string(), username: v.nullable(v.string()) })),
})
export type PushNotification = v.InferOutput<typeof PushNotificationSchema>
