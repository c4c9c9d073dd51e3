/**
 * The claim forms' modal: a loading state while the claim is sent, then the
 * result, which closes itself after 5 s. The form stays underneath with what was typed. A
 * failure shows the response's errors or the general error, the network's too, with a word
 * on the connection when the browser says it is offline.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { TIMING } from '../../../contract/limits'
import { Button } from '../../ui/button'
import { Dialog } from '../../ui/dialog'
import { CheckIcon, CloseIcon, WifiOffIcon } from '../../ui/icons'
import { OutcomeIcon } from '../../ui/outcome'
import { type ClaimOutcome, claimOutcomeOf, serverMessagesOf } from './claim-outcome'
import styles from './claims.module.css'
import { useLeaveForm } from './use-leave-form'

type ClaimPhase =
  | { name: 'idle' }
  | { name: 'sending' }
  | { name: 'result'; outcome: ClaimOutcome; serverMessages: string[] }

/**
 * A claim form's modal state. `steps` go into the form's submit (offline at once, sending, then
 * the answer); `close` hides the modal and, after a success, leaves the form for where the user
 * came from.
 */
export function useClaimResult() {
  const leave = useLeaveForm()
  const [phase, setPhase] = useState<ClaimPhase>({ name: 'idle' })
  const steps = {
    whenOffline: () => setPhase({ name: 'result', outcome: 'offline', serverMessages: [] }),
    onSend: () => setPhase({ name: 'sending' }),
    onSuccess: () => setPhase({ name: 'result', outcome: 'success', serverMessages: [] }),
    onFailure: ({ error }: { error: unknown }) =>
      setPhase({ name: 'result', outcome: claimOutcomeOf(error), serverMessages: serverMessagesOf(error) }),
  }
  function close() {
    const wasSuccess = phase.name === 'result' && phase.outcome === 'success'
    setPhase({ name: 'idle' })
    if (wasSuccess) leave()
  }
  return { phase, steps, close }
}

type Props = {
  result: ReturnType<typeof useClaimResult>
  /** The success sentence of this form. */
  successText: ReactNode
}

export function ClaimResultDialog({ result, successText }: Props) {
  const { phase, close: onClose } = result
  const { t } = useLingui()
  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose
  const outcome = phase.name === 'result' ? phase.outcome : null

  useEffect(() => {
    if (!outcome) return
    const timer = setTimeout(() => onCloseRef.current(), TIMING.claimAutoCloseMs)
    return () => clearTimeout(timer)
  }, [outcome])

  return (
    <Dialog
      isOpen={phase.name !== 'idle'}
      onClose={onClose}
      closeLabel={t`Close`}
      title={phase.name === 'sending' ? <Trans>Sending…</Trans> : <ResultTitle outcome={outcome} />}
      actions={
        phase.name === 'result' ? (
          <Button variant="secondary" onClick={onClose}>
            {outcome === 'success' ? <Trans>Close</Trans> : <Trans>Back to the form</Trans>}
          </Button>
        ) : null
      }
    >
      {phase.name === 'sending' ? (
        <div className={styles.sending} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          <Trans>Sending your request. This takes a moment.</Trans>
        </div>
      ) : phase.name === 'result' ? (
        <div className={styles.result} role={phase.outcome === 'success' ? 'status' : 'alert'}>
          <OutcomeIcon tone={phase.outcome === 'success' ? 'good' : phase.outcome === 'offline' ? 'wait' : 'bad'}>
            {phase.outcome === 'success' ? (
              <CheckIcon size={28} />
            ) : phase.outcome === 'offline' ? (
              <WifiOffIcon size={26} />
            ) : (
              <CloseIcon size={26} />
            )}
          </OutcomeIcon>
          <div className={styles.resultText}>
            {phase.outcome === 'success' ? (
              <p>{successText}</p>
            ) : phase.outcome === 'bad_request' ? (
              <p>
                <Trans>Some fields need your attention. Check the messages under them and send again.</Trans>
              </p>
            ) : (
              <>
                {phase.serverMessages.length > 0 ? (
                  phase.serverMessages.map((message) => <p key={message}>{message}</p>)
                ) : (
                  <p>
                    <Trans>An error ocurred. Please try again later.</Trans>
                  </p>
                )}
                {phase.outcome === 'offline' ? (
                  <p>
                    <Trans>You are offline. Sending this form needs a connection; nothing you typed is lost.</Trans>
                  </p>
                ) : null}
              </>
            )}
          </div>
          <span className={styles.timer} aria-hidden="true" />
        </div>
      ) : null}
    </Dialog>
  )
}

function ResultTitle({ outcome }: { outcome: ClaimOutcome | null }) {
  if (outcome === 'success') return <Trans>Sent</Trans>
  if (outcome === 'offline') return <Trans>No connection</Trans>
  return <Trans>Not sent</Trans>
}
