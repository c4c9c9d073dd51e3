/**
 * The registration form: every rule of the spec through the contract's schema,
 * availability of the username and e-mail checked as the user leaves each field and again before
 * sending (a failed check counts as taken), the captcha, and the three acceptances. A username or
 * e-mail found taken stays refused by the form's own validation, so its message stays through every
 * later check (typing elsewhere, submitting) until the value changes. Used by /signup/user and,
 * prefilled with the e-mail and username locked, by /finish.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form'
import type * as v from 'valibot'
import { RegisterBodySchema } from '../../../contract/schemas/auth'
import type { AuthSession } from '../../../contract/schemas/user'
import { usePreferences } from '../../api/use-preferences'
import { Button } from '../../ui/button'
import { CheckboxField, EmailField, FormErrors, PasswordField, TextField } from '../../ui/form/fields'
import { valibotResolver } from '../../ui/form/valibot-resolver'
import { FormCaptcha, useFormSubmit } from '../session'
import { LogInInstead, authStyles as styles } from './auth-card'
import { type Availability, emailAvailability, register, usernameAvailability } from './queries'
import { clearWelcomePending, markWelcomePending } from './welcome'

type RegisterInput = v.InferInput<typeof RegisterBodySchema>
type RegisterOutput = v.InferOutput<typeof RegisterBodySchema>

const schemaResolver = valibotResolver<RegisterInput, RegisterOutput>(RegisterBodySchema)

/** Values the availability check found taken, as the server compares them (trimmed, lowercased). */
type Taken = { username: Set<string>; email: Set<string> }

const normalised = (value: string | undefined) => (value ?? '').trim().toLowerCase()

/** The schema's rules, then 'not_in_use' for a username or e-mail already found taken. */
function withTaken(taken: Taken): Resolver<RegisterInput, unknown, RegisterOutput> {
  return async (values, context, options) => {
    const result = await schemaResolver(values, context, options)
    const errors: FieldErrors<RegisterInput> = { ...result.errors }
    for (const field of ['username', 'email'] as const) {
      if (!errors[field] && taken[field].has(normalised(values[field])))
        errors[field] = { type: 'not_in_use', message: 'not_in_use' }
    }
    return Object.keys(errors).length === 0 ? result : { values: {}, errors }
  }
}

const FIELDS = [
  'email',
  'email_confirm',
  'username',
  'password',
  'password_confirm',
  'recaptcha',
  'over_age',
  'use_of_images',
  'terms',
] as const

type Props = {
  /** Finishing a registration started elsewhere: e-mail (and username when given) are locked. */
  finishing?: { token: string; email: string; username: string | null; paymentId?: number | undefined }
  /** Instead of the default landing (members home, others the dashboard): the purchase flow's own. */
  onRegistered?: (session: AuthSession['data']) => Promise<void> | void
  /** Inside a panel, "Log in" switches the panel rather than leaving for /login. */
  onSwitchToLogin?: () => void
  /** The welcome modal after registering; off inside a checkout, where it would stand in the way of paying. */
  withWelcome?: boolean
}

