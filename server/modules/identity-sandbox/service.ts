/**
 * The sandbox identity provider's state: its test accounts, and the authorisation codes and access
 * tokens it hands out, signed with its own key (derived from the server's) rather than stored, so
 * any process behind one address can verify what another issued. A code is good for 60 s and once
 * (this process remembers the codes it has exchanged until they expire), and only with the PKCE
 * verifier whose challenge it was issued for; an access token for 10 minutes.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import * as v from 'valibot'
import type { SocialProviderName } from '../../config'

export type SandboxIdentity = { key: string; name: string; username: string }

/** The test accounts each provider offers (names only: nothing else of a person is invented). */
export const SANDBOX_IDENTITIES: readonly SandboxIdentity[] = [
  { key: 'ana', name: 'Ana Torres', username: 'ana_torres' },
  { key: 'leo', name: 'Leo Martin', username: 'leo_martin' },
  { key: 'sam', name: 'Sam Okafor', username: 'sam_okafor' },
]

const CODE_MS = 60_000
const ACCESS_MS = 10 * 60_000

const CodeSchema = v.object({
  kind: v.literal('code'),
  provider: v.picklist(['twitter', 'google']),
  identity: v.string(),
  redirectUri: v.string(),
  challenge: v.string(),
  expiresAt: v.number(),
})
const AccessSchema = v.object({
  kind: v.literal('access'),
  provider: v.picklist(['twitter', 'google']),
  identity: v.string(),
  expiresAt: v.number(),
})

export type IdentitySandbox = ReturnType<typeof createIdentitySandbox>

export function createIdentitySandbox(deps: { key: string; now: () => Date }) {
  const exchanged = new Map<string, number>()

  const sign = (payload: object) => {
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url')
    return `${body}.${createHmac('sha256', deps.key).update(body).digest('base64url')}`
  }
  const open = <S extends v.GenericSchema>(schema: S, token: string): v.InferOutput<S> | undefined => {
    const [body = '', mac = ''] = token.split('.')
    const expected = createHmac('sha256', deps.key).update(body).digest('base64url')
    if (mac.length !== expected.length || !timingSafeEqual(Buffer.from(mac), Buffer.from(expected))) return undefined
    try {
      const parsed = v.safeParse(schema, JSON.parse(Buffer.from(body, 'base64url').toString('utf8')))
      return parsed.success ? parsed.output : undefined
    } catch {
      return undefined
    }
  }
  const forget = (now: number) => {
    for (const [code, expiresAt] of exchanged) if (expiresAt <= now) exchanged.delete(code)
  }

  return {
    identity: (key: string) => SANDBOX_IDENTITIES.find((each) => each.key === key),

    /** The provider's stable user id for a test account: digits, as X and Google ids are. */
    userId(provider: SocialProviderName, identity: string): string {
      const digest = createHmac('sha256', deps.key).update(`${provider}:${identity}`).digest()
      return digest.readBigUInt64BE(0).toString()
    },

    issueCode(input: { provider: SocialProviderName; identity: string; redirectUri: string; challenge: string }) {
      return sign({ kind: 'code', ...input, expiresAt: deps.now().getTime() + CODE_MS })
    },

    /** The code's grant, once, if it verifies, is fresh, was issued for this redirect URI and this verifier. */
    exchangeCode(code: string, input: { provider: SocialProviderName; redirectUri: string; verifier: string }) {
      const now = deps.now().getTime()
      forget(now)
      const grant = open(CodeSchema, code)
      if (!grant || grant.expiresAt <= now || exchanged.has(code)) return undefined
      const challenge = createHash('sha256').update(input.verifier).digest('base64url')
      if (
        grant.provider !== input.provider ||
        grant.redirectUri !== input.redirectUri ||
        grant.challenge !== challenge
      ) {
        return undefined
      }
      exchanged.set(code, grant.expiresAt)
      const expiresAt = now + ACCESS_MS
      return {
        accessToken: sign({ kind: 'access', provider: grant.provider, identity: grant.identity, expiresAt }),
        expiresIn: ACCESS_MS / 1000,
      }
    },

    /** Whose access token this is, while it is valid. */
    readAccessToken(token: string, provider: SocialProviderName) {
      const access = open(AccessSchema, token)
      if (!access || access.provider !== provider || access.expiresAt <= deps.now().getTime()) return undefined
      return access.identity
    },
  }
}
