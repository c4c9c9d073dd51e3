/** Screens reached from e-mail links: confirm the address (/verify), choose a new password (/recover). */
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import type * as v from 'valibot'
import { RecoverBodySchema } from '../../../contract/schemas/auth'
import { useSession } from '../../api/use-session'
import { Button, buttonClass } from '../../ui/button'
import { FormErrors, FormNotice, PasswordField } from '../../ui/form/fields'
import { valibotResolver } from '../../ui/form/valibot-resolver'
import { CheckIcon, LockIcon, RefreshIcon } from '../../ui/icons'
import { FormCaptcha, useFormSubmit } from '../session'
import { AuthCard, authStyles as styles } from './auth-card'
import { recoverPassword, useVerificationEmailMutation, verifyEmail } from './queries'

const verifyRoute = getRouteApi('/shell/verify')

export function VerifyEmailScreen() {
  const { email = '', token = '' } = verifyRoute.useSearch()
  const session = useSession()
  const started = useRef(false)
  const verification = useMutation({ mutationFn: () => verifyEmail(email, token) })
  const [resent, setResent] = useState(false)
  const sendVerificationEmail = useVerificationEmailMutation()
  useEffect(() => {
    if (started.current || !email || !token) return
    started.current = true
    verification.mutate()
  }, [email, token, verification])

  if (!email || !token || verification.isError) {
    return (
      <AuthCard
        title={<Trans>We could not verify your e-mail</Trans>}
        subtitle={<Trans>This verification link is invalid or has expired. Ask for a new one below.</Trans>}
        icon={<LockIcon size={28} />}
      >
        {resent ? (
          <FormNotice>
            <Trans>A new verification link is on its way.</Trans>
          </FormNotice>
        ) : null}
        {email ? (
          <Button
            variant="secondary"
            size="large"
            block
            onClick={async () => {
              await sendVerificationEmail.mutateAsync(email).catch(() => undefined)
              setResent(true)
            }}
          >
            <Trans>Send a new link</Trans>
          </Button>
        ) : null}
        <Link to="/login" className={buttonClass({ size: 'large', block: true })}>
          <Trans>Go to log in</Trans>
        </Link>
      </AuthCard>
    )
  }
  if (!verification.isSuccess) {
    return (
      <AuthCard
        title={<Trans>Verifying your e-mail…</Trans>}
        icon={<RefreshIcon size={28} />}
        subtitle={<Trans>One moment.</Trans>}
      >
        {null}
      </AuthCard>
    )
  }
  return (
    <AuthCard
      title={<Trans>Your e-mail is verified</Trans>}
      subtitle={<Trans>Thank you. Your account is all set.</Trans>}
      icon={<CheckIcon size={28} />}
    >
      {session.status === 'user' ? (
        <Link to="/home" className={buttonClass({ size: 'large', block: true })}>
          <Trans>Continue to Velvet</Trans>
        </Link>
      ) : (
        <Link to="/login" search={{ email }} className={buttonClass({ size: 'large', block: true })}>
          <Trans>Log in</Trans>
        </Link>
      )}
    </AuthCard>
  )
}

const recoverRoute = getRouteApi('/shell/recover')
type RecoverInput = v.InferInput<typeof RecoverBodySchema>

/** /recover?email=&token=: a new password, then straight in (auto-login). */
export function RecoverPasswordScreen() {
  const { t } = useLingui()
  const { email = '', token = '' } = recoverRoute.useSearch()
  const navigate = useNavigate()
  const [generalErrors, setGeneralErrors] = useState<string[]>([])
  const form = useForm<RecoverInput, unknown, v.InferOutput<typeof RecoverBodySchema>>({
    resolver: valibotResolver(RecoverBodySchema),
    defaultValues: { email, token, password: '', password_confirmation: '' },
  })
  const submission = useFormSubmit({
    setError: form.setError,
    fields: ['password', 'password_confirmation', 'recaptcha'],
    send: (values: v.InferOutput<typeof RecoverBodySchema>) => recoverPassword(values),
    onSuccess: () => navigate({ to: '/home', replace: true }),
    onFailure: ({ messages, isShownInFields }) => {
      if (!isShownInFields) setGeneralErrors(messages.length > 0 ? messages : [t`An error ocurred`])
    },
  })
  const submit = form.handleSubmit(async (values) => {
    setGeneralErrors([])
    await submission.submit(values)
  })
  return (
    <AuthCard
      title={<Trans>Choose a new password</Trans>}
      subtitle={<Trans>For {email}</Trans>}
      icon={<LockIcon size={28} />}
    >
      {/* POST: a submit before the page's script has taken over never puts the password in the address. */}
      <form className={styles.form} method="post" onSubmit={submit} noValidate>
        <FormErrors messages={generalErrors} />
        <PasswordField
          label={t`New password`}
          autoComplete="new-password"
          hint={t`At least 8 characters. Avoid common passwords.`}
          error={form.formState.errors.password?.message}
          {...form.register('password')}
        />
        <PasswordField
          label={t`Confirm your password`}
          autoComplete="new-password"
          error={form.formState.errors.password_confirmation?.message}
          {...form.register('password_confirmation')}
        />
        <FormCaptcha submission={submission} form={form} />
        <Button type="submit" size="large" block isLoading={form.formState.isSubmitting}>
          <Trans>Save and log in</Trans>
        </Button>
      </form>
    </AuthCard>
  )
}