export function RegisterForm({ finishing, onRegistered, onSwitchToLogin, withWelcome = true }: Props) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const { locale } = usePreferences()
  const [generalErrors, setGeneralErrors] = useState<string[]>([])
  const taken = useRef<Taken>({ username: new Set(), email: new Set() })
  const form = useForm<RegisterInput, unknown, RegisterOutput>({
    resolver: withTaken(taken.current),
    mode: 'onTouched',
    defaultValues: {
      email: finishing?.email ?? '',
      email_confirm: '',
      username: finishing?.username ?? '',
      password: '',
      password_confirm: '',
      ...(finishing ? { finish_token: finishing.token } : {}),
      ...(finishing?.paymentId ? { payment_id: finishing.paymentId } : {}),
    },
  })
  const { register: field, handleSubmit, setError, formState, trigger } = form
  const errors = formState.errors

  /** Whether the value may be used: a taken one is remembered, one that could not be checked counts as taken. */
  async function checkAvailable(name: 'username' | 'email', value: string, isFree: () => Promise<Availability>) {
    const availability = await isFree()
    if (availability === 'free') return true
    if (availability === 'taken') {
      taken.current[name].add(normalised(value))
      await trigger(name)
    } else setError(name, { message: 'not_in_use' })
    return false
  }

  async function checkUsername(value: string) {
    const username = normalised(value)
    if (finishing?.username || username.length < 3) return true
    return checkAvailable('username', username, () => usernameAvailability(username))
  }

  async function checkEmail(value: string) {
    const email = normalised(value)
    if (finishing || !email.includes('@')) return true
    return checkAvailable('email', email, () => emailAvailability(email))
  }

  const submission = useFormSubmit({
    setError,
    fields: FIELDS,
    check: async (values: RegisterOutput) => {
      const [usernameFree, emailFree] = await Promise.all([checkUsername(values.username), checkEmail(values.email)])
      return usernameFree && emailFree
    },
    // Set before the session starts, so the shell sees it when the user appears.
    onSend: () => {
      if (withWelcome) markWelcomePending()
    },
    send: (values) => register(values),
    onSuccess: async (session) => {
      if (onRegistered) await onRegistered(session)
      // Members go home, everyone else to the dashboard.
      else await navigate({ to: session.user.membership_active ? '/home' : '/dashboard', replace: true })
    },
    onFailure: ({ isUnanswered, messages, isShownInFields }) => {
      clearWelcomePending()
      if (isUnanswered) setGeneralErrors([t`You are offline. Creating an account needs a connection.`])
      else if (!isShownInFields) setGeneralErrors(messages.length > 0 ? messages : [t`An error ocurred`])
    },
  })
  const submit = handleSubmit(async (values) => {
    setGeneralErrors([])
    await submission.submit(values)
  })

  const terms = `/legals/terms/${locale}.html`
  // POST: a submit before the page's script has taken over never puts the password in the address.
  return (
    <form className={styles.form} method="post" onSubmit={submit} noValidate>
      <FormErrors messages={generalErrors} />
      <EmailField
        readOnly={Boolean(finishing)}
        error={errors.email?.message}
        {...field('email', { onBlur: (event) => void checkEmail(event.target.value) })}
      />
      {finishing ? null : (
        <TextField
          label={t`Confirm your e-mail`}
          type="email"
          autoComplete="off"
          error={errors.email_confirm?.message}
          onPaste={(event) => event.preventDefault()}
          {...field('email_confirm')}
        />
      )}
      <TextField
        label={t`Username`}
        autoComplete="username"
        autoCapitalize="none"
        readOnly={Boolean(finishing?.username)}
        hint={t`Lowercase letters, numbers, dots and underscores. You can change it once later.`}
        error={errors.username?.message}
        {...field('username', { onBlur: (event) => void checkUsername(event.target.value) })}
      />
      <PasswordField
        label={t`Password`}
        autoComplete="new-password"
        hint={t`At least 8 characters. Avoid common passwords.`}
        error={errors.password?.message}
        {...field('password')}
      />
      <PasswordField
        label={t`Confirm your password`}
        autoComplete="new-password"
        error={errors.password_confirm?.message}
        {...field('password_confirm')}
      />
      <FormCaptcha submission={submission} form={form} />
      <CheckboxField
        errorLabel={t`Age`}
        label={<Trans>I am at least 18 years old.</Trans>}
        error={errors.over_age?.message}
        {...field('over_age')}
      />
      <CheckboxField
        errorLabel={t`Use of images`}
        label={<Trans>I will not copy, share or misuse the images and videos of this site.</Trans>}
        error={errors.use_of_images?.message}
        {...field('use_of_images')}
      />
      <CheckboxField
        errorLabel={t`Terms`}
        label={
          <Trans>
            I accept the <a href={terms}>terms and conditions</a>.
          </Trans>
        }
        error={errors.terms?.message}
        {...field('terms')}
      />
      <Button type="submit" size="large" block isLoading={formState.isSubmitting}>
        {finishing ? <Trans>Finish registration</Trans> : <Trans>Create my account</Trans>}
      </Button>
      <p className={styles.footer}>
        {onSwitchToLogin ? (
          <Trans>
            Already have an account?{' '}
            <button type="button" className={styles.link} onClick={onSwitchToLogin}>
              Log in
            </button>
          </Trans>
        ) : (
          <LogInInstead />
        )}
      </p>
    </form>
  )
}
