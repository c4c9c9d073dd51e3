/**
 * What a browser's passkey ceremony ended with, told from its error (a DOMException, or the
 * WebAuthn library's error named after it, with a code of its own).
 */
type CeremonyError = { name?: unknown; code?: unknown } | null | undefined

/** The person closed the prompt, it timed out, or another ceremony took its place. */
export function isPasskeyPromptDismissed(error: unknown): boolean {
  const { name } = (error as CeremonyError) ?? {}
  return name === 'NotAllowedError' || name === 'AbortError'
}

/** This authenticator already holds one of the account's passkeys (the server listed it to exclude). */
export function isPasskeyAlreadyOnDevice(error: unknown): boolean {
  const { name, code } = (error as CeremonyError) ?? {}
  return code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError'
}
