/**
 * The member's spending limits: a daily cap (last 24 hours), a monthly cap (last 30
 * days) and a threshold above which a spend asks to be confirmed, in tokens; an empty field means
 * none. Shows what was spent in each window. Saving needs a connection; offline it is read only.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import * as v from 'valibot'
import { WALLET } from '../../../contract/limits'
import type { SpendingLimits } from '../../../contract/schemas/wallet'
import { isApiError } from '../../api/errors'
import { useIsOnline } from '../../offline/online'
import { Button } from '../../ui/button'
import { FormError, FormNotice, TextField } from '../../ui/form/fields'
import { encodeFieldMessage, valibotResolver } from '../../ui/form/valibot-resolver'
import { CardFallback } from './card-fallback'
import { spendingLimitsQuery, useSpendingLimitsMutation } from './queries'
import styles from './wallet.module.css'

/** Daily above monthly: said in words of its own, not as a bare maximum. */
const DAILY_ABOVE_MONTHLY = 'daily_above_monthly'

/** A limit typed as text: empty for none, else a whole number from 1 to the largest allowed. */
const LimitField = v.pipe(
  v.string(),
  v.trim(),
  v.check((text) => text === '' || /^\d+$/.test(text), 'integer'),
  v.transform((text) => (text === '' ? null : Number(text))),
  v.nullable(v.pipe(v.number(), v.minValue(1, 'min_value'), v.maxValue(WALLET.limitMax, 'max_value'))),
)

const LimitsFormSchema = v.pipe(
  v.object({ daily_cap: LimitField, monthly_cap: LimitField, confirm_above: LimitField }),
  v.forward(
    v.partialCheck(
      [['daily_cap'], ['monthly_cap']],
      ({ daily_cap, monthly_cap }) => daily_cap === null || monthly_cap === null || daily_cap <= monthly_cap,
      DAILY_ABOVE_MONTHLY,
    ),
    ['daily_cap'],
  ),
)
type LimitsInput = { daily_cap: string; monthly_cap: string; confirm_above: string }
type LimitsOutput = v.InferOutput<typeof LimitsFormSchema>
const FIELDS = ['daily_cap', 'monthly_cap', 'confirm_above'] as const

function inputOf(limits: SpendingLimits): LimitsInput {
  const text = (value: number | null) => (value === null ? '' : String(value))
  return {
    daily_cap: text(limits.daily_cap),
    monthly_cap: text(limits.monthly_cap),
    confirm_above: text(limits.confirm_above),
  }
}

export function SpendingLimitsCard({ userId, id }: { userId: number; id: string }) {
  const { t, i18n } = useLingui()
  const isOnline = useIsOnline()
  const limits = useQuery({ ...spendingLimitsQuery(userId), enabled: userId > 0 })
  const saveLimits = useSpendingLimitsMutation(userId)
  const [status, setStatus] = useState<'idle' | 'saved' | 'error'>('idle')
  const section = useRef<HTMLElement>(null)
  const form = useForm<LimitsInput, unknown, LimitsOutput>({
    resolver: valibotResolver(LimitsFormSchema),
    mode: 'onTouched',
    defaultValues: { daily_cap: '', monthly_cap: '', confirm_above: '' },
  })
  const { register, handleSubmit, formState, reset, setError } = form
  const data = limits.data

  // The saved limits fill the form once they arrive (and again after a save), never over typing.
  const isDirty = formState.isDirty
  useEffect(() => {
    if (data && !isDirty) reset(inputOf(data))
  }, [data, isDirty, reset])

  // /tokens#spending-limits (the dashboard's link, the limit panel's) lands here once it has content.
  const hasData = data !== undefined
  useEffect(() => {
    if (hasData && location.hash === `#${id}`) section.current?.scrollIntoView({ block: 'start' })
  }, [hasData, id])

  const submit = handleSubmit(async (values) => {
    setStatus('idle')
    try {
      const saved = await saveLimits.mutateAsync(values)
      reset(inputOf(saved))
      setStatus('saved')
    } catch (error) {
      const issues = isApiError(error) ? error.body?.issues : undefined
      let isFieldError = false
      for (const field of FIELDS) {
        const issue = issues?.[field]?.[0]
        if (issue) {
          setError(field, { message: encodeFieldMessage(issue.message, issue.requirement) })
          isFieldError = true
        }
      }
      if (!isFieldError) setStatus('error')
    }
  })

  const errorOf = (field: (typeof FIELDS)[number]) => {
    const message = formState.errors[field]?.message
    return message === DAILY_ABOVE_MONTHLY ? t`The daily limit cannot be above the monthly one.` : message
  }

  const limitInputs: { field: (typeof FIELDS)[number]; label: string; placeholder: string; hint: string }[] = [
    { field: 'daily_cap', label: t`Daily limit`, placeholder: t`No limit`, hint: t`Tokens in any 24 hours` },
    { field: 'monthly_cap', label: t`Monthly limit`, placeholder: t`No limit`, hint: t`Tokens in any 30 days` },
    {
      field: 'confirm_above',
      label: t`Ask me to confirm above`,
      placeholder: t`Never ask`,
      hint: t`Tokens in one tip or unlock`,
    },
  ]

  let content: React.ReactNode
  if (!data) {
    content = (
      <CardFallback
        query={limits}
        skeleton={{ rows: 3, height: 48 }}
        failedText={<Trans>Your limits could not be loaded.</Trans>}
        offlineText={<Trans>Your limits are shown when you are back online.</Trans>}
      />
    )
  } else {
    const day = i18n.number(data.spent_last_24h)
    const month = i18n.number(data.spent_last_30d)
    content = (
      <form className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.spent}>
          <Trans>
            Spent in the last 24 hours: <strong className="tabular">{day}</strong> tokens. In the last 30 days:{' '}
            <strong className="tabular">{month}</strong> tokens.
          </Trans>
        </p>
        {status === 'saved' ? (
          <FormNotice>
            <Trans>Your limits are saved. They apply from your next spend.</Trans>
          </FormNotice>
        ) : null}
        {status === 'error' ? (
          <FormError>
            <Trans>Your limits could not be saved. Please try again.</Trans>
          </FormError>
        ) : null}
        <div className={styles.limitFields}>
          {limitInputs.map(({ field, label, placeholder, hint }) => (
            <TextField
              key={field}
              label={label}
              inputMode="numeric"
              autoComplete="off"
              placeholder={placeholder}
              hint={hint}
              error={errorOf(field)}
              {...register(field)}
            />
          ))}
        </div>
        <Button type="submit" isLoading={formState.isSubmitting} disabled={!isOnline} className={styles.save}>
          <Trans>Save limits</Trans>
        </Button>
        {isOnline ? null : (
          <p className={styles.muted}>
            <Trans>You are offline. Limits can be changed when you are back online.</Trans>
          </p>
        )}
      </form>
    )
  }

  return (
    <section ref={section} id={id} className={`${styles.section} ${styles.card}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        <Trans>Spending limits</Trans>
      </h2>
      <p className={styles.muted}>
        <Trans>Set how many tokens you may spend on tips and unlocks. Leave a field empty for no limit.</Trans>
      </p>
      {content}
    </section>
  )
}
