/** Passkeys: the account's list (add, rename, remove) and signing in with one (WebAuthn). */
import * as v from 'valibot'
import { endpoint } from '../endpoint'
import { CommonQuerySchema, IdParamsSchema, itemEnvelope, SuccessSchema } from '../schemas/common'
import {
  AddPasskeyBodySchema,
  AuthenticationOptionsSchema,
  PasskeyLoginBodySchema,
  PasskeySchema,
  RegistrationOptionsSchema,
  RenamePasskeyBodySchema,
} from '../schemas/passkey'
import { AuthSessionSchema } from '../schemas/user'

/** user. The signed-in account's passkeys, newest first. */
export const passkeys = endpoint({
  method: 'GET',
  path: '/api/users/me/passkeys',
  query: CommonQuerySchema,
  response: itemEnvelope(v.array(PasskeySchema)),
})
/** user. Options for creating a passkey, with a single-use challenge that expires. */
export const passkeyRegistrationOptions = endpoint({
  method: 'POST',
  path: '/api/users/me/passkeys/options',
  query: CommonQuerySchema,
  response: itemEnvelope(RegistrationOptionsSchema),
})
/** user. Stores the passkey the browser created for those options (201). */
export const addPasskey = endpoint({
  method: 'POST',
  path: '/api/users/me/passkeys',
  query: CommonQuerySchema,
  body: AddPasskeyBodySchema,
  response: itemEnvelope(PasskeySchema),
})
/** user. 404 when the passkey is not one of the viewer's. */
export const renamePasskey = endpoint({
  method: 'PUT',
  path: '/api/users/me/passkeys/:id',
  params: IdParamsSchema,
  query: CommonQuerySchema,
  body: RenamePasskeyBodySchema,
  response: itemEnvelope(PasskeySchema),
})
/** user. 404 when the passkey is not one of the viewer's. */
export const removePasskey = endpoint({
  method: 'DELETE',
  path: '/api/users/me/passkeys/:id',
  params: IdParamsSchema,
  query: CommonQuerySchema,
  response: SuccessSchema,
})
/** guest. Options for signing in with any passkey of this site (discoverable credentials). */
export const passkeyLoginOptions = endpoint({
  method: 'POST',
  path: '/api/auth/passkey/options',
  query: CommonQuerySchema,
  response: itemEnvelope(AuthenticationOptionsSchema),
})
/** guest. Signs in with a passkey: the same session, cookies and refusals as a password login. */
export const passkeyLogin = endpoint({
  method: 'POST',
  path: '/api/auth/passkey/login',
  query: CommonQuerySchema,
  body: PasskeyLoginBodySchema,
  response: AuthSessionSchema,
})
