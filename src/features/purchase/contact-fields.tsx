/**
 * What every purchase form asks besides the card: a guest's e-mail and its
 * confirmation (signed-in buyers are not asked), the terms and the age (said, not asked, on the
 * e-mail-only forms), and the legacy add-on when it is offered.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import type { UseFormReturn } from 'react-hook-form'
import { PURCHASE } from '../../../contract/limits'
import { usePreferences } from '../../api/use-preferences'
import { CheckboxField, EmailField, TextField } from '../../ui/form/fields'
import styles from './contact-fields.module.css'
import type { PayFormValues } from './form-rules'

export function EmailFields({ form }: { form: UseFormReturn<PayFormValues> }) {
  const { t } = useLingui()
  const { register, formState } = form
  return (
    <div className={styles.fieldStack}>
      <EmailField
        autoCapitalize="none"
        hint={t`Your receipt and the link to finish your account go here.`}
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={t`Confirm your e-mail`}
        type="email"
        autoComplete="off"
        autoCapitalize="none"
        error={formState.errors.email_confirm?.message}
        onPaste={(event) => event.preventDefault()}
        {...register('email_confirm')}
      />
    </div>
  )
}

export function LegalChecks({ form }: { form: UseFormReturn<PayFormValues> }) {
  const { t } = useLingui()
  const { locale } = usePreferences()
  const { register, formState } = form
  const terms = `/legals/terms/${locale}.html`
  return (
    <div className={styles.fieldStack}>
      <CheckboxField
        errorLabel={t`Terms`}
        label={
          <Trans>
            I accept the{' '}
            <a href={terms} target="_blank" rel="noopener noreferrer">
              terms and conditions
            </a>
            .
          </Trans>
        }
        error={formState.errors.terms?.message}
        {...register('terms')}
      />
      <CheckboxField
        errorLabel={t`Age`}
        label={<Trans>I am at least 18 years old.</Trans>}
        error={formState.errors.over_age?.message}
        {...register('over_age')}
      />
    </div>
  )
}

/** The e-mail-only forms (test method, pre-paid code) ask nothing more: continuing accepts. */
export function LegalNote() {
  const { locale } = usePreferences()
  return (
    <p className={styles.legalNote}>
      <Trans>
        By continuing you accept the{' '}
        <a href={`/legals/terms/${locale}.html`} target="_blank" rel="noopener noreferrer">
          terms and conditions
        </a>{' '}
        and confirm you are at least 18 years old.
      </Trans>
    </p>
  )
}

export function AddonCheck({ form, price }: { form: UseFormReturn<PayFormValues>; price: string | null }) {
  const { t } = useLingui()
  const discount = PURCHASE.legacyAddonDiscountPercent
  return (
    <div className={styles.addon}>
      <CheckboxField
        errorLabel={t`Add-on`}
        label={
          price ? (
            <Trans>
              Add the full Velvet channel for {price} ({discount}% off): every full-length video, renewed with this
              plan.
            </Trans>
          ) : (
            <Trans>
              Add the full Velvet channel at {discount}% off: every full-length video, renewed with this plan.
            </Trans>
          )
        }
        {...form.register('addon_legacy')}
      />
    </div>
  )
}
