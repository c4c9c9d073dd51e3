/**
 * Passkeys (WebAuthn): the bodies the app sends for adding, renaming and signing in with one, and
 * the ceremony options the server hands out. Credentials are the browser's JSON form of
 * PublicKeyCredential (base64url fields), checked for shape and size here; what they prove is
 * checked by the server's WebAuthn verification.
 */
import * as v from 'valibot'

/** The most passkeys one account may keep. */
export const PASSKEYS_PER_USER = 10

export const PASSKEY_NAME_RULE = { max: 64 } as const

export const PasskeyNameSchema = v.pipe(
  v.string('required'),
  v.trim(),
  v.nonEmpty('required'),
  v.maxLength(PASSKEY_NAME_RULE.max, 'max_length'),
)

/** WebAuthn's transports as of Level 3; others a browser may add later are dropped, not refused. */
const TRANSPORTS = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const
export type PasskeyTransport = (typeof TRANSPORTS)[number]

const base64url = (max: number) =>
  v.pipe(
    v.string('invalid'),
    v.nonEmpty('required'),
    v.maxLength(max, 'max_length'),
    v.regex(/^[A-Za-z0-9_-]+$/, 'invalid'),
  )

/** A credential id is at most 1023 bytes (WebAuthn §5.1): 1364 base64url characters. */
const CredentialIdSchema = base64url(1364)

const TransportsSchema = v.pipe(
  v.array(v.pipe(v.string('invalid'), v.maxLength(32, 'max_length')), 'invalid'),
  v.maxLength(10, 'max_length'),
  v.transform((list) =>
    list.filter((item): item is PasskeyTransport => (TRANSPORTS as readonly string[]).includes(item)),
  ),
)

/** Extension outputs: the server reads none of them, so whatever a browser puts there is dropped. */
const ExtensionResultsSchema = v.optional(v.object({}, 'invalid'), {})
const AttachmentSchema = v.optional(v.picklist(['platform', 'cross-platform'], 'invalid'))

/** What `navigator.credentials.create()` gave, as JSON (RegistrationResponseJSON). */
export const RegistrationCredentialSchema = v.object(
  {
    id: CredentialIdSchema,
    rawId: CredentialIdSchema,
    type: v.literal('public-key', 'invalid'),
    response: v.object(
      {
        clientDataJSON: base64url(4096),
        attestationObject: base64url(16_384),
        authenticatorData: v.optional(base64url(16_384)),
        transports: v.optional(TransportsSchema),
        // A COSE algorithm identifier: a small signed integer (-7 is ES256, -257 RS256).
        publicKeyAlgorithm: v.optional(
          v.pipe(
            v.number('invalid'),
            v.integer('invalid'),
            v.minValue(-65536, 'invalid'),
            v.maxValue(65535, 'invalid'),
          ),
        ),
        publicKey: v.optional(base64url(4096)),
      },
      'invalid',
    ),
    authenticatorAttachment: AttachmentSchema,
    clientExtensionResults: ExtensionResultsSchema,
  },
  'invalid',
)

/** What `navigator.credentials.get()` gave, as JSON (AuthenticationResponseJSON). */
export const AuthenticationCredentialSchema = v.object(
  {
    id: CredentialIdSchema,
    rawId: CredentialIdSchema,
    type: v.literal('public-key', 'invalid'),
    response: v.object(
      {
        clientDataJSON: base64url(4096),
        authenticatorData: base64url(16_384),
        signature: base64url(2048),
        userHandle: v.optional(base64url(128)),
      },
      'invalid',
    ),
    authenticatorAttachment: AttachmentSchema,
    clientExtensionResults: ExtensionResultsSchema,
  },
  'invalid',
)

export const AddPasskeyBodySchema = v.strictObject({
  name: PasskeyNameSchema,
  credential: RegistrationCredentialSchema,
})
export type AddPasskeyBody = v.InferInput<typeof AddPasskeyBodySchema>

export const RenamePasskeyBodySchema = v.strictObject({ name: PasskeyNameSchema })

export const PasskeyLoginBodySchema = v.strictObject({ credential: AuthenticationCredentialSchema })
export type PasskeyLoginBody = v.InferInput<typeof PasskeyLoginBodySchema>

/** One of the account's passkeys, as its settings list it. */
export const PasskeySchema = v.object({
  id: v.number(),
  name: v.string(),
  created_at: v.string(),
  last_used_at: v.nullable(v.string()),
})
export type Passkey = v.InferOutput<typeof PasskeySchema>

const CredentialDescriptorSchema = v.object({
  id: v.string(),
  type: v.string(),
  transports: v.optional(v.array(v.string())),
})

/** The extension the server asks the browser for: whether the passkey is discoverable (credProps). */
const ExtensionInputsSchema = v.optional(v.object({ credProps: v.optional(v.boolean()) }))

/** Which kind of authenticator the browser should offer first. */
const HintsSchema = v.optional(v.array(v.picklist(['hybrid', 'security-key', 'client-device'])))

const UserVerificationSchema = v.optional(v.picklist(['required', 'preferred', 'discouraged']))

/** PublicKeyCredentialCreationOptionsJSON: handed to the browser to create a passkey. */
export const RegistrationOptionsSchema = v.object({
  challenge: v.string(),
  rp: v.object({ name: v.string(), id: v.optional(v.string()) }),
  user: v.object({ id: v.string(), name: v.string(), displayName: v.string() }),
  pubKeyCredParams: v.array(v.object({ alg: v.number(), type: v.literal('public-key') })),
  timeout: v.optional(v.number()),
  excludeCredentials: v.optional(v.array(CredentialDescriptorSchema)),
  authenticatorSelection: v.optional(
    v.object({
      authenticatorAttachment: v.optional(v.picklist(['platform', 'cross-platform'])),
      requireResidentKey: v.optional(v.boolean()),
      residentKey: v.optional(v.picklist(['discouraged', 'preferred', 'required'])),
      userVerification: UserVerificationSchema,
    }),
  ),
  attestation: v.optional(v.picklist(['direct', 'enterprise', 'indirect', 'none'])),
  hints: HintsSchema,
  extensions: ExtensionInputsSchema,
})

/** PublicKeyCredentialRequestOptionsJSON: handed to the browser to sign in with a passkey. */
export const AuthenticationOptionsSchema = v.object({
  challenge: v.string(),
  timeout: v.optional(v.number()),
  rpId: v.optional(v.string()),
  allowCredentials: v.optional(v.array(CredentialDescriptorSchema)),
  userVerification: UserVerificationSchema,
  hints: HintsSchema,
  extensions: ExtensionInputsSchema,
})
