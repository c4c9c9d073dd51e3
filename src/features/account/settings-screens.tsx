/** /change_username, /change_password and /notifications. */
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type * as v from 'valibot'
import { ChangeUsernameBodySchema } from '../../../contract/schemas/account-settings'
import { isApiError } from '../../api/errors'
import { useSession } from '../../api/use-session'
import { Button } from '../../ui/button'
import { FormError, FormNotice, TextField } from '../../ui/form/fields'
import { valibotResolver } from '../../ui/form/valibot-resolver'
import { ChevronLeftIcon } from '../../ui/icons'
import { Switch } from '../../ui/switch'
import { showToast } from '../../ui/toast'
import { useRecoverEmailMutation } from '../auth'
import { PushSettings } from '../push'
import styles from './account.module.css'
import { useChangeUsernameMutation, useEmailNotificationsMutation } from './queries'

export function BackToDashboard() {
  return (
    <Link to="/dashboard" className={styles.back}>
      <ChevronLeftIcon size={20} />
      <Trans>Dashboard</Trans>
    </Link>
  )
}

type UsernameInput = v.InferInput<typeof ChangeUsernameBodySchema>

export function ChangeUsernameScreen() {
  const { t } = useLingui()
  const session = useSession()
  const [changedTo, setChangedTo] = useState<string | null>(null)
  const [serverError, setServerError] = useState<string | null>(null)
  const changeUsername = useChangeUsernameMutation()
  const form = useForm<UsernameInput, unknown, v.InferOutput<typeof ChangeUsernameBodySchema>>({
    resolver: valibotResolver(ChangeUsernameBodySchema),
    defaultValues: { username: '' },
  })
  const user = session.user
  const submit = form.handleSubmit(async ({ username }) => {
    setServerError(null)
    try {
      const updated = await changeUsername.mutateAsync(username)
      setChangedTo(updated.username)
    } catch (error) {
      const issue = isApiError(error) ? error.body?.issues?.username?.[0] : undefined
      if (issue) form.setError('username', { message: issue.message })
      else setServerError(isApiError(error) && error.body ? error.body.message : t`An error ocurred`)
    }
  })
  return (
    <div className={styles.page}>
      <BackToDashboard />
      <section className={styles.settingCard}>
        <h1 className={styles.title}>
          <Trans>Change username</Trans>
        </h1>
        {changedTo ? (
          <FormNotice>
            <Trans>Done. Your username is now @{changedTo}.</Trans>
          </FormNotice>
        ) : user?.username_updated ? (
          <FormNotice>
            <Trans>You have already changed your username once, so it cannot be changed again.</Trans>
          </FormNotice>
        ) : (
          <form onSubmit={submit} noValidate style={{ display: 'grid', gap: 'var(--space-4)' }}>
            <p className={styles.muted}>
              <Trans>Your current username is @{user?.username}. You can change it only once.</Trans>
            </p>
            {serverError ? <FormError>{serverError}</FormError> : null}
            <TextField
              label={t`New username`}
              autoCapitalize="none"
              autoComplete="off"
              hint={t`Lowercase letters, numbers, dots and underscores.`}
              error={form.formState.errors.username?.message}
              {...form.register('username', { setValueAs: (value: string) => value.toLowerCase() })}
            />
            <Button type="submit" size="large" block isLoading={form.formState.isSubmitting}>
              <Trans>Save username</Trans>
            </Button>
          </form>
        )}
      </section>
    </div>
  )
}

/** Changing the password is done through a recovery e-mail; success is shown either way. */
export function ChangePasswordScreen() {
  const session = useSession()
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent'>('idle')
  const sendRecoverEmail = useRecoverEmailMutation()
  const email = session.user?.email ?? ''
  return (
    <div className={styles.page}>
      <BackToDashboard />
      <section className={styles.settingCard}>
        <h1 className={styles.title}>
          <Trans>Change password</Trans>
        </h1>
        <p className={styles.muted}>
          <Trans>We will send a secure link to {email}. Open it to choose your new password.</Trans>
        </p>
        {status === 'sent' ? (
          <FormNotice>
            <Trans>Check your inbox: the link to change your password is on its way.</Trans>
          </FormNotice>
        ) : (
          <Button
            size="large"
            block
            isLoading={status === 'sending'}
            onClick={async () => {
              setStatus('sending')
              await sendRecoverEmail.mutateAsync(email).catch(() => undefined)
              setStatus('sent')
            }}
          >
            <Trans>Send me the link</Trans>
          </Button>
        )}
      </section>
    </div>
  )
}

/** The e-mail notifications switch moves at once and goes back if the server refuses. */
export function NotificationsScreen() {
  const { t } = useLingui()
  const session = useSession()
  const [enabled, setEnabled] = useState(session.user?.chat_email_notifications ?? false)
  const save = useEmailNotificationsMutation()
  async function toggle(next: boolean) {
    setEnabled(next)
    try {
      setEnabled(await save.mutateAsync(next))
    } catch {
      setEnabled(!next)
      showToast(t`Your setting could not be saved. Please try again.`)
    }
  }
  return (
    <div className={styles.page}>
      <BackToDashboard />
      <section className={styles.settingCard}>
        <h1 className={styles.title}>
          <Trans>Notification settings</Trans>
        </h1>
        <div className={styles.settingRow}>
          <div>
            <p className={styles.rowTitle}>
              <Trans>E-mail notifications</Trans>
            </p>
            <p className={styles.muted}>
              <Trans>An e-mail when a creator answers you in the chat.</Trans>
            </p>
          </div>
          <Switch
            isOn={enabled}
            onChange={(next) => void toggle(next)}
            label={t`E-mail notifications`}
            aria-busy={save.isPending}
          />
        </div>
      </section>
      <PushSettings />
    </div>
  )
}
