import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { decodeBase64Url, ensurePushSubscription, PushPermissionDenied, removePushSubscription } from './push-device'

const VAPID = Buffer.alloc(65, 4).toString('base64url')

function fakeSubscription(endpoint = 'https://fcm.googleapis.com/fcm/send/device-1') {
  return {
    endpoint,
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'BPkey', auth: 'authkey' } }),
    unsubscribe: vi.fn(async () => true),
  }
}

function install({
  permission,
  asked,
  existing,
}: {
  permission: NotificationPermission
  asked?: NotificationPermission
  existing?: unknown
}) {
  const subscribe = vi.fn(async (_options: PushSubscriptionOptionsInit) => fakeSubscription())
  const registration = { pushManager: { getSubscription: vi.fn(async () => existing ?? null), subscribe } }
  vi.stubGlobal('Notification', { permission, requestPermission: vi.fn(async () => asked ?? permission) })
  vi.stubGlobal('PushManager', class {})
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: vi.fn(async () => registration) },
  })
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input)
    if (url.includes('/api/push/vapid_public_key')) return Response.json({ data: { public_key: VAPID } })
    if (url.includes('/api/push/subscriptions') && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { endpoint: string; hide_creator?: boolean }
      return Response.json({
        data: {
          endpoint: body.endpoint,
          hide_creator: body.hide_creator ?? false,
          created_at: '2026-11-22T10:00:00.000Z',
        },
      })
    }
    if (url.includes('/api/push/subscriptions') && init?.method === 'DELETE')
      return Response.json({ data: { deleted: true } })
    return new Response('{}', { status: 404 })
  })
  vi.stubGlobal('fetch', fetchMock)
  return { subscribe, fetchMock }
}

beforeEach(() => vi.unstubAllGlobals())
afterEach(() => vi.unstubAllGlobals())

describe('push device', () => {
  it('decodes the base64url VAPID key into the bytes the browser wants', () => {
    expect(Array.from(decodeBase64Url('AQID_-8'))).toEqual([1, 2, 3, 255, 239])
  })

  it('asks for permission, subscribes with the server key and tells the server about this device', async () => {
    const { subscribe, fetchMock } = install({ permission: 'default', asked: 'granted' })
    await ensurePushSubscription(true)
    expect(subscribe).toHaveBeenCalledTimes(1)
    const options = subscribe.mock.calls[0]?.[0] as unknown as {
      userVisibleOnly: boolean
      applicationServerKey: Uint8Array
    }
    expect(options.userVisibleOnly).toBe(true)
    expect(options.applicationServerKey).toHaveLength(65)
    const saved = fetchMock.mock.calls.find(
      ([url, init]) => String(url).includes('/api/push/subscriptions') && init?.method === 'POST',
    )
    expect(JSON.parse(String(saved?.[1]?.body))).toMatchObject({
      endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
      keys: { p256dh: 'BPkey', auth: 'authkey' },
      hide_creator: true,
    })
  })

  it('stops when the user says no, and subscribes nothing', async () => {
    const { subscribe, fetchMock } = install({ permission: 'default', asked: 'denied' })
    await expect(ensurePushSubscription()).rejects.toBeInstanceOf(PushPermissionDenied)
    expect(subscribe).not.toHaveBeenCalled()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('reuses the subscription this device already has', async () => {
    const { subscribe } = install({ permission: 'granted', existing: fakeSubscription() })
    await ensurePushSubscription()
    expect(subscribe).not.toHaveBeenCalled()
  })

  it('at logout, forgets the device on the server and in the browser', async () => {
    const existing = fakeSubscription()
    const { fetchMock } = install({ permission: 'granted', existing })
    await removePushSubscription()
    const removed = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE')
    expect(JSON.parse(String(removed?.[1]?.body))).toEqual({ endpoint: existing.endpoint })
    expect(existing.unsubscribe).toHaveBeenCalled()
  })
})
