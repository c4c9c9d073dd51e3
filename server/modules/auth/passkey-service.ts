/**
 * Passkeys (WebAuthn, through SimpleWebAuthn): a signed-in user adds, names and removes them; anyone
 * signs in with one. Every ceremony starts with a challenge kept server-side for a few minutes and
 * spent by the answer that names it, whatever that answer's fate. A passkey sign-in ends in the
 * same place as a password login: the same refusals (banned, disabled, unverified) and the same
 * session, which revokes the user's others.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server'
import { decodeClientDataJSON, isoBase64URL, isoUint8Array } from '@simplewebauthn/server/helpers'
import type * as v from 'valibot'
import {
  type AuthenticationCredentialSchema,
  PASSKEYS_PER_USER,
  type Passkey,
  type RegistrationCredentialSchema,
} from '../../../contract/schemas/passkey'
import { AppError } from '../../lib/app-error'
import { isUniqueViolation } from '../../lib/executor'
import { findUserById } from '../users/index'
import { admitSignIn, invalidTokenError } from './account-state'
import type { AuthContext } from './context'
import {
  countPasskeys,
  deletePasskey,
  findPasskeyByCredentialId,
  insertPasskey,
  listPasskeys,
  type PasskeyRow,
  recordPasskeyUse,
  renamePasskey,
} from './passkey-repository'
import { AUTH_POLICY } from './policy'
import { type RelyingParty, RP_NAME } from './relying-party'
import { type IssuedSession, startSession } from './session-service'
import { type ChallengePurpose, consumeChallenge, insertChallenge } from './webauthn-challenge-repository'

export type PasskeyContext = AuthContext & { relyingParty: RelyingParty }

type RegistrationCredential = v.InferOutput<typeof RegistrationCredentialSchema>
type AuthenticationCredential = v.InferOutput<typeof AuthenticationCredentialSchema>

/** Passkeys must prove the user too (fingerprint, face, screen lock), not only the device: they replace a password. */
const USER_VERIFICATION = 'required'

export function toPasskey(row: PasskeyRow): Passkey {
  return {
    id: row.id,
    name: row.name,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  }
}

/**
 * The WebAuthn user handle of an account is its id (as text): the authenticator gives it back with
 * every answer, and it must name the owner of the passkey that signed.
 */
function userHandleOf(userId: number) {
  return isoUint8Array.fromUTF8String(String(userId))
}

/** The challenge a browser signed, read from its client data; undefined when that is not readable. */
function signedChallenge(clientDataJSON: string): string | undefined {
  try {
    const { challenge } = decodeClientDataJSON(clientDataJSON)
    return typeof challenge === 'string' && challenge.length > 0 && challenge.length <= 512 ? challenge : undefined
  } catch {
    return undefined
  }
}

async function keepChallenge(
  ctx: PasskeyContext,
  challenge: string,
  purpose: ChallengePurpose,
  userId: number | null,
): Promise<void> {
  const now = ctx.clock()
  const expiresAt = new Date(now.getTime() + AUTH_POLICY.passkeyChallengeMs)
  await insertChallenge(ctx.db, { challenge, purpose, userId, now, expiresAt })
}

/** Spends the challenge the answer signed; false when it was not ours, was spent, or expired. */
async function spendChallenge(
  ctx: PasskeyContext,
  challenge: string | undefined,
  purpose: ChallengePurpose,
  userId: number | null,
): Promise<boolean> {
  if (!challenge) return false
  return consumeChallenge(ctx.db, { challenge, purpose, userId, now: ctx.clock() })
}

export async function listUserPasskeys(ctx: PasskeyContext, userId: number): Promise<Passkey[]> {
  return (await listPasskeys(ctx.db, userId)).map(toPasskey)
}

function assertRoomForPasskey(total: number): void {
  if (total >= PASSKEYS_PER_USER) {
    throw new AppError('conflict', { detail: `passkeys: at most ${PASSKEYS_PER_USER} per account` })
  }
}

export async function startPasskeyRegistration(ctx: PasskeyContext, userId: number) {
  const user = await findUserById(ctx.db, userId)
  if (!user) throw new AppError('unauthenticated', { detail: 'passkey registration: user vanished' })
  const existing = await listPasskeys(ctx.db, userId)
  assertRoomForPasskey(existing.length)
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: ctx.relyingParty.id,
    userName: user.username,
    userDisplayName: user.username,
    userID: userHandleOf(user.id),
    timeout: AUTH_POLICY.passkeyChallengeMs,
    attestationType: 'none',
    // The same authenticator twice is refused by the browser itself.
    excludeCredentials: existing.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: USER_VERIFICATION },
  })
  await keepChallenge(ctx, options.challenge, 'registration', user.id)
  return options
}

