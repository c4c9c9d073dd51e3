/**
 * The billing data of the card forms: names, address, city, state, ZIP and
 * country; the Brazilian tax id on the cielo form when the billing or the visitor's country is BR.
 * The billing country is any country (the full list, not only those payments can be made from),
 * loaded on its own: its failure shows 'error' in the country select, with a retry. Choosing a
 * country clears the state and loads that country's subdivisions; a failed load shows 'error' in
 * the state select, and subdivisions of another country are flagged.
 */
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { CARD_RULES } from '../../../contract/limits'
import { isBrTaxIdRequired } from '../../../contract/payment-rules'
import type { Country } from '../../../contract/schemas/purchase'
import { usePreferences } from '../../api/use-preferences'
import { Button } from '../../ui/button'
import { TextField } from '../../ui/form/fields'
import { SelectField } from '../../ui/form/select-field'
import styles from './billing-fields.module.css'
import { FailedSelect } from './country-field'
import type { PayFormValues } from './form-rules'
import textStyles from './purchase-text.module.css'
import { billingCountriesQuery, subdivisionsQuery } from './queries'

export type BillingCountries = { list: Country[] | undefined; isError: boolean; retry: () => void }

/** The billing country list, loaded only for a card form. */
export function useBillingCountries(isWanted: boolean): BillingCountries {
  const { locale } = usePreferences()
  const query = useQuery({ ...billingCountriesQuery(locale), enabled: isWanted })
  return { list: query.data, isError: query.isError, retry: () => void query.refetch() }
}

export type Subdivisions = {
  /** undefined while unknown (loading, failed, no country); [] for a country without subdivisions. */
  codes: readonly string[] | undefined
  list: { code: string; name: string }[]
  isLoading: boolean
  isError: boolean
  retry: () => void
}

export function useSubdivisions(countryCode: string, countries: Country[] | undefined): Subdivisions {
  const country = countries?.find((item) => item.code === countryCode)
  const needsFetch = Boolean(country?.has_subdivisions)
  const query = useQuery({ ...subdivisionsQuery(country?.id ?? 0), enabled: needsFetch })
  if (!country) return { codes: undefined, list: [], isLoading: false, isError: false, retry: () => {} }
  if (!needsFetch) return { codes: [], list: [], isLoading: false, isError: false, retry: () => {} }
  // Subdivisions of another country than the one chosen are an error, not a list: the query refuses them.
  return {
    codes: query.data?.map((item) => item.code),
    list: query.data ?? [],
    isLoading: query.isPending,
    isError: query.isError,
    retry: () => void query.refetch(),
  }
}

type Props = {
  form: UseFormReturn<PayFormValues>
  countries: BillingCountries
  subdivisions: Subdivisions
  currentCountryCode: string | null
  hasTaxIdField: boolean
}

export function BillingFields({ form, countries, subdivisions, currentCountryCode, hasTaxIdField }: Props) {
  const { t, i18n } = useLingui()
  const { register, formState, watch, setValue } = form
  const errors = formState.errors.processor
  const countryCode = watch('processor.bill_addr_country')
  const taxId = watch('processor.cust_brcpfcnpj')
  const needsTaxId = hasTaxIdField && isBrTaxIdRequired(countryCode, currentCountryCode)
  const names = (() => {
    try {
      return new Intl.DisplayNames([i18n.locale], { type: 'region' })
    } catch {
      return null
    }
  })()

  // The tax id is cleared once it is no longer asked for.
  useEffect(() => {
    if (!needsTaxId && taxId) setValue('processor.cust_brcpfcnpj', '')
  }, [needsTaxId, taxId, setValue])

  const country = register('processor.bill_addr_country', {
    onChange: () => setValue('processor.bill_addr_state', ''),
  })
  const text = { maxLength: CARD_RULES.billingTextMax + 1 }
  return (
    <fieldset className={styles.billing}>
      <legend className={textStyles.sectionTitle}>{t`Billing address`}</legend>
      <div className={styles.twoCols}>
        <TextField
          label={t`First name`}
          autoComplete="given-name"
          error={errors?.cust_fname?.message}
          {...text}
          {...register('processor.cust_fname')}
        />
        <TextField
          label={t`Last name`}
          autoComplete="family-name"
          error={errors?.cust_lname?.message}
          {...text}
          {...register('processor.cust_lname')}
        />
      </div>
      <TextField
        label={t`Address`}
        autoComplete="address-line1"
        error={errors?.bill_addr?.message}
        {...text}
        {...register('processor.bill_addr')}
      />
      <div className={styles.twoCols}>
        <TextField
          label={t`City`}
          autoComplete="address-level2"
          error={errors?.bill_addr_city?.message}
          {...text}
          {...register('processor.bill_addr_city')}
        />
        <TextField
          label={t`ZIP / postal code`}
          autoComplete="postal-code"
          maxLength={CARD_RULES.zipMax + 1}
          error={errors?.bill_addr_zip?.message}
          {...register('processor.bill_addr_zip')}
        />
      </div>
      <div className={styles.twoCols}>
        {countries.isError ? (
          <FailedSelect label={t`Country`} message={t`The countries could not be loaded.`} onRetry={countries.retry} />
        ) : (
          <SelectField
            label={t`Country`}
            autoComplete="country"
            error={errors?.bill_addr_country?.message}
            {...country}
          >
            <option value="">{countries.list ? t`Choose a country` : t`Loading…`}</option>
            {(countries.list ?? []).map((item) => (
              <option key={item.id} value={item.code}>
                {names?.of(item.code) ?? item.name}
              </option>
            ))}
          </SelectField>
        )}
        {subdivisions.codes?.length === 0 ? null : subdivisions.isError ? (
          <div className={styles.retryField}>
            <SelectField
              label={t`State / province`}
              value="error"
              onChange={() => {}}
              error={t`The states could not be loaded.`}
            >
              <option value="error">{t`Error`}</option>
            </SelectField>
            <Button variant="secondary" onClick={subdivisions.retry}>
              {t`Load the states again`}
            </Button>
          </div>
        ) : (
          <SelectField
            label={t`State / province`}
            autoComplete="address-level1"
            disabled={subdivisions.isLoading || !countryCode}
            error={errors?.bill_addr_state?.message}
            {...register('processor.bill_addr_state')}
          >
            <option value="">{subdivisions.isLoading ? t`Loading…` : t`Choose a state`}</option>
            {subdivisions.list.map((item) => (
              <option key={item.code} value={item.code}>
                {item.name}
              </option>
            ))}
          </SelectField>
        )}
      </div>
      {needsTaxId ? (
        <TextField
          label={t`CPF or CNPJ`}
          inputMode="numeric"
          hint={t`Brazilian tax id, required for payments from Brazil.`}
          error={errors?.cust_brcpfcnpj?.message}
          maxLength={20}
          {...register('processor.cust_brcpfcnpj')}
        />
      ) : null}
    </fieldset>
  )
}
