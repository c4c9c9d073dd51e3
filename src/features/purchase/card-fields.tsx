/**
 * The card part of the card billing forms: number, expiry month and year, security
 * code. What is typed here goes to the processor's tokenisation endpoint, never to our API.
 */

import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { UseFormReturn } from 'react-hook-form'
import { TextField } from '../../ui/form/fields'
import styles from './card-fields.module.css'
import type { PayFormValues } from './form-rules'

type CardField = 'card_number' | 'month' | 'year' | 'card_key'

/** Card problems in the buyer's words rather than the generic templates. */
export function cardMessage(i18n: I18n, field: CardField, encoded: string | undefined): string | undefined {
  if (!encoded) return undefined
  const [key, requirement] = encoded.split('|')
  if (field === 'card_number') {
    if (key === 'required') return i18n._(msg`Enter the card number.`)
    if (key === 'integer') return i18n._(msg`Use digits only.`)
    if (key === 'min_length' || key === 'max_length') return i18n._(msg`A card number has 14 to 16 digits.`)
    return i18n._(msg`This card number is not valid. Check it and try again.`)
  }
  if (field === 'card_key') {
    if (key === 'required') return i18n._(msg`Enter the security code.`)
    if (key === 'integer') return i18n._(msg`Use digits only.`)
    return i18n._(msg`The security code has 3 or 4 digits.`)
  }
  if (key === 'required') return field === 'month' ? i18n._(msg`Enter the month.`) : i18n._(msg`Enter the year.`)
  if (key === 'integer') return field === 'month' ? i18n._(msg`Two digits: MM.`) : i18n._(msg`Two digits: YY.`)
  // A past month of this year, or a past year: the card has expired.
  if (key === 'min_value' && requirement !== '1') return i18n._(msg`This card has expired.`)
  return field === 'month' ? i18n._(msg`Enter a month from 01 to 12.`) : i18n._(msg`Enter a valid year.`)
}

export function CardFields({ form, onCardChange }: { form: UseFormReturn<PayFormValues>; onCardChange: () => void }) {
  const { t, i18n } = useLingui()
  const { register, formState } = form
  const errors = formState.errors
  const onChange = { onChange: onCardChange }
  return (
    <div className={styles.cardBox}>
      <TextField
        label={t`Card number`}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        maxLength={23}
        error={cardMessage(i18n, 'card_number', errors.card_number?.message)}
        {...register('card_number', onChange)}
      />
      <div className={styles.cardRow}>
        <TextField
          label={t`Month (MM)`}
          inputMode="numeric"
          autoComplete="cc-exp-month"
          placeholder="MM"
          maxLength={4}
          error={cardMessage(i18n, 'month', errors.card_expiry?.month?.message)}
          {...register('card_expiry.month', onChange)}
        />
        <TextField
          label={t`Year (YY)`}
          inputMode="numeric"
          autoComplete="cc-exp-year"
          placeholder="YY"
          maxLength={4}
          error={cardMessage(i18n, 'year', errors.card_expiry?.year?.message)}
          {...register('card_expiry.year', onChange)}
        />
        <TextField
          label={t`Security code`}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="CVV"
          maxLength={5}
          error={cardMessage(i18n, 'card_key', errors.card_key?.message)}
          {...register('card_key', onChange)}
        />
      </div>
    </div>
  )
}
