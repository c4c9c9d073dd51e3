/**
 * This device's web push subscription. Permission is asked only from a user's
 * tap (browsers block or penalise prompts that come out of nowhere), the subscription is made with
 * the server's VAPID key and stored on the server for the signed-in user.
 */
import { api } from '../../contract/api'
import { request } from '../api/client'
import { isStandalone } from './display-mode'

export type PushSupport = 'supported' | 'unsupported' | 'needs-install' | 'denied'

function isIos(): boolean {
  return (
    /iPad|iPhone|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1)
  )
}

/** What this browser can do: iOS shows web push only to apps added to the Home Screen. */
export function pushSupport(): PushSupport {
  const hasApis = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  if (!hasApis) return isIos() && !isStandalone() ? 'needs-install' : 'unsupported'
  if (Notification.permission === 'denied') return 'denied'
  return 'supported'
}

/** The worker's registration; `serviceWorker.ready` would wait forever where none is registered. */
async function registration(): Promise<ServiceWorkerRegistration> {
  const found = await navigator.serviceWorker.getRegistration()
  if (!found) throw new Error('No service worker: push needs the installed app')
  return found
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() !== 'supported') return null
  const found = await navigator.serviceWorker.getRegistration()
  return found ? found.pushManager.getSubscription() : null
}

/** base64url → bytes, for `applicationServerKey`. */
export function decodeBase64Url(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=')
  const binary = atob(base64)
  const bytes = new Uint8Array(new ArrayBuffer(binary.length))
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index)
  return bytes
}

export class PushPermissionDenied extends Error {
  constructor() {
    super('Notification permission was not granted')
    this.name = 'PushPermissionDenied'
  }
}

/**
 * Makes sure this device is subscribed and known to the server. Call it from a click handler: the
 * permission prompt needs the user's gesture. Throws PushPermissionDenied when the user says no.
 */
export async function ensurePushSubscription(hideCreator?: boolean): Promise<void> {
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission()
  if (permission !== 'granted') throw new PushPermissionDenied()
  const pushManager = (await registration()).pushManager
  let subscription = await pushManager.getSubscription()
  if (!subscription) {
    const { data } = await request(api.vapidPublicKey)
    subscription = await pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: decodeBase64Url(data.public_key),
    })
  }
  const json = subscription.toJSON()
  await request(api.pushSubscribe, {
    body: {
      endpoint: subscription.endpoint,
      expirationTime: json.expirationTime ?? null,
      keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
      ...(hideCreator === undefined ? {} : { hide_creator: hideCreator }),
    },
  })
}

/**
 * Forgets this device's subscription on the server (while the session still exists) and in the
 * browser, e.g. at logout: the next person on this phone gets nothing meant for the last one.
 */
export async function removePushSubscription(): Promise<void> {
  const subscription = await currentSubscription().catch(() => null)
  if (!subscription) return
  await request(api.pushUnsubscribe, { body: { endpoint: subscription.endpoint } }).catch(() => undefined)
  await subscription.unsubscribe().catch(() => undefined)
}
