/** The promotional code field (001 §4): applied after a 1 s pause in typing, at once when cleared. */
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { TextField } from '../../ui/form/fields'
import styles from './purchase.module.css'

/** `unavailable`: a valid code this buyer cannot use (already used, trial taken…): prices are without it. */
export type PromoStatus = 'idle' | 'checking' | 'applied' | 'unavailable' | 'invalid'

type Props = { value: string; status: PromoStatus; onChange: (value: string) => void }

export function PromoField({ value, status, onChange }: Props) {
  const { t } = useLingui()
  const [isOpen, setIsOpen] = useState(value !== '')
  if (!isOpen) {
    return (
      <button type="button" className={styles.inlineLink} onClick={() => setIsOpen(true)}>
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
            : status === 'applied'
              ? t`Code applied.`
              : status === 'unavailable'
                ? t`This code is not available to you: prices are shown without it.`
                : undefined
        }
      />
    </div>
  )
}
