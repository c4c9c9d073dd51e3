/**
 * Whose key space a guest's Idempotency-Key lives in. Keys are scoped per client so one guest can
 * never replay or collide with another's; the client is a random device id in an httpOnly
 * cookie, handed to every browser on its first API answer, so a retry from the same phone is
 * recognised even when its address changed on the way (mobile networks do that between a lost
 * answer and the retry). Without the cookie (API clients, tests), the address is the client.
 */
import { createHash, randomBytes } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

export const CLIENT_COOKIE = 'velvet_client'
const CLIENT_SHAPE = /^[A-Za-z0-9_-]{22}$/
const ONE_YEAR_S = 365 * 24 * 3600

function readClientCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies?.[CLIENT_COOKIE]
  return value && CLIENT_SHAPE.test(value) ? value : undefined
}

/** A guest's key space, hashed: their device id when the browser has one, else their address. */
export function guestClient(request: FastifyRequest): string {
  const device = readClientCookie(request)
  const source = device ? `device:${device}` : `address:${request.ip}`
  return createHash('sha256').update(`guest client:${source}`).digest('hex')
}

/**
 * Device ids cut from one 4 kB draw of the system's randomness at a time (crypto.randomUUID keeps a
 * pool the same way): a draw for each answer was a twentieth of a guest page's cost under load.
 * Every id is 16 bytes never handed out before.
 */
let entropy = Buffer.alloc(0)
let used = 0

function newDeviceId(): string {
  if (used + 16 > entropy.length) {
    entropy = randomBytes(4096)
    used = 0
  }
  used += 16
  return entropy.toString('base64url', used - 16, used)
}

/** Gives every browser a device id on its first API answer. Registered after @fastify/cookie. */
export const guestClientCookie = fp(async (app: FastifyInstance, options: { secure: boolean }) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/') || readClientCookie(request)) return payload
    // Answers a CDN may share (public lists) carry no cookie; the app's other calls hand it out.
    if (String(reply.getHeader('cache-control') ?? '').startsWith('public')) return payload
    reply.setCookie(CLIENT_COOKIE, newDeviceId(), {
      httpOnly: true,
      secure: options.secure,
      sameSite: 'lax',
      path: '/api',
      maxAge: ONE_YEAR_S,
    })
    return payload
  })
})
