/**
 * The real web push request, checked without a push service: what the default
 * sender would post is decrypted here with an independent RFC 8291 (aes128gcm) implementation and
 * a fake browser key pair, and its VAPID JWT (RFC 8292) is verified with the server's public key.
 */
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { generateVapidKeys, vapidKeyProblems } from '../../lib/secrets'
import { describeWebPushRequest } from './sender'

function fakeBrowser() {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  const auth = randomBytes(16)
  return {
    ecdh,
    auth,
    target: {
      endpoint: 'https://fcm.googleapis.com/fcm/send/fake-device',
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    },
  }
}

/** RFC 8291 §3.4 and RFC 8188: the receiving side of aes128gcm. */
function decrypt(body: Buffer, browser: ReturnType<typeof fakeBrowser>): string {
  const salt = body.subarray(0, 16)
  const idLength = body.readUInt8(20)
  const serverPublic = body.subarray(21, 21 + idLength)
  const cipherText = body.subarray(21 + idLength)
  const shared = browser.ecdh.computeSecret(serverPublic)
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), serverPublic])
  const ikm = Buffer.from(hkdfSync('sha256', shared, browser.auth, keyInfo, 32))
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16))
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12))
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce)
  decipher.setAuthTag(cipherText.subarray(cipherText.length - 16))
  const padded = Buffer.concat([decipher.update(cipherText.subarray(0, cipherText.length - 16)), decipher.final()])
  // The last record ends with the delimiter 0x02, then zero padding.
  const end = padded.lastIndexOf(2)
  return padded.subarray(0, end).toString('utf8')
}

describe('the web push request', () => {
  const vapid = { ...generateVapidKeys(), subject: 'mailto:push@velvet.example' }
  const options = { TTL: 86_400, urgency: 'normal' as const, topic: 'post-42' }
  const payload = JSON.stringify({ title: 'Luna posted something new', url: '/@luna/post/42', post_id: 42 })

  it('carries the payload encrypted for that browser only (aes128gcm)', () => {
    const browser = fakeBrowser()
    const details = describeWebPushRequest(vapid, browser.target, payload, options)
    expect(details.method).toBe('POST')
    expect(details.endpoint).toBe(browser.target.endpoint)
    expect(details.headers['Content-Encoding']).toBe('aes128gcm')
    expect(details.body).toBeInstanceOf(Buffer)
    expect(details.body?.includes(Buffer.from('Luna'))).toBe(false)
    expect(decrypt(details.body as Buffer, browser)).toBe(payload)
    // Another browser's keys cannot read it.
    expect(() => decrypt(details.body as Buffer, fakeBrowser())).toThrow()
  })

  it('sets TTL, urgency and topic', () => {
    const details = describeWebPushRequest(vapid, fakeBrowser().target, payload, options)
    expect(String(details.headers.TTL)).toBe('86400')
    expect(details.headers.Urgency).toBe('normal')
    expect(details.headers.Topic).toBe('post-42')
  })

  it("is signed with the server's VAPID key for the push service's origin", () => {
    const details = describeWebPushRequest(vapid, fakeBrowser().target, payload, options)
    const match = /^vapid t=([^,]+), k=(.+)$/.exec(details.headers.Authorization ?? '')
    expect(match?.[2]).toBe(vapid.publicKey)
    const [header, claims, signature] = (match?.[1] ?? '').split('.')
    const point = Buffer.from(vapid.publicKey, 'base64url')
    const key = createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    })
    const signed = verify(
      'sha256',
      Buffer.from(`${header}.${claims}`),
      { key, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature ?? '', 'base64url'),
    )
    expect(signed).toBe(true)
    const body = JSON.parse(Buffer.from(claims ?? '', 'base64url').toString('utf8')) as {
      aud: string
      sub: string
      exp: number
    }
    expect(body.aud).toBe('https://fcm.googleapis.com')
    expect(body.sub).toBe(vapid.subject)
    expect(body.exp * 1000).toBeGreaterThan(Date.now())
    expect(body.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3600 * 1000)
  })
})

describe('VAPID keys', () => {
  it('are generated as a matching P-256 pair and checked', () => {
    const keys = generateVapidKeys()
    expect(vapidKeyProblems(keys.publicKey, keys.privateKey)).toEqual([])
    expect(vapidKeyProblems(generateVapidKeys().publicKey, keys.privateKey)).toEqual([
      'VAPID_PUBLIC_KEY: does not match VAPID_PRIVATE_KEY',
    ])
    expect(vapidKeyProblems('AAAA', keys.privateKey)).toHaveLength(1)
    expect(vapidKeyProblems(keys.publicKey, 'AAAA')).toHaveLength(1)
  })
})
