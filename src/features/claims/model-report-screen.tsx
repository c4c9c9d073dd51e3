/**
 * /report/model/{modelId}: report a creator. Name and the claim for everyone;
 * an anonymous visitor also gives an e-mail and solves the captcha (a signed-in user's account
 * e-mail is used). Sent as a multipart form with no attachments; the result shows in a modal that
 * closes itself after 5 s, and after a success the user goes back to where they came from.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import * as v from 'valibot'
import { CaptchaSchema, EmailSchema } from '../../../contract/schemas/auth'
import { CLAIM_RULE, ModelClaimBodySchema } from '../../../contract/schemas/claim'
import { isApiError } from '../../api/errors'
import { usePreferences } from '../../api/use-preferences'
import { useSession } from '../../api/use-session'
import { Avatar } from '../../ui/avatar'
import { Button } from '../../ui/button'
import { EmailField, TextField } from '../../ui/form/fields'
import { TextAreaField } from '../../ui/form/text-area-field'
import { valibotResolver } from '../../ui/form/valibot-resolver'
import pageCard from '../../ui/page-card.module.css'
import { Skeleton } from '../../ui/skeleton'
import { StateMessage } from '../../ui/states'
import { creatorProfileQuery } from '../creators'
import { FormCaptcha, useFormSubmit } from '../session'
import { ClaimResultDialog, useClaimResult } from './claim-result-dialog'
import styles from './claims.module.css'
import { sendModelClaim } from './queries'

const { name: NameSchema, claim: ClaimTextSchema } = ModelClaimBodySchema.entries

/** Anonymous visitors: the e-mail is required here (the contract's body lets signed-in users leave it out). */
const GuestSchema = v.object({ name: NameSchema, claim: ClaimTextSchema, email: EmailSchema, recaptcha: CaptchaSchema })
const UserSchema = v.object({ name: NameSchema, claim: ClaimTextSchema })

type ReportInput = { name: string; claim: string; email: string; recaptcha?: string }
type ReportOutput = { name: string; claim: string; email?: string; recaptcha?: string }

const FIELDS = ['name', 'claim', 'email', 'recaptcha'] as const

export function ModelReportScreen({ modelId }: { modelId: number }) {
  const { t } = useLingui()
  const session = useSession()
  const preferences = usePreferences()
  const creator = useQuery(creatorProfileQuery({ id: modelId }, preferences))
  const result = useClaimResult()
  const isGuest = session.status !== 'user'
  const form = useForm<ReportInput, unknown, ReportOutput>({
    resolver: valibotResolver<ReportInput, ReportOutput>(isGuest ? GuestSchema : UserSchema),
    mode: 'onTouched',
    defaultValues: { name: '', claim: '', email: '' },
  })
  const { register, handleSubmit, setError, formState, watch } = form
  const errors = formState.errors
  const claimLength = watch('claim')?.length ?? 0

  const fieldsOf = (values: ReportOutput) => ({
    name: values.name,
    claim: values.claim,
    email: isGuest ? values.email : undefined,
  })
  const submission = useFormSubmit({
    setError,
    fields: FIELDS,
    captchaFor: 'guests',
    send: (values: ReportOutput, key) =>
      sendModelClaim(modelId, { ...fieldsOf(values), recaptcha: values.recaptcha }, key),
    retryKeyOf: fieldsOf,
    ...result.steps,
  })
  const submit = handleSubmit(submission.submit)

  if (creator.isError && isApiError(creator.error) && creator.error.status === 404) {
    return (
      <div className={styles.page}>
        <StateMessage
          title={<Trans>This creator does not exist</Trans>}
          body={<Trans>The link may be old, or the creator has left Velvet.</Trans>}
        />
      </div>
    )
  }

  const name = creator.data?.name
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="model-report-title">
        <header className={pageCard.head}>
          <h1 id="model-report-title" className={pageCard.title}>
            <Trans>Report a creator</Trans>
          </h1>
          {creator.isPending ? (
            <div className={styles.creator} role="status" aria-label={t`Loading the creator`}>
              <Skeleton width={40} height={40} circle />
              <Skeleton width={140} height={16} />
            </div>
          ) : creator.data ? (
            <div className={styles.creator}>
              <Avatar src={creator.data.public_profile_image_path.small} name={creator.data.name} size={40} />
              <span>
                <strong>{name}</strong>
                {creator.data.username ? <span className={styles.muted}> @{creator.data.username}</span> : null}
              </span>
            </div>
          ) : null}
          <p className={pageCard.subtitle}>
            <Trans>
              Tell us what is wrong: content that breaks the rules, impersonation, or anything else we should look at.
              Our team reviews every report.
            </Trans>
          </p>
        </header>
        <form className={styles.form} onSubmit={submit} noValidate>
          <TextField label={t`Your name`} autoComplete="name" error={errors.name?.message} {...register('name')} />
          {isGuest ? (
            <EmailField
              hint={t`We write to you only about this report.`}
              error={errors.email?.message}
              {...register('email')}
            />
          ) : null}
          <TextAreaField
            label={t`Your report`}
            rows={6}
            counter={{ length: claimLength, max: CLAIM_RULE.textMax }}
            error={errors.claim?.message}
            {...register('claim')}
          />
          <FormCaptcha submission={submission} form={form} />
          <Button type="submit" size="large" block isLoading={result.phase.name === 'sending'}>
            <Trans>Send report</Trans>
          </Button>
        </form>
      </section>
      <ClaimResultDialog
        result={result}
        successText={<Trans>Thank you. We received your report and our team will review it.</Trans>}
      />
    </div>
  )
}
