import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useId, useState } from 'react'
import { Button } from '../../ui/button'
import { TextField } from '../../ui/form/fields'
import styles from './subscriptions.module.css'
import { ProblemNote } from './unsubscribe-notes'
import type { Problem } from './unsubscribe-problem'

type CodeFormProps = {
  isBusy: boolean
  isOnline: boolean
  problem: Problem
  onSubmit: (code: string) => Promise<void>
  onResend: () => void
}

/** The code from the e-mail: free text; the server says whether it is right. */
export function CodeForm({ isBusy, isOnline, problem, onSubmit, onResend }: CodeFormProps) {
  const { t } = useLingui()
  const formId = useId()
  const [code, setCode] = useState('')
  const [isMissing, setIsMissing] = useState(false)

  function submit(event: FormEvent) {
    event.preventDefault()
    const value = code.trim()
    setIsMissing(value === '')
    if (value !== '') void onSubmit(value)
  }

  const fieldError = isMissing
    ? t`Code is required.`
    : problem === 'invalid_code'
      ? t`The code is not correct.`
      : problem === 'code_expired'
        ? t`This code has expired. Ask for a new one.`
        : undefined

  return (
    <form id={formId} className={styles.stepBody} onSubmit={submit} noValidate>
      <p className={styles.muted}>
        <Trans>We sent a code to your e-mail. It works for 10 minutes.</Trans>
      </p>
      <TextField
        label={t`Code`}
        autoComplete="one-time-code"
        inputMode="numeric"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={fieldError}
      />
      <ProblemNote
        problem={problem === 'invalid_code' || problem === 'code_expired' ? null : problem}
        isOnline={isOnline}
      />
      <div className={styles.stepActions}>
        <Button variant="ghost" onClick={onResend} disabled={isBusy || !isOnline}>
          <Trans>Send a new code</Trans>
        </Button>
        <Button type="submit" variant="danger" isLoading={isBusy} disabled={!isOnline}>
          <Trans>Cancel subscription</Trans>
        </Button>
      </div>
    </form>
  )
}
