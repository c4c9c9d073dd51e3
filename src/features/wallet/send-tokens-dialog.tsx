/**
 * The send-tokens modal: a form (a whole number of tokens, at least 3, and a
 * note of up to 200 characters), a spinner while sending, a success card with the amount, and the
 * not-enough-tokens panel with back and buy tokens. After a send the form is back at the minimum
 * with an empty note. The parent keeps it mounted, so what was typed survives closing it.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import * as v from 'valibot'
import { WALLET } from '../../../contract/limits'
import { TipBodySchema } from '../../../contract/schemas/wallet'
import { Button } from '../../ui/button'
import { TextField } from '../../ui/form/fields'
import { TextAreaField } from '../../ui/form/text-area-field'
import { valibotResolver } from '../../ui/form/valibot-resolver'
import { CheckIcon } from '../../ui/icons'
import { withMoneyCatalog } from './catalog'
import { SpendDialog, useSpendDialog } from './spend-dialog'
import { Notice, OfflineNote } from './spend-panel'
import styles from './wallet.module.css'

/** Who receives the tokens, and the post they were sent from (none from a profile). */
export type TipTarget = { modelId: number; creatorName: string; postId: number | null }

type Props = TipTarget & { isOpen: boolean; onClose: () => void }

const TipFormSchema = v.object({
  // Typed as text, so "3.5" and an empty box get their own messages (required, integer, minimum).
  tokens: v.pipe(
    v.string('required'),
    v.trim(),
    v.nonEmpty('required'),
    v.regex(/^\d+$/, 'integer'),
    v.transform(Number),
    v.minValue(WALLET.minTip, 'min_value'),
    v.maxValue(WALLET.maxSpend, 'max_value'),
  ),
  message: TipBodySchema.entries.message,
})
type TipInput = { tokens: string; message: string }
type TipOutput = v.InferOutput<typeof TipFormSchema>

const EMPTY_FORM: TipInput = { tokens: String(WALLET.minTip), message: '' }
/** One-tap amounts beside the field. */
const QUICK_AMOUNTS = [WALLET.minTip, 10, 25, 50] as const

export const SendTokensDialog = withMoneyCatalog(function SendTokensDialog({
  isOpen,
  onClose,
  modelId,
  creatorName,
  postId,
}: Props) {
  const { t, i18n } = useLingui()
  const formId = useId()
  // A finished send or a refusal is not shown again next time; the form (and what was typed) stays.
  const { spend, isOnline, balance, close, dialog } = useSpendDialog({ isOpen, onClose })
  const form = useForm<TipInput, unknown, TipOutput>({
    resolver: valibotResolver(TipFormSchema),
    mode: 'onTouched',
    defaultValues: EMPTY_FORM,
  })
  const { register, handleSubmit, formState, watch, setValue, reset } = form
  const messageLength = watch('message')?.length ?? 0
  const typed = Number(watch('tokens'))
  const { phase } = spend
  const isSending = phase.name === 'sending'
  const minimum = WALLET.minTip
  const amount = phase.name === 'done' ? phase.result.meta.charged : Number.isInteger(typed) ? typed : 0

  const submit = handleSubmit(async ({ tokens, message }) => {
    const result = await spend.send({ type: 'no_post_block', model_id: modelId, tokens, message, post_id: postId })
    // After a send the form starts again from the minimum and an empty note.
    if (result) reset(EMPTY_FORM)
  })

  let body: React.ReactNode
  let actions: React.ReactNode
  if (phase.name === 'done') {
    const sent = phase.result.meta.charged
    const left = i18n.number(phase.result.meta.balance)
    body = (
      <Notice
        tone="good"
        icon={<CheckIcon size={28} />}
        title={<Plural value={sent} one="You sent # token" other="You sent # tokens" />}
      >
        <Trans>
          {creatorName} has them now. Your balance is {left} tokens.
        </Trans>
      </Notice>
    )
    // Keyed apart from the form's buttons: were the submit button's element reused for Done, the
    // click that closes the modal would go on to submit the form put back behind it, sending again.
    actions = (
      <>
        <Button key="more" variant="secondary" onClick={() => spend.reset()}>
          <Trans>Send more</Trans>
        </Button>
        <Button key="done" onClick={close}>
          <Trans>Done</Trans>
        </Button>
      </>
    )
  } else {
    body = (
      <form id={formId} className={styles.form} onSubmit={submit} noValidate aria-busy={isSending}>
        {isOnline ? null : <OfflineNote />}
        <BalanceLine balance={balance.data} isLoading={balance.isPending && balance.fetchStatus !== 'idle'} />
        <TextField
          label={t`Tokens`}
          inputMode="numeric"
          autoComplete="off"
          hint={t`At least ${minimum} tokens, a whole number.`}
          error={formState.errors.tokens?.message}
          disabled={isSending}
          {...register('tokens')}
        />
        <fieldset className={styles.quick} disabled={isSending}>
          <legend className="visually-hidden">{t`Quick amounts`}</legend>
          {QUICK_AMOUNTS.map((value) => (
            <button
              key={value}
              type="button"
              className={styles.quickAmount}
              aria-pressed={typed === value}
              onClick={() => setValue('tokens', String(value), { shouldValidate: formState.isSubmitted })}
            >
              <Plural value={value} one="# token" other="# tokens" />
            </button>
          ))}
        </fieldset>
        <TextAreaField
          label={t`Message (optional)`}
          rows={3}
          counter={{ length: messageLength, max: WALLET.tipMessageMax }}
          // The box stops at the limit as it is typed, instead of complaining only on Send.
          maxLength={WALLET.tipMessageMax}
          error={formState.errors.message?.message}
          disabled={isSending}
          {...register('message')}
        />
        {isSending ? (
          <p className="visually-hidden" role="status">
            <Trans>Sending your tokens…</Trans>
          </p>
        ) : null}
      </form>
    )
    actions = (
      <>
        <Button key="cancel" variant="secondary" onClick={close} disabled={isSending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button key="send" type="submit" form={formId} isLoading={isSending} disabled={!isOnline}>
          <Trans>Send tokens</Trans>
        </Button>
      </>
    )
  }

  return (
    <SpendDialog {...dialog} title={<Trans>Send tokens to {creatorName}</Trans>} amount={amount} actions={actions}>
      {body}
    </SpendDialog>
  )
})

/** "Your balance: 40 tokens", or its placeholder while it loads; nothing when it cannot be read. */
export function BalanceLine({ balance, isLoading }: { balance: number | undefined; isLoading: boolean }) {
  const { i18n } = useLingui()
  if (balance === undefined) {
    return isLoading ? (
      <p className={styles.balanceLine} aria-hidden="true">
        &nbsp;
      </p>
    ) : null
  }
  const amount = i18n.number(balance)
  return (
    <p className={styles.balanceLine}>
      <Trans>
        Your balance: <strong className="tabular">{amount}</strong> tokens
      </Trans>
    </p>
  )
}
