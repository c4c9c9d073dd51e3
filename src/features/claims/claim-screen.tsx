/**
 * /claims: the general claim, for signed-in users. Username
 * and e-mail start from the account; the card is named by its last four digits only, never more;
 * attachments are off by the flags, so there is no file input. The result shows in a modal that
 * closes itself after 5 s; after a success the user goes back to where they came from.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { useForm } from 'react-hook-form'
import * as v from 'valibot'
import { CLAIM_RULE, ClaimBodySchema } from '../../../contract/schemas/claim'
import { useSession } from '../../api/use-session'
import { Button } from '../../ui/button'
import { EmailField, TextField } from '../../ui/form/fields'
import { SelectField } from '../../ui/form/select-field'
import { TextAreaField } from '../../ui/form/text-area-field'
import { valibotResolver } from '../../ui/form/valibot-resolver'
import pageCard from '../../ui/page-card.module.css'
import { FormCaptcha, useFormSubmit } from '../session'
import { ClaimResultDialog, useClaimResult } from './claim-result-dialog'
import styles from './claims.module.css'
import { countryOptions } from './countries'
import { sendClaim } from './queries'

const ClaimFormSchema = v.omit(ClaimBodySchema, ['model_id'])
type ClaimInput = {
  username: string
  email: string
  country: string
  document: string
  card_company: string
  card_number: string
  claim: string
  recaptcha?: string
}
type ClaimOutput = v.InferOutput<typeof ClaimFormSchema>

const FIELDS = [
  'username',
  'email',
  'country',
  'document',
  'card_company',
  'card_number',
  'claim',
  'recaptcha',
] as const

/** Card brands offered (the name of the company on the card); "other" covers the rest. */
const CARD_COMPANIES = [
  'Visa',
  'Mastercard',
  'American Express',
  'Diners Club',
  'Discover',
  'JCB',
  'Elo',
  'Hipercard',
  'Troy',
] as const

/** `modelId`: the creator the claim is about, when it was opened from one (sent as the model_id part). */
export function ClaimScreen({ modelId }: { modelId?: number }) {
  const { t, i18n } = useLingui()
  const session = useSession()
  const result = useClaimResult()
  const countries = useMemo(() => countryOptions(i18n.locale), [i18n.locale])
  const form = useForm<ClaimInput, unknown, ClaimOutput>({
    resolver: valibotResolver<ClaimInput, ClaimOutput>(ClaimFormSchema),
    mode: 'onTouched',
    defaultValues: {
      username: session.user?.username ?? '',
      email: session.user?.email ?? '',
      country: '',
      document: '',
      card_company: '',
      card_number: '',
      claim: '',
    },
  })
  const { register, handleSubmit, setError, formState, watch } = form
  const errors = formState.errors
  const claimLength = watch('claim')?.length ?? 0

  const submission = useFormSubmit({
    setError,
    fields: FIELDS,
    send: ({ recaptcha, ...fields }: ClaimOutput, key) => sendClaim({ ...fields, model_id: modelId, recaptcha }, key),
    retryKeyOf: ({ recaptcha, ...fields }) => fields,
    ...result.steps,
  })
  const submit = handleSubmit(submission.submit)

  const cardError = errors.card_number?.message
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="claim-title">
        <header className={pageCard.head}>
          <h1 id="claim-title" className={pageCard.title}>
            <Trans>Claims</Trans>
          </h1>
          <p className={pageCard.subtitle}>
            <Trans>Tell us about a charge you do not recognise or a problem with a payment. We answer by e-mail.</Trans>
          </p>
        </header>
        <form className={styles.form} onSubmit={submit} noValidate>
          <div className={styles.twoColumns}>
            <TextField
              label={t`Username`}
              autoComplete="username"
              autoCapitalize="none"
              error={errors.username?.message}
              {...register('username')}
            />
            <EmailField error={errors.email?.message} {...register('email')} />
          </div>
          <SelectField
            label={t`Country`}
            autoComplete="country"
            error={errors.country?.message}
            {...register('country')}
          >
            <option value="">{t`Choose your country`}</option>
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t`ID document number`}
            autoComplete="off"
            hint={t`The number of the identity document of the card holder.`}
            error={errors.document?.message}
            {...register('document')}
          />
          <div className={styles.twoColumns}>
            <SelectField label={t`Card company`} error={errors.card_company?.message} {...register('card_company')}>
              <option value="">{t`Choose one`}</option>
              {CARD_COMPANIES.map((company) => (
                <option key={company} value={company}>
                  {company}
                </option>
              ))}
              <option value="Other">{t`Other`}</option>
            </SelectField>
            <TextField
              label={t`Last 4 digits of the card`}
              inputMode="numeric"
              autoComplete="off"
              placeholder="1234"
              hint={t`Only the last four digits. Never enter your full card number.`}
              error={
                cardError === 'invalid' ? t`Enter exactly the last four digits of the card, nothing more.` : cardError
              }
              {...register('card_number')}
            />
          </div>
          <TextAreaField
            label={t`Your claim`}
            rows={6}
            hint={t`What happened, when, and the amount charged.`}
            error={errors.claim?.message}
            counter={{ length: claimLength, max: CLAIM_RULE.textMax }}
            {...register('claim')}
          />
          <FormCaptcha submission={submission} form={form} />
          <Button type="submit" size="large" block isLoading={result.phase.name === 'sending'}>
            <Trans>Send claim</Trans>
          </Button>
        </form>
      </section>
      <ClaimResultDialog
        result={result}
        successText={<Trans>Thank you. Your claim was received and we will answer you by e-mail.</Trans>}
      />
    </div>
  )
}
