/**
 * The login form itself, shared by /login and the purchase flow's login panel:
 * e-mail or username, password, captcha, the forgot-password switch; 401 under the e-mail field,
 * 423 and 403 handed to their flows, and a passkey as another way in. After a login the interface
 * takes the user's last language.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type * as v from 'valibot'
import { isLocale } from '../../../contract/languages'
import { PasswordLoginBodySchema } from '../../../contract/schemas/auth'
import type { AuthSession } from '../../../contract/schemas/user'
import { isApiError } from '../../api/errors'
import { usePreferences } from '../../api/use-preferences'
import { Button } from '../../ui/button'
import { FormErrors, PasswordField, TextField } from '../../ui/form/fields'
import { valibotResolver } from '../../ui/form/valibot-resolver'
import { activateLocale } from '../language'
import { FormCaptcha, useFormSubmit } from '../session'
import { authStyles as styles } from './auth-card'
import { BannedDialog } from './banned-dialog'
import { PasskeyLoginButton, usePasskeyLogin } from './passkey-login'
import { login } from './queries'

type LoginInput = v.InferInput<typeof PasswordLoginBodySchema>
type LoginOutput = v.InferOutput<typeof PasswordLoginBodySchema>

type Props = {
  initialEmail?: string
  onLoggedIn: (session: AuthSession['data']) => Promise<void> | void
  onForgot: () => void
  /** 423: the e-mail is not verified yet (with the e-mail when the user typed one). */
  onUnverified: (email: string) => void
}

export function LoginForm({ initialEmail = '', onLoggedIn, onForgot, onUnverified }: Props) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const { locale } = usePreferences()
  const [generalErrors, setGeneralErrors] = useState<string[]>([])
  const [isBanned, setIsBanned] = useState(false)
  const form = useForm<LoginInput, unknown, LoginOutput>({
    resolver: valibotResolver(PasswordLoginBodySchema),
    defaultValues: { email: initialEmail, password: '', remember_me: true },
  })
  const { register, handleSubmit, setError, formState } = form

  async function finish(session: AuthSession['data']) {
    const lastLanguage = session.user.last_lang_code
    if (lastLanguage && isLocale(lastLanguage) && lastLanguage !== locale) await activateLocale(lastLanguage)
    await onLoggedIn(session)
  }
  const passkey = usePasskeyLogin({
    onLoggedIn: finish,
    onBanned: () => setIsBanned(true),
    onDisabled: () => void navigate({ to: '/disabled' }),
    onUnverified: () => onUnverified(''),
    onMessage: (message) => setGeneralErrors(message ? [message] : []),
  })

  const submission = useFormSubmit({
    setError,
    fields: ['email', 'password', 'recaptcha'],
    send: (values: LoginOutput) => login({ ...values, remember_me: true }),
    onSuccess: finish,
    onFailure: async ({ error, messages }, values) => {
      if (!isApiError(error)) {
        setGeneralErrors([t`An error ocurred`])
      } else if (error.status === 401) {
        setError('email', { message: t`The user and/or password are not correct.` })
      } else if (error.status === 423) {
        onUnverified(values.email.includes('@') ? values.email : '')
      } else if (error.status === 403 && error.code === 'banned') {
        setIsBanned(true)
      } else if (error.status === 403 && error.code === 'account_disabled') {
        await navigate({ to: '/disabled' })
      } else if (error.isNetwork) {
        setGeneralErrors([t`You are offline. Logging in needs a connection.`])
      } else {
        setGeneralErrors(messages.length > 0 ? messages : [t`An error ocurred`])
      }
    },
  })
  const submit = handleSubmit(async (values) => {
    setGeneralErrors([])
    await submission.submit(values)
  })

  // POST: a submit before the page's script has taken over never puts the password in the address.
  return (
    <form className={styles.form} method="post" onSubmit={submit} noValidate>
      <FormErrors messages={generalErrors} />
      <TextField
        label={t`E-mail or username`}
        // "webauthn": the browser offers this site's passkeys here too (usePasskeyLogin's autofill).
        autoComplete="username webauthn"
        onFocus={passkey.rearmAutofill}
        inputMode="email"
        autoCapitalize="none"
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label={t`Password`}
        autoComplete="current-password"
        error={formState.errors.password?.message}
        {...register('password')}
      />
      <div className={styles.row}>
        <span />
        <button type="button" className={styles.link} onClick={onForgot}>
          <Trans>Forgot your password?</Trans>
        </button>
      </div>
      <FormCaptcha submission={submission} form={form} />
      <Button type="submit" size="large" block isLoading={formState.isSubmitting}>
        <Trans>Log in</Trans>
      </Button>
      <PasskeyLoginButton isBusy={passkey.isBusy} signIn={passkey.signIn} />
      <BannedDialog isOpen={isBanned} onClose={() => setIsBanned(false)} />
    </form>
  )
}
