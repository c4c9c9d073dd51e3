import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type * as v from 'valibot'
import { EmailBodySchema } from '../../../contract/schemas/auth'
import { Button } from '../../ui/button'
import { EmailField, FormError, FormNotice } from '../../ui/form/fields'
import { valibotResolver } from '../../ui/form/valibot-resolver'
import { authStyles as styles } from './auth-card'
import { useRecoverEmailMutation } from './queries'

type RecoverInput = v.InferInput<typeof EmailBodySchema>

/** The forgot-password mode: the e-mail only, and a button that sends the recovery link. */
export function RecoverForm({ initialEmail }: { initialEmail: string }) {
  const [status, setStatus] = useState<'idle' | 'sent' | 'failed'>('idle')
  const sendRecoverEmail = useRecoverEmailMutation()
  const form = useForm<RecoverInput, unknown, v.InferOutput<typeof EmailBodySchema>>({
    resolver: valibotResolver(EmailBodySchema),
    defaultValues: { email: initialEmail.includes('@') ? initialEmail : '' },
  })
  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await sendRecoverEmail.mutateAsync(email)
      setStatus('sent')
    } catch {
      setStatus('failed')
    }
  })
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {status === 'sent' ? (
        <FormNotice>
          <Trans>
            If an account exists for this e-mail, a link to reset the password is on its way. Check your inbox.
          </Trans>
        </FormNotice>
      ) : null}
      {status === 'failed' ? (
        <FormError>
          <Trans>An error ocurred</Trans>
        </FormError>
      ) : null}
      <EmailField error={form.formState.errors.email?.message} {...form.register('email')} />
      <Button type="submit" size="large" block isLoading={form.formState.isSubmitting}>
        <Trans>Send the recovery link</Trans>
      </Button>
    </form>
  )
}
