/**
 * The card part of the card billing forms: number, expiry month and year, security
 * code. What is typed here goes to the processor's tokenisation endpoint, never to our API.
 */

import type { I18n, MessageDescriptor } from '@lingui/core'
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

/** One of the card's inputs: the form value it fills, whose messages it shows, and how it is typed. */
type CardInput = {
  name: 'card_number' | 'card_expiry.month' | 'card_expiry.year' | 'card_key'
  field: CardField
  label: MessageDescriptor
  autoComplete: string
  placeholder: string
  maxLength: number
}

const CARD_NUMBER: CardInput = {
  name: 'card_number',
  field: 'card_number',
  label: msg`Card number`,
  autoComplete: 'cc-number',
  placeholder: '1234 1234 1234 1234',
  maxLength: 23,
}

/** Side by side under the number: the expiry month and year, and the security code. */
const EXPIRY_AND_CODE: CardInput[] = [
  {
    name: 'card_expiry.month',
    field: 'month',
    label: msg`Month (MM)`,
    autoComplete: 'cc-exp-month',
    placeholder: 'MM',
    maxLength: 4,
  },
  {
    name: 'card_expiry.year',
    field: 'year',
    label: msg`Year (YY)`,
    autoComplete: 'cc-exp-year',
    placeholder: 'YY',
    maxLength: 4,
  },
  {
    name: 'card_key',
    field: 'card_key',
    label: msg`Security code`,
    autoComplete: 'cc-csc',
    placeholder: 'CVV',
    maxLength: 5,
  },
]

type Props = { form: UseFormReturn<PayFormValues>; onCardChange: () => void }

export function CardFields({ form, onCardChange }: Props) {
  return (
    <div className={styles.cardBox}>
      <CardTextField input={CARD_NUMBER} form={form} onCardChange={onCardChange} />
      <div className={styles.cardRow}>
        {EXPIRY_AND_CODE.map((input) => (
          <CardTextField key={input.name} input={input} form={form} onCardChange={onCardChange} />
        ))}
      </div>
    </div>
  )
}

function CardTextField({ input, form, onCardChange }: Props & { input: CardInput }) {
  const { i18n } = useLingui()
  const { error } = form.getFieldState(input.name, form.formState)
  return (
    <TextField
      label={i18n._(input.label)}
      inputMode="numeric"
      autoComplete={input.autoComplete}
      placeholder={input.placeholder}
      maxLength={input.maxLength}
      error={cardMessage(i18n, input.field, error?.message)}
      {...form.register(input.name, { onChange: onCardChange })}
    />
  )
}
