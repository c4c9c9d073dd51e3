/**
 * /casting, for guests: name (4+), e-mail (valid, 4+), WhatsApp
 * (4+ when given) and the captcha. A success shows its message and goes home after 3 s; a failure
 * shows the generic message, with the field problems under the fields and the form as it was.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import type * as v from 'valibot'
import { TIMING } from '../../../contract/limits'
import { CastingBodySchema } from '../../../contract/schemas/casting'
import { isBrowserOffline } from '../../api/reachability'
import { Button } from '../../ui/button'
import { EmailField, FormError, TextField } from '../../ui/form/fields'
import { valibotResolver } from '../../ui/form/valibot-resolver'
import { CheckIcon, SparkIcon } from '../../ui/icons'
import { OutcomeIcon } from '../../ui/outcome'
import pageCard from '../../ui/page-card.module.css'
import { FormCaptcha, useFormSubmit } from '../session'
import styles from './claims.module.css'
import { sendCasting } from './queries'

type CastingInput = { name: string; email: string; whatsapp: string; recaptcha?: string }
type CastingOutput = v.InferOutput<typeof CastingBodySchema>

const FIELDS = ['name', 'email', 'whatsapp', 'recaptcha'] as const

export function CastingScreen() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const [isSent, setIsSent] = useState(false)
  const [failure, setFailure] = useState<'offline' | 'error' | null>(null)
  const form = useForm<CastingInput, unknown, CastingOutput>({
    resolver: valibotResolver<CastingInput, CastingOutput>(CastingBodySchema),
    mode: 'onTouched',
    defaultValues: { name: '', email: '', whatsapp: '' },
  })
  const { register, handleSubmit, setError, formState } = form
  const errors = formState.errors

  useEffect(() => {
    if (!isSent) return
    const timer = setTimeout(() => void navigate({ to: '/home', replace: true }), TIMING.castingRedirectMs)
    return () => clearTimeout(timer)
  }, [isSent, navigate])

  const submission = useFormSubmit({
    setError,
    fields: FIELDS,
    send: ({ recaptcha, ...fields }: CastingOutput, key) => sendCasting({ ...fields, recaptcha }, key),
    retryKeyOf: ({ recaptcha, ...fields }) => fields,
    whenOffline: () => setFailure('offline'),
    onSuccess: () => setIsSent(true),
    // No answer may mean it arrived: the key stays for the retry.
    onFailure: ({ isUnanswered }) => setFailure(isUnanswered && isBrowserOffline() ? 'offline' : 'error'),
  })
  const submit = handleSubmit(async (values) => {
    setFailure(null)
    await submission.submit(values)
  })

  if (isSent) {
    return (
      <div className={styles.page}>
        <section className={`${styles.card} ${styles.center}`} role="status">
          <OutcomeIcon tone="good">
            <CheckIcon size={30} />
          </OutcomeIcon>
          <h1 className={pageCard.title}>
            <Trans>Thank you for applying!</Trans>
          </h1>
          <p className={pageCard.subtitle}>
            <Trans>Our casting team will contact you soon. Taking you to the home page…</Trans>
          </p>
        </section>
      </div>
    )
  }

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="casting-title">
        <header className={pageCard.head}>
          <span className={styles.badge}>
            <SparkIcon size={22} />
          </span>
          <h1 id="casting-title" className={pageCard.title}>
            <Trans>Casting</Trans>
          </h1>
          <p className={pageCard.subtitle}>
            <Trans>Want to create with Velvet? Leave your details and our casting team will get in touch.</Trans>
          </p>
        </header>
        <form className={styles.form} onSubmit={submit} noValidate>
          {failure ? (
            <FormError>
              {failure === 'offline' ? (
                <Trans>You are offline. Sending the form needs a connection; nothing you typed is lost.</Trans>
              ) : (
                <Trans>Your application could not be sent. Please check the form and try again.</Trans>
              )}
            </FormError>
          ) : null}
          <TextField label={t`Name`} autoComplete="name" error={errors.name?.message} {...register('name')} />
          <EmailField error={errors.email?.message} {...register('email')} />
          <TextField
            label={t`WhatsApp`}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            hint={t`Optional. With the country code, for example +34 600 000 000.`}
            error={errors.whatsapp?.message}
            {...register('whatsapp')}
          />
          <FormCaptcha submission={submission} form={form} />
          <Button type="submit" size="large" block isLoading={formState.isSubmitting}>
            <Trans>Send application</Trans>
          </Button>
        </form>
      </section>
    </div>
  )
}
