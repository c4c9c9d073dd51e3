/**
 * The promotional code field: applied after a 1 s pause in typing, at once when cleared. An
 * applied code says what the total does: it includes the promotion, or, while the buyer pays without
 * it (409, 410) or on a plan it does not apply to, it is the regular price.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { TextField } from '../../ui/form/fields'
import styles from './promo-field.module.css'
import textStyles from './purchase-text.module.css'

/** `unavailable`: a valid code this buyer cannot use (already used, trial taken…): prices are without it. */
export type PromoStatus = 'idle' | 'checking' | 'applied' | 'unavailable' | 'invalid'

type Props = { value: string; status: PromoStatus; onChange: (value: string) => void; isOmitted: boolean }

export function PromoField({ value, status, onChange, isOmitted }: Props) {
  const { t } = useLingui()
  const [isOpen, setIsOpen] = useState(value !== '')
  if (!isOpen) {
    return (
      <button type="button" className={textStyles.inlineLink} onClick={() => setIsOpen(true)}>
        <Trans>Have a promotional code?</Trans>
      </button>
    )
  }
  return (
    <div className={styles.promoField}>
      <TextField
        label={t`Promotional code`}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        value={value}
        maxLength={64}
        onChange={(event) => onChange(event.target.value)}
        error={status === 'invalid' ? t`This promotional code is not valid.` : undefined}
        hint={
          status === 'checking'
            ? t`Checking the code…`
            : status === 'unavailable'
              ? t`This code is not available to you: prices are shown without it.`
              : status !== 'applied'
                ? undefined
                : isOmitted
                  ? t`Not applied to this payment: the total is the regular price.`
                  : t`Code applied: the total includes it.`
        }
      />
    </div>
  )
}
