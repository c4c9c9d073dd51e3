import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { PushSupport } from '../../offline/push-device'
import { Button } from '../../ui/button'
import { BellIcon } from '../../ui/icons'
import { Skeleton } from '../../ui/skeleton'
import { Switch } from '../../ui/switch'
import styles from './push-settings.module.css'
import { usePushPreferences } from './use-push-preferences'

/** Why this device cannot turn notifications on, and what to do about it. */
function SupportNotice({ support }: { support: PushSupport }) {
  if (support === 'supported') return null
  return (
    <p className={styles.notice} role="status">
      {support === 'needs-install' ? (
        <Trans>
          On iPhone and iPad, add Velvet to your Home Screen (Share, then Add to Home Screen) to get notifications.
        </Trans>
      ) : support === 'denied' ? (
        <Trans>Notifications are blocked for Velvet. Allow them in your browser's site settings, then try again.</Trans>
      ) : (
        <Trans>This browser cannot show notifications.</Trans>
      )}
    </p>
  )
}

/** Why notifications cannot be turned on here, and what went wrong with the last change. */
function PushNotes({ support, problem }: { support: PushSupport; problem: string | null }) {
  return (
    <>
      <SupportNotice support={support} />
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
    </>
  )
}

/** /notifications: new-post notifications of followed creators, and the discreet mode. */
export function PushSettings() {
  const { t } = useLingui()
  const { preferences, support, problem, isSaving, save } = usePushPreferences()
  const data = preferences.data
  const canChange = support === 'supported' && data !== undefined

  return (
    <section className={styles.card} aria-labelledby="push-title">
      <h2 id="push-title" className={styles.title}>
        <Trans>Push notifications</Trans>
      </h2>
      {preferences.isPending ? (
        <Skeleton height={88} />
      ) : preferences.isError ? (
        <div className={styles.notice} role="alert">
          <Trans>Your notification settings could not be loaded.</Trans>{' '}
          <Button size="small" variant="secondary" onClick={() => void preferences.refetch()}>
            <Trans>Retry</Trans>
          </Button>
        </div>
      ) : (
        <>
          <SettingRow
            title={<Trans>New posts</Trans>}
            description={<Trans>A notification when a creator you follow posts something new.</Trans>}
          >
            <Switch
              isOn={data?.new_posts ?? false}
              disabled={!canChange || isSaving}
              aria-busy={isSaving}
              label={t`New posts`}
              onChange={(next) => void save({ new_posts: next, hide_creator: data?.hide_creator ?? false })}
            />
          </SettingRow>
          <SettingRow
            title={<Trans>Discreet notifications</Trans>}
            description={<Trans>Do not show the creator's name or picture in notifications.</Trans>}
          >
            <Switch
              isOn={data?.hide_creator ?? false}
              disabled={data === undefined || isSaving}
              label={t`Discreet notifications`}
              onChange={(next) => void save({ new_posts: data?.new_posts ?? false, hide_creator: next })}
            />
          </SettingRow>
        </>
      )}
      <PushNotes support={support} problem={problem} />
    </section>
  )
}

/** The dashboard's invitation to turn on new-post notifications; gone once they are on. */
export function PushOptInCard() {
  const { preferences, support, problem, isSaving, save } = usePushPreferences()
  const data = preferences.data
  if (!data || data.new_posts || support === 'unsupported') return null
  return (
    <section className={styles.optIn} aria-labelledby="push-opt-in">
      <span className={styles.optInIcon}>
        <BellIcon size={22} />
      </span>
      <div className={styles.optInText}>
        <p id="push-opt-in" className={styles.rowTitle}>
          <Trans>Never miss a new post</Trans>
        </p>
        <p className={styles.muted}>
          <Trans>Get a notification when the creators you follow post.</Trans>
        </p>
        <PushNotes support={support} problem={problem} />
      </div>
      {support === 'supported' ? (
        <Button
          size="small"
          isLoading={isSaving}
          onClick={() => void save({ new_posts: true, hide_creator: data.hide_creator })}
        >
          <Trans>Turn on</Trans>
        </Button>
      ) : null}
    </section>
  )
}

/** A setting: its name and what it does, with its control at the end of the row. */
function SettingRow({
  title,
  description,
  children,
}: {
  title: ReactNode
  description: ReactNode
  children: ReactNode
}) {
  return (
    <div className={styles.row}>
      <div>
        <p className={styles.rowTitle}>{title}</p>
        <p className={styles.muted}>{description}</p>
      </div>
      {children}
    </div>
  )
}
