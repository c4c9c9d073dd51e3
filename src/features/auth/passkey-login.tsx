/**
 * Signing in with a passkey from the login form: a button that asks the browser for one, and the
 * browser's autofill (WebAuthn conditional UI), armed while the form is on screen, which offers
 * the site's passkeys under the e-mail field. Both end where a password login ends. The WebAuthn
 * library is loaded only when a ceremony starts.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import type { PasskeyLoginBody } from '../../../contract/schemas/passkey'
import type { AuthSession } from '../../../contract/schemas/user'
import { isApiError } from '../../api/errors'
import { isPasskeyPromptDismissed } from '../../lib/passkey-errors'
import { Button } from '../../ui/button'
import { KeyIcon } from '../../ui/icons'
import { useBrowserValue } from '../../ui/use-browser-value'
import { passkeyLoginOptions, usePasskeyLoginMutation } from './queries'

type Session = AuthSession['data']

type Outcomes = {
  onLoggedIn: (session: Session) => Promise<void>
  /** 403 banned, 403 account_disabled, 423: the same flows as a password login's. */
  onBanned: () => void
  onDisabled: () => void
  onUnverified: () => void
  /** A sentence for the form's general error; null clears it. */
  onMessage: (message: string | null) => void
}

/** Whether this browser has WebAuthn at all; without it the button is not offered. */
export function canUsePasskeys(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function'
}

const loadWebAuthn = () => import('@simplewebauthn/browser')

export function usePasskeyLogin(outcomes: Outcomes) {
  const { t } = useLingui()
  const [isBusy, setIsBusy] = useState(false)
  // Bumped to arm the autofill again: after the button's ceremony (which aborted it), or when the
  // person comes back to the field after an autofill answer the server refused.
  const [armed, setArmed] = useState(0)
  const isPending = useRef(false)
  const isSigningIn = useRef(false)
  const latest = useRef(outcomes)
  latest.current = outcomes
  const { mutateAsync: loginWithPasskey } = usePasskeyLoginMutation()

  /** Sends the browser's answer; on a refusal, says why the way the password login would. */
  async function finish(credential: PasskeyLoginBody['credential']): Promise<boolean> {
    const handlers = latest.current
    try {
      const session = await loginWithPasskey(credential)
      handlers.onMessage(null)
      await handlers.onLoggedIn(session)
      return true
    } catch (error) {
      if (!isApiError(error)) handlers.onMessage(t`An error ocurred`)
      else if (error.isNetwork) handlers.onMessage(t`You are offline. Logging in needs a connection.`)
      else if (error.status === 401)
        handlers.onMessage(t`This passkey was not accepted. It may have been removed from your account.`)
      else if (error.code === 'banned') handlers.onBanned()
      else if (error.code === 'account_disabled') handlers.onDisabled()
      else if (error.status === 423) handlers.onUnverified()
      else handlers.onMessage(error.body?.message ?? t`An error ocurred`)
      return false
    }
  }

  // The browser's autofill: a pending request the user answers by picking a passkey under the field.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `armed` re-arms it on purpose; `finish` reads the latest handlers.
  useEffect(() => {
    if (!canUsePasskeys()) return
    let isActive = true
    let cancel: (() => void) | undefined
    void (async () => {
      const webauthn = await loadWebAuthn()
      if (!isActive || !(await webauthn.browserSupportsWebAuthnAutofill())) return
      cancel = () => webauthn.WebAuthnAbortService.cancelCeremony()
      // Without options (offline, say) there is no autofill; the button still tries when pressed.
      const optionsJSON = await passkeyLoginOptions().catch(() => undefined)
      if (!optionsJSON || !isActive) return
      isPending.current = true
      const credential = await webauthn.startAuthentication({ optionsJSON, useBrowserAutofill: true }).catch(() => null)
      if (!isActive) return
      isPending.current = false
      if (credential) await finish(credential)
    })()
    return () => {
      isActive = false
      isPending.current = false
      cancel?.()
    }
  }, [armed])

  /** The e-mail field has the focus: offer the passkeys there again if no request is waiting. */
  function rearmAutofill() {
    if (!isPending.current && !isSigningIn.current) setArmed((count) => count + 1)
  }

  async function signIn() {
    const handlers = latest.current
    handlers.onMessage(null)
    setIsBusy(true)
    isSigningIn.current = true
    let isSignedIn = false
    try {
      const webauthn = await loadWebAuthn()
      const optionsJSON = await passkeyLoginOptions()
      // Starting this ceremony aborts the autofill's pending one; it is armed again below.
      const credential = await webauthn.startAuthentication({ optionsJSON })
      isSignedIn = await finish(credential)
    } catch (error) {
      if (isApiError(error) && error.isNetwork) handlers.onMessage(t`You are offline. Logging in needs a connection.`)
      else if (isApiError(error)) handlers.onMessage(error.body?.message ?? t`An error ocurred`)
      else if (isPasskeyPromptDismissed(error))
        handlers.onMessage(t`No passkey was used. Try again, or log in with your password.`)
      else handlers.onMessage(t`This browser could not use a passkey. Log in with your password instead.`)
    } finally {
      isSigningIn.current = false
      setIsBusy(false)
      if (!isSignedIn) setArmed((count) => count + 1)
    }
  }

  return { isBusy, signIn, rearmAutofill }
}

/**
 * The passkey button. The server's page has it (browsers that cannot use passkeys are few), and so
 * does the browser's first render over it; where passkeys cannot be used it goes right after.
 */
export function PasskeyLoginButton({ isBusy, signIn }: Pick<ReturnType<typeof usePasskeyLogin>, 'isBusy' | 'signIn'>) {
  if (!useBrowserValue(canUsePasskeys, true)) return null
  return (
    <Button
      variant="secondary"
      size="large"
      block
      icon={<KeyIcon size={18} />}
      isLoading={isBusy}
      onClick={() => void signIn()}
    >
      <Trans>Log in with a passkey</Trans>
    </Button>
  )
}
