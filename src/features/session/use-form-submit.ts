/**
 * The steps every form that sends to the server takes, as one TanStack Query mutation: the captcha
 * solved first (where the app configuration asks for one), an optional check of the form's own,
 * "offline" said before sending where the form needs the network, the same Idempotency-Key while
 * the same values go again after no answer came, and the server's field problems put under their
 * fields. A failed attempt gives the captcha a fresh challenge (a solution is good for one request).
 * What the form shows for each answer stays the form's: it gets the result or the failure.
 */
import { useMutation, useQuery } from '@tanstack/react-query'
import { useRef } from 'react'
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { isApiError } from '../../api/errors'
import { isBrowserOffline } from '../../api/reachability'
import { useSession } from '../../api/use-session'
import { createRetryKey } from '../../lib/retry-key'
import { appConfigQuery } from './app-config'
import type { CaptchaHandle } from './captcha-field'
import { applyServerErrors } from './server-errors'

export type SubmitFailure = {
  error: unknown
  /** No answer came back (offline, timed out): the request may have arrived. */
  isUnanswered: boolean
  /** The server's messages that no field of the form took. */
  messages: string[]
  /** The server named the problems and every one of them is shown under its field. */
  isShownInFields: boolean
}

type Options<TInput extends FieldValues, TValues extends { recaptcha?: string }, TResult> = {
  setError: UseFormSetError<TInput>
  /** The fields the server's problems may be put under. */
  fields: readonly Path<TInput>[]
  /** Who solves the captcha when the app configuration asks for it: everyone, or guests only. */
  captchaFor?: 'everyone' | 'guests' | 'nobody'
  /** Sends the values; `idempotencyKey` is set when `retryKeyOf` is given. */
  send: (values: TValues, idempotencyKey: string) => Promise<TResult>
  /** The values the Idempotency-Key follows (the same ones again keep the key until an answer comes). */
  retryKeyOf?: (values: TValues) => unknown
  /** A check of the form's own after the captcha's; false stops the submit. */
  check?: (values: TValues) => boolean | Promise<boolean>
  /** Given when the form needs the network: called instead of sending while the browser is offline. */
  whenOffline?: (values: TValues) => void
  /** Right before the request goes. */
  onSend?: (values: TValues) => void
  onSuccess?: (result: TResult, values: TValues) => unknown
  onFailure?: (failure: SubmitFailure, values: TValues) => unknown
}

export function useFormSubmit<TInput extends FieldValues, TValues extends { recaptcha?: string }, TResult>(
  options: Options<TInput, TValues, TResult>,
) {
  const { setError, fields, captchaFor = 'everyone', send, retryKeyOf, check, whenOffline } = options
  const config = useQuery(appConfigQuery())
  const session = useSession()
  const captcha = useRef<CaptchaHandle>(null)
  const retryKey = useRef(createRetryKey())
  const mutation = useMutation({
    mutationFn: ({ values, key }: { values: TValues; key: string }) => send(values, key),
  })
  const isGuest = session.status !== 'user'
  const needsCaptcha =
    captchaFor !== 'nobody' && (captchaFor === 'everyone' || isGuest) && (config.data?.captcha ?? true)

  async function submit(values: TValues): Promise<void> {
    if (needsCaptcha && !values.recaptcha) {
      setError('recaptcha' as Path<TInput>, { message: 'captcha' })
      return
    }
    if (check && !(await check(values))) return
    if (whenOffline && isBrowserOffline()) {
      whenOffline(values)
      return
    }
    const key = retryKeyOf ? retryKey.current.keyFor(retryKeyOf(values)) : ''
    options.onSend?.(values)
    try {
      const result = await mutation.mutateAsync({ values, key })
      retryKey.current.settle()
      await options.onSuccess?.(result, values)
    } catch (error) {
      const isUnanswered = isApiError(error) && error.isNetwork
      if (!isUnanswered) retryKey.current.settle()
      captcha.current?.reset()
      const messages = applyServerErrors(error, setError, fields)
      const isShownInFields = isApiError(error) && Boolean(error.body?.issues) && messages.length === 0
      await options.onFailure?.({ error, isUnanswered, messages, isShownInFields }, values)
    }
  }

  return { submit, captcha, needsCaptcha, isSending: mutation.isPending }
}
