/**
 * The report modal: filling, sending (a waiting text in place of the form), then
 * the result, which closes itself after 5000 ms. Guests give an e-mail (required, valid, 4+) and solve the captcha; everyone gives a
 * reason (required, 500 at most, with a counter). The parent keeps this mounted, so what was typed
 * is still there when a failed report is opened again.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import * as v from 'valibot'
import { LIMITS, TIMING } from '../../../contract/limits'
import { CaptchaSchema } from '../../../contract/schemas/auth'
import { ReportBodySchema, ReportEmailSchema } from '../../../contract/schemas/report'
import { isApiError } from '../../api/errors'
import { isBrowserOffline } from '../../api/reachability'
import { useSession } from '../../api/use-session'
import { useIsOnline } from '../../offline/online'
import { Button } from '../../ui/button'
import { Dialog } from '../../ui/dialog'
import { EmailField } from '../../ui/form/fields'
import { TextAreaField } from '../../ui/form/text-area-field'
import { valibotResolver } from '../../ui/form/valibot-resolver'
import { CheckIcon, CloseIcon, FlagIcon, RefreshIcon, WifiOffIcon } from '../../ui/icons'
import { OutcomeIcon } from '../../ui/outcome'
import { FormCaptcha, useFormSubmit } from '../session'
import { queueReport, sendGuestReport } from './queries'
import styles from './report-dialog.module.css'
import { isFinal, type ReportOutcome } from './report-outcome'

const ReasonSchema = ReportBodySchema.entries.reason

const GuestReportSchema = v.object({
  // Required for guests (the contract's body lets a signed-in user leave it out).
  userEmail: v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'), ReportEmailSchema),
  reason: ReasonSchema,
  recaptcha: CaptchaSchema,
})
const UserReportSchema = v.object({ reason: ReasonSchema })

type ReportInput = { userEmail: string; reason: string; recaptcha?: string }
type ReportOutput = { userEmail?: string; reason: string; recaptcha?: string }

const FIELDS = ['userEmail', 'reason', 'recaptcha'] as const

type Props = {
  isOpen: boolean
  onClose: () => void
  postId: number
  modelId: number
}

type Phase = { name: 'filling' } | { name: 'sending' } | { name: 'result'; outcome: ReportOutcome }

export function ReportDialog({ isOpen, onClose, postId, modelId }: Props) {
  const { t } = useLingui()
  const session = useSession()
  const isOnline = useIsOnline()
  const formId = useId()
  const user = session.status === 'user' ? session.user : null
  const isGuest = user === null
  const [phase, setPhase] = useState<Phase>({ name: 'filling' })
  const form = useForm<ReportInput, unknown, ReportOutput>({
    // The resolver follows the session: a guest who logs in meanwhile is no longer asked for an e-mail.
    resolver: valibotResolver<ReportInput, ReportOutput>(isGuest ? GuestReportSchema : UserReportSchema),
    mode: 'onTouched',
    defaultValues: { userEmail: '', reason: '' },
  })
  const { register, handleSubmit, setError, formState, watch, reset } = form
  const reasonLength = watch('reason')?.length ?? 0
  const errors = formState.errors

  // Each time it opens it starts at the form (keeping what was typed); results close themselves.
  useEffect(() => {
    if (isOpen) setPhase({ name: 'filling' })
  }, [isOpen])

  // The parent may render often (a new onClose each time); the timer must not start over.
  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose
  const outcome = phase.name === 'result' ? phase.outcome : null
  useEffect(() => {
    if (!outcome) return
    const timer = setTimeout(() => onCloseRef.current(), TIMING.reportAutoCloseMs)
    return () => clearTimeout(timer)
  }, [outcome])

  function showResult(result: ReportOutcome) {
    if (isFinal(result)) reset({ userEmail: '', reason: '' })
    setPhase({ name: 'result', outcome: result })
  }
  const guestBodyOf = (values: ReportOutput) => ({
    userEmail: values.userEmail,
    reason: values.reason,
    modelId,
    postId,
  })
  const submission = useFormSubmit({
    setError,
    fields: FIELDS,
    captchaFor: 'guests',
    send: (values: ReportOutput, key): Promise<ReportOutcome> => {
      if (!user) return sendGuestReport({ ...guestBodyOf(values), recaptcha: values.recaptcha }, key)
      // Only an address the server would accept: a queued report must never fail on it later.
      const userEmail = v.is(ReportEmailSchema, user.email) ? user.email : undefined
      return queueReport(user.id, { userEmail, reason: values.reason, modelId, postId }, isOnline)
    },
    retryKeyOf: guestBodyOf,
    onSend: () => setPhase({ name: 'sending' }),
    onSuccess: (result) => {
      // A captcha solution is good for one request.
      if (result !== 'success' && result !== 'already_reported') submission.captcha.current?.reset()
      showResult(result)
    },
    // No answer (R-REPORT-19): the generic error, or "offline" when the browser says so; the same
    // key next time lets the server tell whether it arrived.
    onFailure: ({ error, isUnanswered }) =>
      showResult(
        isUnanswered
          ? isBrowserOffline()
            ? 'offline'
            : 'error'
          : isApiError(error) && error.status === 422
            ? 'bad_request'
            : 'error',
      ),
  })
  const submit = handleSubmit(submission.submit)

  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      closeLabel={t`Close`}
      title={<Trans>Report this post</Trans>}
      actions={
        phase.name === 'result' ? (
          isFinal(phase.outcome) ? (
            <Button variant="secondary" onClick={onClose}>
              <Trans>Close</Trans>
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => setPhase({ name: 'filling' })}>
              <Trans>Back to the form</Trans>
            </Button>
          )
        ) : (
          <>
            <Button variant="secondary" onClick={onClose} disabled={phase.name === 'sending'}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" form={formId} isLoading={phase.name === 'sending'}>
              <Trans>Send report</Trans>
            </Button>
          </>
        )
      }
    >
      {phase.name === 'result' ? (
        <ReportResult outcome={phase.outcome} isOnline={isOnline} />
      ) : phase.name === 'sending' ? (
        // The modal's message before the answer comes: a waiting text. What was typed stays
        // in the form's state for "Back to the form".
        <div className={styles.result} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          <p className={styles.resultText}>
            <Trans>Sending your report. Please wait…</Trans>
          </p>
        </div>
      ) : (
        <form id={formId} className={styles.form} onSubmit={submit} noValidate>
          <p className={styles.intro}>
            <FlagIcon size={18} />
            <span>
              <Trans>Tell us what is wrong with this post</Trans>
            </span>
          </p>
          {isGuest ? <EmailField error={errors.userEmail?.message} {...register('userEmail')} /> : null}
          <TextAreaField
            label={t`Reason`}
            rows={4}
            counter={{ length: reasonLength, max: LIMITS.reportReasonMax }}
            error={errors.reason?.message}
            {...register('reason')}
          />
          <FormCaptcha submission={submission} form={form} />
        </form>
      )}
    </Dialog>
  )
}

function ReportResult({ outcome, isOnline }: { outcome: ReportOutcome; isOnline: boolean }) {
  const messages: Record<ReportOutcome, { tone: 'good' | 'bad' | 'wait'; text: ReactNode }> = {
    success: { tone: 'good', text: <Trans>Thank you. We received your report and will review this post.</Trans> },
    already_reported: {
      tone: 'good',
      text: <Trans>You have already reported this post. We are looking into it.</Trans>,
    },
    queued: {
      tone: 'wait',
      text: isOnline ? (
        <Trans>Your report is saved on this device and will be sent in a moment.</Trans>
      ) : (
        <Trans>Your report is saved on this device and will be sent as soon as you are back online.</Trans>
      ),
    },
    bad_request: {
      tone: 'bad',
      text: <Trans>We could not accept this report. Please check what you wrote and try again.</Trans>,
    },
    offline: { tone: 'wait', text: <Trans>You are offline. Sending a report needs a connection.</Trans> },
    error: { tone: 'bad', text: <Trans>An error ocurred. Please try again later.</Trans> },
  }
  const { tone, text } = messages[outcome]
  return (
    <div className={styles.result} role={tone === 'bad' ? 'alert' : 'status'} data-outcome={outcome}>
      <OutcomeIcon tone={tone}>
        {tone === 'good' ? (
          <CheckIcon size={28} />
        ) : tone === 'wait' ? (
          isOnline ? (
            <RefreshIcon size={26} />
          ) : (
            <WifiOffIcon size={26} />
          )
        ) : (
          <CloseIcon size={26} />
        )}
      </OutcomeIcon>
      <p className={styles.resultText}>{text}</p>
      <span className={styles.timer} aria-hidden="true" />
    </div>
  )
}