export async function finishPasskeyRegistration(
  ctx: PasskeyContext,
  userId: number,
  body: { name: string; credential: RegistrationCredential },
): Promise<Passkey> {
  const challenge = signedChallenge(body.credential.response.clientDataJSON)
  if (!(await spendChallenge(ctx, challenge, 'registration', userId)) || !challenge) {
    throw invalidTokenError('credential', 'passkey registration: unknown, spent or expired challenge')
  }
  const verification = await verifyRegistrationResponse({
    response: body.credential,
    expectedChallenge: challenge,
    expectedOrigin: ctx.relyingParty.origins,
    expectedRPID: ctx.relyingParty.id,
    requireUserVerification: true,
  }).catch((error: unknown) => {
    ctx.log.info({ event: 'auth.passkey_rejected', reason: (error as Error).message }, 'passkey registration refused')
    return undefined
  })
  if (!verification?.verified) throw invalidTokenError('credential', 'passkey registration: not verified')
  const { credential } = verification.registrationInfo
  assertRoomForPasskey(await countPasskeys(ctx.db, userId))
  try {
    const row = await insertPasskey(ctx.db, {
      userId,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey),
      counter: credential.counter,
      transports: body.credential.response.transports ?? [],
      name: body.name,
      now: ctx.clock(),
    })
    ctx.audit('auth.passkey_added', { userId })
    return toPasskey(row)
  } catch (error) {
    if (isUniqueViolation(error, 'passkeys_credential_id_unique')) {
      throw new AppError('conflict', { detail: 'passkey registration: credential already registered' })
    }
    throw error
  }
}

export async function renameUserPasskey(
  ctx: PasskeyContext,
  userId: number,
  passkeyId: number,
  name: string,
): Promise<Passkey> {
  const row = await renamePasskey(ctx.db, { id: passkeyId, userId, name })
  if (!row) throw new AppError('not_found')
  ctx.audit('auth.passkey_renamed', { userId })
  return toPasskey(row)
}

export async function removeUserPasskey(ctx: PasskeyContext, userId: number, passkeyId: number): Promise<void> {
  if (!(await deletePasskey(ctx.db, { id: passkeyId, userId }))) throw new AppError('not_found')
  ctx.audit('auth.passkey_removed', { userId })
}

/** Options for signing in with any passkey of this site: the browser lets the user pick one. */
export async function startPasskeyLogin(ctx: PasskeyContext) {
  const options = await generateAuthenticationOptions({
    rpID: ctx.relyingParty.id,
    timeout: AUTH_POLICY.passkeyChallengeMs,
    userVerification: USER_VERIFICATION,
  })
  await keepChallenge(ctx, options.challenge, 'authentication', null)
  return options
}

function refuse(ctx: PasskeyContext, reason: string, userId: number | null = null): AppError {
  ctx.audit('auth.passkey_rejected', { userId, reason })
  return new AppError('invalid_credentials', { detail: `passkey login: ${reason}` })
}

export async function loginWithPasskey(
  ctx: PasskeyContext,
  credential: AuthenticationCredential,
  userAgent: string | null,
): Promise<IssuedSession> {
  const challenge = signedChallenge(credential.response.clientDataJSON)
  // Spent before anything else is looked at: an answer is heard once, whatever it turns out to be.
  if (!(await spendChallenge(ctx, challenge, 'authentication', null)) || !challenge) throw refuse(ctx, 'challenge')
  const passkey = await findPasskeyByCredentialId(ctx.db, credential.id)
  if (!passkey) throw refuse(ctx, 'unknown_credential')
  const handle = credential.response.userHandle
  if (handle !== undefined && handle !== isoBase64URL.fromUTF8String(String(passkey.userId))) {
    throw refuse(ctx, 'user_handle', passkey.userId)
  }
  const verification = await verifyAuthenticationResponse({
    response: credential,
    expectedChallenge: challenge,
    expectedOrigin: ctx.relyingParty.origins,
    expectedRPID: ctx.relyingParty.id,
    credential: {
      id: passkey.credentialId,
      publicKey: new Uint8Array(passkey.publicKey),
      counter: passkey.counter,
      transports: passkey.transports,
    },
    requireUserVerification: true,
  }).catch((error: unknown) => {
    ctx.log.info({ event: 'auth.passkey_rejected', reason: (error as Error).message }, 'passkey assertion refused')
    return undefined
  })
  if (!verification?.verified) throw refuse(ctx, 'not_verified', passkey.userId)
  const now = ctx.clock()
  const recorded = await recordPasskeyUse(ctx.db, {
    id: passkey.id,
    previousCounter: passkey.counter,
    counter: verification.authenticationInfo.newCounter,
    now,
  })
  if (!recorded) throw refuse(ctx, 'counter_race', passkey.userId)
  const user = await findUserById(ctx.db, passkey.userId)
  if (!user) throw refuse(ctx, 'user_vanished', passkey.userId)
  admitSignIn(user, ctx.audit)
  const session = await startSession(ctx, { userId: user.id, method: 'passkey', userAgent })
  ctx.audit('auth.passkey_login', { userId: user.id })
  return session
}
