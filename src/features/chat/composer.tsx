/**
 * The message input at the bottom of a conversation: a text area that grows with what is typed
 * (Enter sends, Shift+Enter starts a new line), checked with the contract's rule before it is
 * queued. Online or not, the message goes through the offline outbox and the input empties once
 * it is safely queued; what was typed stays when it cannot be. Typing tells the other side.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { type KeyboardEvent, useId, useRef } from 'react'
import { useForm } from 'react-hook-form'
import * as v from 'valibot'
import { CHAT_MESSAGE_RULE, ChatMessageBodySchema } from '../../../contract/schemas/conversation'
import { ComposerStatus } from '../../ui/form/composer-status'
import { valibotResolver } from '../../ui/form/valibot-resolver'
import { SendIcon } from '../../ui/icons'
import styles from './chat.module.css'

const DraftSchema = v.object({ body: ChatMessageBodySchema.entries.body })
type DraftInput = { body: string }
type Draft = v.InferOutput<typeof DraftSchema>

/** The counter appears this close to the limit. */
const COUNT_FROM = CHAT_MESSAGE_RULE.max - 200
/** Typing is announced at most this often. */
const TYPING_EVERY_MS = 2500

type Props = {
  recipient: string
  isOnline: boolean
  onSend: (body: string) => Promise<void>
  onTyping: () => void
}

export function Composer({ recipient, isOnline, onSend, onTyping }: Props) {
  const { t } = useLingui()
  const errorId = useId()
  const countId = useId()
  const lastTyping = useRef(0)
  const form = useForm<DraftInput, unknown, Draft>({
    resolver: valibotResolver(DraftSchema),
    defaultValues: { body: '' },
  })
  const { register, handleSubmit, formState, reset, setError, setValue, getValues, watch } = form
  const field = register('body', {
    onChange: () => {
      const now = Date.now()
      if (now - lastTyping.current < TYPING_EVERY_MS) return
      lastTyping.current = now
      onTyping()
    },
  })
  const length = watch('body').length
  const error = formState.errors.body?.message

  const submit = handleSubmit(async (draft) => {
    // Emptied at once, so the next message can be typed while this one is being queued.
    reset({ body: '' })
    lastTyping.current = 0
    try {
      await onSend(draft.body)
    } catch {
      // The queue lives in IndexedDB; without it (storage refused) the text comes back to try again.
      if (getValues('body') === '') setValue('body', draft.body)
      setError('body', { message: t`Your message could not be saved on this device. Please try again.` })
    }
  })

  function sendOnEnter(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
    event.preventDefault()
    void submit()
  }

  const describedBy = [error ? errorId : '', length >= COUNT_FROM ? countId : ''].filter(Boolean).join(' ')
  return (
    <form className={styles.composer} onSubmit={submit} noValidate>
      <div className={styles.composerRow}>
        <textarea
          {...field}
          className={styles.input}
          rows={1}
          enterKeyHint="send"
          autoComplete="off"
          placeholder={t`Message ${recipient}`}
          aria-label={t`Your message`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onKeyDown={sendOnEnter}
        />
        <button type="submit" className={styles.send} aria-label={t`Send`} disabled={formState.isSubmitting}>
          <SendIcon size={20} />
        </button>
      </div>
      {length >= COUNT_FROM ? (
        <p id={countId} className={length > CHAT_MESSAGE_RULE.max ? styles.countOver : styles.count}>
          {length} / {CHAT_MESSAGE_RULE.max}
        </p>
      ) : null}
      <ComposerStatus
        error={error}
        errorId={errorId}
        label={t`Your message`}
        isOnline={isOnline}
        offlineNote={<Trans>You are offline. Your messages will be sent when you are back online.</Trans>}
        classNames={{ error: styles.error, offline: styles.offlineNote }}
      />
    </form>
  )
}
