/**
 * One passkey in the account's list: its name, when it was added and last used, and the ways to
 * rename it (in place) and remove it (after a confirmation: it stops signing in at once).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type * as v from 'valibot'
import { type Passkey, RenamePasskeyBodySchema } from '../../../contract/schemas/passkey'
import { isApiError } from '../../api/errors'
import { usePreferences } from '../../api/use-preferences'
import { formatRelative } from '../../lib/format'
import { Button } from '../../ui/button'
import { Dialog } from '../../ui/dialog'
import { FormError, TextField } from '../../ui/form/fields'
import { encodeFieldMessage, valibotResolver } from '../../ui/form/valibot-resolver'
import { KeyIcon } from '../../ui/icons'
import styles from './account.module.css'
import { useRemovePasskeyMutation, useRenamePasskeyMutation } from './passkey-queries'

type Props = {
  passkey: Passkey
  onRenamed: (passkey: Passkey) => void
  onRemoved: (id: number) => void
}

export function PasskeyRow({ passkey, onRenamed, onRemoved }: Props) {
  const { t } = useLingui()
  const { locale } = usePreferences()
  const [isRenaming, setIsRenaming] = useState(false)
  const [isConfirming, setIsConfirming] = useState(false)
  const added = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(passkey.created_at))
  const lastUsed = passkey.last_used_at ? formatRelative(new Date(passkey.last_used_at), locale) : null

  if (isRenaming) {
    return (
      <li className={styles.passkeyRow}>
        <RenameForm
          passkey={passkey}
          onDone={(renamed) => {
            setIsRenaming(false)
            if (renamed) onRenamed(renamed)
          }}
        />
      </li>
    )
  }
  return (
    <li className={styles.passkeyRow}>
      <span className={styles.rowIcon}>
        <KeyIcon />
      </span>
      <span className={styles.rowText}>
        <span className={styles.rowTitle}>{passkey.name}</span>
        <span className={styles.muted}>
          {lastUsed ? (
            <Trans>
              Added {added} · Last used {lastUsed}
            </Trans>
          ) : (
            <Trans>Added {added} · Not used yet</Trans>
          )}
        </span>
      </span>
      <span className={styles.passkeyActions}>
        <Button
          size="small"
          variant="secondary"
          aria-label={t`Rename ${passkey.name}`}
          onClick={() => setIsRenaming(true)}
        >
          <Trans>Rename</Trans>
        </Button>
        <Button
          size="small"
          variant="ghost"
          aria-label={t`Remove ${passkey.name}`}
          onClick={() => setIsConfirming(true)}
        >
          <Trans>Remove</Trans>
        </Button>
      </span>
      <RemoveDialog
        passkey={passkey}
        isOpen={isConfirming}
        onClose={() => setIsConfirming(false)}
        onRemoved={() => onRemoved(passkey.id)}
      />
    </li>
  )
}

type NameInput = v.InferInput<typeof RenamePasskeyBodySchema>

function RenameForm({ passkey, onDone }: { passkey: Passkey; onDone: (renamed: Passkey | null) => void }) {
  const { t } = useLingui()
  const form = useForm<NameInput, unknown, v.InferOutput<typeof RenamePasskeyBodySchema>>({
    resolver: valibotResolver(RenamePasskeyBodySchema),
    defaultValues: { name: passkey.name },
  })
  const { register, handleSubmit, formState, setError } = form
  const renamePasskey = useRenamePasskeyMutation(passkey.id)
  const submit = handleSubmit(async ({ name }) => {
    try {
      onDone(await renamePasskey.mutateAsync(name))
    } catch (error) {
      const issue = isApiError(error) ? error.body?.issues?.name?.[0] : undefined
      if (issue) setError('name', { message: encodeFieldMessage(issue.message, issue.requirement) })
      else if (isApiError(error) && error.isNetwork)
        setError('root', { message: t`You are offline. Renaming a passkey needs a connection.` })
      else setError('root', { message: t`The passkey could not be renamed. Please try again.` })
    }
  })
  return (
    <form className={styles.passkeyForm} onSubmit={submit} noValidate>
      {formState.errors.root?.message ? <FormError>{formState.errors.root.message}</FormError> : null}
      <TextField
        label={t`Passkey name`}
        autoComplete="off"
        // The field the person just asked to edit.
        autoFocus
        error={formState.errors.name?.message}
        {...register('name')}
      />
      <span className={styles.passkeyActions}>
        <Button type="submit" size="small" isLoading={formState.isSubmitting}>
          <Trans>Save</Trans>
        </Button>
        <Button size="small" variant="ghost" onClick={() => onDone(null)}>
          <Trans>Cancel</Trans>
        </Button>
      </span>
    </form>
  )
}

function RemoveDialog({
  passkey,
  isOpen,
  onClose,
  onRemoved,
}: {
  passkey: Passkey
  isOpen: boolean
  onClose: () => void
  onRemoved: () => void
}) {
  const { t } = useLingui()
  const [status, setStatus] = useState<'idle' | 'removing' | 'failed' | 'offline'>('idle')
  const removePasskey = useRemovePasskeyMutation(passkey.id)
  async function remove() {
    setStatus('removing')
    try {
      await removePasskey.mutateAsync()
      onClose()
      onRemoved()
    } catch (error) {
      // Already gone (removed on another device): the list only has to catch up.
      if (isApiError(error) && error.status === 404) {
        onClose()
        onRemoved()
        return
      }
      setStatus(isApiError(error) && error.isNetwork ? 'offline' : 'failed')
    }
  }
  const name = passkey.name
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      closeLabel={t`Close`}
      title={<Trans>Remove this passkey?</Trans>}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            <Trans>Keep it</Trans>
          </Button>
          <Button variant="danger" isLoading={status === 'removing'} onClick={() => void remove()}>
            <Trans>Remove</Trans>
          </Button>
        </>
      }
    >
      <p>
        <Trans>
          "{name}" will no longer log you in. You can still log in with your password, or reset it by e-mail.
        </Trans>
      </p>
      {status === 'failed' ? (
        <FormError>
          <Trans>The passkey could not be removed. Please try again.</Trans>
        </FormError>
      ) : status === 'offline' ? (
        <FormError>
          <Trans>You are offline. Removing a passkey needs a connection.</Trans>
        </FormError>
      ) : null}
    </Dialog>
  )
}
