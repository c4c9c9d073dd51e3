/**
 * The payment-country selector: payable countries by name, the visitor's own
 * preselected, "International" for anywhere else; a value that is not one of the loaded countries
 * shows 'required' (and blocks paying); a load failure shows 'error' in the select, with a retry.
 */
import { useLingui } from '@lingui/react/macro'
import type { Country, CountryIdInput } from '../../../contract/schemas/purchase'
import { INTERNATIONAL } from '../../../contract/schemas/purchase'
import { SelectField } from '../../ui/form/select-field'
import styles from './country-field.module.css'
import textStyles from './purchase-text.module.css'

type Props = {
  countries: Country[] | undefined
  isError: boolean
  onRetry: () => void
  value: CountryIdInput | undefined
  onChange: (value: CountryIdInput) => void
  disabled?: boolean
}

/** A select whose options could not be loaded: 'error' in it, the reason under it, and a retry. */
export function FailedSelect({ label, message, onRetry }: { label: string; message: string; onRetry: () => void }) {
  const { t } = useLingui()
  return (
    <div className={styles.countryRow}>
      <SelectField label={label} error={message} value="error" onChange={() => {}}>
        <option value="error">{t`Error`}</option>
      </SelectField>
      <button type="button" className={textStyles.inlineLink} onClick={onRetry}>
        {t`Try again`}
      </button>
    </div>
  )
}

/**
 * Whether the chosen payment country is one the screen can pay from: one of the loaded
 * countries, or International beside them. Nothing while the list is loading or failed to load.
 */
export function isKnownCountry(countries: Country[] | undefined, value: CountryIdInput | undefined): boolean {
  if (countries === undefined) return false
  if (value === INTERNATIONAL) return true
  return countries.some((country) => country.id === value)
}

export function CountryField({ countries, isError, onRetry, value, onChange, disabled }: Props) {
  const { t, i18n } = useLingui()
  const names = (() => {
    try {
      return new Intl.DisplayNames([i18n.locale], { type: 'region' })
    } catch {
      return null
    }
  })()
  if (isError) {
    return (
      <FailedSelect label={t`Country of payment`} message={t`The countries could not be loaded.`} onRetry={onRetry} />
    )
  }
  const known = isKnownCountry(countries, value)
  return (
    <SelectField
      label={t`Country of payment`}
      value={countries === undefined ? '' : known ? String(value) : ''}
      disabled={disabled || countries === undefined}
      error={countries !== undefined && !known ? 'required' : undefined}
      onChange={(event) => {
        const raw = event.target.value
        onChange(raw === INTERNATIONAL ? INTERNATIONAL : Number(raw))
      }}
    >
      {countries === undefined ? <option value="">{t`Loading…`}</option> : null}
      {countries !== undefined && !known ? <option value="">{t`Choose a country`}</option> : null}
      <option value={INTERNATIONAL}>{t`International (other countries)`}</option>
      {(countries ?? []).map((country) => (
        <option key={country.id} value={country.id}>
          {names?.of(country.code) ?? country.name}
        </option>
      ))}
    </SelectField>
  )
}
