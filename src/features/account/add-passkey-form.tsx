/**
 * Adding a passkey: a name for it (a guess from this device, ready to keep), then the browser's
 * ceremony (fingerprint, face or screen lock). What typed stays typed when anything fails.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useForm } from 'react-hook-form'
import type * as v from 'valibot'
import { type Passkey, RenamePasskeyBodySchema } from '../../../contract/schemas/passkey'
import { isApiError } from '../../api/errors'
import { isPasskeyAlreadyOnDevice, isPasskeyPromptDismissed } from '../../lib/passkey-errors'
import { Button } from '../../ui/button'
import { FormError, TextField } from '../../ui/form/fields'
import { encodeFieldMessage, valibotResolver } from '../../ui/form/valibot-resolver'
import { KeyIcon } from '../../ui/icons'
import styles from './account.module.css'
import { deviceOf } from './device-name'
import { useAddPasskeyMutation } from './passkey-queries'

type NameInput = v.InferInput<typeof RenamePasskeyBodySchema>

export function AddPasskeyForm({ onAdded }: { onAdded: (passkey: Passkey) => void }) {
  const { t } = useLingui()
  const { browser, system } = deviceOf(navigator.userAgent)
  const suggestedName = browser && system ? t`${browser} on ${system}` : (browser ?? system ?? t`My passkey`)
  const form = useForm<NameInput, unknown, v.InferOutput<typeof RenamePasskeyBodySchema>>({
    resolver: valibotResolver(RenamePasskeyBodySchema),
    defaultValues: { name: suggestedName },
  })
  const { register, handleSubmit, formState, setError, reset } = form
  const addPasskey = useAddPasskeyMutation()

  const submit = handleSubmit(async ({ name }) => {
    try {
      onAdded(await addPasskey.mutateAsync(name))
      // Ready for another device's passkey, with nothing of this one's name left in it.
      reset({ name: suggestedName })
    } catch (error) {
      const message = problemOf(error)
      if (message.field) setError('name', { message: message.field })
      else setError('root', { message: message.general })
    }
  })

  function problemOf(error: unknown): { field?: string; general: string } {
    const nameIssue = isApiError(error) ? error.body?.issues?.name?.[0] : undefined
    if (nameIssue) return { field: encodeFieldMessage(nameIssue.message, nameIssue.requirement), general: '' }
    if (isApiError(error)) {
      if (error.isNetwork) return { general: t`You are offline. Adding a passkey needs a connection.` }
      if (error.status === 409)
        return { general: t`Your account has as many passkeys as it can keep. Remove one to add another.` }
      if (error.status === 422) return { general: t`This passkey could not be added. Please try again.` }
      return { general: error.body?.message ?? t`An error ocurred` }
    }
    if (isPasskeyAlreadyOnDevice(error)) return { general: t`This device already has a passkey for your account.` }
    if (isPasskeyPromptDismissed(error)) return { general: t`No passkey was created. Try again when you are ready.` }
    return { general: t`This browser could not create a passkey.` }
  }

  return (
    <form className={styles.passkeyForm} onSubmit={submit} noValidate>
      {formState.errors.root?.message ? <FormError>{formState.errors.root.message}</FormError> : null}
      <TextField
        label={t`Passkey name`}
        hint={t`So you can tell your passkeys apart, e.g. "Phone" or "Laptop".`}
        autoComplete="off"
        error={formState.errors.name?.message}
        {...register('name')}
      />
      <Button type="submit" block icon={<KeyIcon size={18} />} isLoading={formState.isSubmitting}>
        <Trans>Add a passkey</Trans>
      </Button>
    </form>
  )
}
