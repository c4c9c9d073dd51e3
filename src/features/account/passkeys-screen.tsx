/**
 * /passkeys, the account's security settings for passkeys: the list (each can be renamed or
 * removed) and a form to add one on this device. Recovery stays the e-mail link of "Forgot your
 * password?"; a passkey is another way in, never the only one.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { PASSKEYS_PER_USER, type Passkey } from '../../../contract/schemas/passkey'
import { useSession } from '../../api/use-session'
import { useIsOnline } from '../../offline/online'
import { Button } from '../../ui/button'
import { FormNotice } from '../../ui/form/fields'
import { Skeleton } from '../../ui/skeleton'
import styles from './account.module.css'
import { AddPasskeyForm } from './add-passkey-form'
import { passkeysQuery } from './passkey-queries'
import { PasskeyRow } from './passkey-row'
import { accountKeys } from './queries'
import { BackToDashboard } from './settings-screens'

const canCreatePasskeys = () => typeof window.PublicKeyCredential === 'function'

export function PasskeysScreen() {
  const session = useSession()
  const userId = session.user?.id ?? 0
  return (
    <div className={styles.page}>
      <BackToDashboard />
      <section className={styles.settingCard} aria-labelledby="passkeys-title">
        <h1 id="passkeys-title" className={styles.title}>
          <Trans>Passkeys</Trans>
        </h1>
        <p className={styles.muted}>
          <Trans>
            Log in with your fingerprint, face or screen lock instead of your password. If you lose your devices, you
            can still get in with your e-mail.
          </Trans>
        </p>
        <PasskeyList userId={userId} />
      </section>
    </div>
  )
}

function PasskeyList({ userId }: { userId: number }) {
  const { t } = useLingui()
  const isOnline = useIsOnline()
  const queryClient = useQueryClient()
  const list = useQuery({ ...passkeysQuery(userId), enabled: userId > 0 })
  const update = (change: (passkeys: Passkey[]) => Passkey[]) =>
    queryClient.setQueryData(accountKeys.passkeys(userId), (passkeys: Passkey[] | undefined) => change(passkeys ?? []))

  if (list.isPending) {
    return (
      <div className={styles.passkeySkeleton} aria-hidden="true">
        <Skeleton height={60} />
        <Skeleton height={60} />
      </div>
    )
  }
  if (list.isError) {
    return (
      <div className={styles.passkeyProblem} role="alert">
        <p>
          {isOnline ? (
            <Trans>Your passkeys could not be loaded.</Trans>
          ) : (
            <Trans>You are offline. Your passkeys are shown when you are back online.</Trans>
          )}
        </p>
        <Button size="small" variant="secondary" isLoading={list.isRefetching} onClick={() => void list.refetch()}>
          {t`Retry`}
        </Button>
      </div>
    )
  }
  const passkeys = list.data
  return (
    <>
      {passkeys.length === 0 ? (
        <p className={styles.passkeyEmpty}>
          <Trans>No passkeys yet. Add one to log in on this device without typing your password.</Trans>
        </p>
      ) : (
        <ul className={styles.passkeyList} aria-label={t`Your passkeys`}>
          {passkeys.map((passkey) => (
            <PasskeyRow
              key={passkey.id}
              passkey={passkey}
              onRenamed={(renamed) => update((all) => all.map((item) => (item.id === renamed.id ? renamed : item)))}
              onRemoved={(id) => update((all) => all.filter((item) => item.id !== id))}
            />
          ))}
        </ul>
      )}
      {!canCreatePasskeys() ? (
        <FormNotice>
          <Trans>This browser cannot create passkeys. Open Velvet in an up-to-date browser to add one.</Trans>
        </FormNotice>
      ) : passkeys.length >= PASSKEYS_PER_USER ? (
        <FormNotice>
          <Trans>Your account has as many passkeys as it can keep. Remove one to add another.</Trans>
        </FormNotice>
      ) : (
        <AddPasskeyForm onAdded={(added) => update((all) => [added, ...all])} />
      )}
    </>
  )
}
