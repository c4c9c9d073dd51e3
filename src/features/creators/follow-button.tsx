import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { Creator } from '../../../contract/schemas/creator'
import { CheckIcon, UserPlusIcon } from '../../ui/icons'
import { LoginRequiredDialog } from '../session'
import styles from './follow-button.module.css'
import { useFollow } from './use-follow'

type Props = {
  creator: Pick<Creator, 'id' | 'name' | 'following'>
  /** The round icon-only version that sits on a creator tile. */
  compact?: boolean
}

/** Follow / Following: a toggle; guests log in first, then it follows. */
export function FollowButton({ creator, compact = false }: Props) {
  const { t } = useLingui()
  const follow = useFollow(creator)
  const [isLoginOpen, setIsLoginOpen] = useState(false)
  const name = creator.name
  const label = follow.following ? t`Unfollow ${name}` : t`Follow ${name}`
  return (
    <>
      <button
        type="button"
        className={compact ? styles.compact : styles.follow}
        aria-pressed={follow.following}
        aria-label={compact ? label : undefined}
        title={compact ? label : undefined}
        onClick={() => follow.press(() => setIsLoginOpen(true))}
      >
        {follow.following ? <CheckIcon size={compact ? 16 : 18} /> : <UserPlusIcon size={compact ? 16 : 18} />}
        {compact ? null : follow.following ? <Trans>Following</Trans> : <Trans>Follow</Trans>}
        {follow.isPending ? <span className={styles.pendingDot} title={t`Waiting to be sent`} /> : null}
      </button>
      <LoginRequiredDialog
        isOpen={isLoginOpen}
        onClose={() => setIsLoginOpen(false)}
        onLogIn={follow.rememberForLogin}
      />
    </>
  )
}
