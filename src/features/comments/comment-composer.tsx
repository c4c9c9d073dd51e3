/**
 * The comment input at the bottom of the sheet: eight quick-insert emojis, the text and
 * a send button. A reply starts with "@username " and shows whom it answers, with Cancel. The text
 * is checked with the contract's rule before it is queued; offline it is queued all the same.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useImperativeHandle, useRef } from 'react'
import { useForm } from 'react-hook-form'
import * as v from 'valibot'
import { CommentBodySchema } from '../../../contract/schemas/comment'
import { ComposerStatus } from '../../ui/form/composer-status'
import { valibotResolver } from '../../ui/form/valibot-resolver'
import { SendIcon } from '../../ui/icons'
import { QuickPicks } from '../../ui/quick-picks'
import { withMention, withoutMention } from './comment-list'
import styles from './comments-sheet.module.css'

/** The eight quick-insert emojis. */
export const QUICK_EMOJIS = ['😍', '🔥', '❤️', '😂', '👏', '😮', '💋', '🙌'] as const

const DraftSchema = v.object({ message: CommentBodySchema.entries.message })
type DraftInput = { message: string }
type Draft = v.InferOutput<typeof DraftSchema>

export type ComposerHandle = {
  /** Starts a reply: the mention goes in front of what was typed, and the input gets the focus. */
  mention: (username: string) => void
}

type Props = {
  replyTo: string | null
  onCancelReply: () => void
  /** Queues the comment; the input empties once it is safely queued. */
  onSend: (message: string) => Promise<void>
  isOnline: boolean
  ref?: React.Ref<ComposerHandle>
}

export function CommentComposer({ replyTo, onCancelReply, onSend, isOnline, ref }: Props) {
  const { t } = useLingui()
  const inputRef = useRef<HTMLInputElement | null>(null)
  const errorId = useId()
  const form = useForm<DraftInput, unknown, Draft>({
    resolver: valibotResolver(DraftSchema),
    defaultValues: { message: '' },
  })
  const { register, handleSubmit, setValue, getValues, formState, reset, clearErrors, setError } = form
  const message = register('message')
  const error = formState.errors.message?.message

  function focusAtEnd() {
    const input = inputRef.current
    if (!input) return
    input.focus()
    input.setSelectionRange(input.value.length, input.value.length)
  }

  useImperativeHandle(ref, () => ({
    mention: (username) => {
      setValue('message', withMention(getValues('message'), username))
      clearErrors('message')
      focusAtEnd()
    },
  }))

  function cancelReply() {
    if (replyTo) setValue('message', withoutMention(getValues('message'), replyTo))
    onCancelReply()
    focusAtEnd()
  }

  function insert(emoji: string) {
    const input = inputRef.current
    const current = getValues('message')
    const start = input?.selectionStart ?? current.length
    const end = input?.selectionEnd ?? current.length
    setValue('message', current.slice(0, start) + emoji + current.slice(end), {
      shouldValidate: formState.isSubmitted,
    })
    // Keep typing where the emoji went in.
    requestAnimationFrame(() => {
      input?.focus()
      input?.setSelectionRange(start + emoji.length, start + emoji.length)
    })
  }

  const submit = handleSubmit(async (draft) => {
    try {
      await onSend(draft.message)
    } catch {
      // The queue lives in IndexedDB; without it (a private window that refuses storage) keep the text.
      setError('message', { message: t`Your comment could not be saved on this device. Please try again.` })
      return
    }
    reset({ message: '' })
  })

  return (
    <form className={styles.composer} onSubmit={submit} noValidate>
      {replyTo ? (
        <p className={styles.replying}>
          <span>
            <Trans>Replying to @{replyTo}</Trans>
          </span>
          <span aria-hidden="true">·</span>
          <button type="button" className={styles.linkButton} onClick={cancelReply}>
            <Trans>Cancel</Trans>
          </button>
        </p>
      ) : null}
      <QuickPicks
        legend={t`Quick emojis`}
        values={QUICK_EMOJIS}
        labelOf={(emoji) => t`Insert ${emoji}`}
        onPick={insert}
        classNames={{ group: styles.emojis, button: styles.emoji }}
      />
      <div className={styles.inputRow}>
        <input
          {...message}
          ref={(node) => {
            message.ref(node)
            inputRef.current = node
          }}
          className={styles.input}
          type="text"
          enterKeyHint="send"
          autoComplete="off"
          placeholder={replyTo ? t`Write a reply…` : t`Add a comment…`}
          aria-label={replyTo ? t`Your reply` : t`Your comment`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <button type="submit" className={styles.send} aria-label={t`Send`} disabled={formState.isSubmitting}>
          <SendIcon size={20} />
        </button>
      </div>
      <ComposerStatus
        error={error}
        errorId={errorId}
        label={t`Your comment`}
        isOnline={isOnline}
        offlineNote={<Trans>You are offline. Your comment will be sent when you are back online.</Trans>}
        classNames={{ error: styles.error, offline: styles.offlineNote }}
      />
    </form>
  )
}
