import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { useId, useRef } from 'react'
import { useSession } from '../../api/use-session'
import { chatHomeQuery } from '../../features/chat'
import { appConfigQuery, loginHrefFrom } from '../../features/session'
import { AppLink } from '../../ui/app-link'
import { Avatar } from '../../ui/avatar'
import { UserIcon } from '../../ui/icons'
import styles from './account-menu.module.css'
import { usePanelSession } from './creators-panel-frame'

/** The profile circle and its login menu, for guests and for signed-in users. */
export function AccountMenu() {
  const { t } = useLingui()
  const session = useSession()
  const config = useQuery(appConfigQuery())
  // "My chat" only once the chat host's address is known (R-SHELL-19).
  const chatHome = useQuery({ ...chatHomeQuery(), enabled: session.status === 'user' })
  const chatUrl = session.status === 'user' ? (chatHome.data?.url ?? null) : null
  const here = useRouterState({ select: (state) => state.location.href })
  const menuId = useId()
  const triggerRef = useRef<HTMLButtonElement>(null)
  const menuRef = useRef<HTMLElement>(null)
  const user = session.user
  const panel = config.data?.creators_panel_url ?? 'https://creators.velvet.example'
  const panelSession = usePanelSession()

  function position() {
    const trigger = triggerRef.current?.getBoundingClientRect()
    const menu = menuRef.current
    if (!trigger || !menu) return
    menu.style.top = `${trigger.bottom + 8}px`
    menu.style.right = `${Math.max(8, window.innerWidth - trigger.right)}px`
  }
  const close = () => menuRef.current?.hidePopover()

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className={user ? styles.triggerUser : styles.trigger}
        popoverTarget={menuId}
        aria-label={user ? t`Account menu of ${user.username}` : t`Account menu`}
        onClick={position}
      >
        {user ? <Avatar src={user.profile_pic} name={user.username} size={36} /> : <UserIcon size={20} />}
      </button>
      <nav ref={menuRef} id={menuId} popover="auto" className={styles.menu} aria-label={t`Account menu`}>
        {user ? (
          <>
            <p className={styles.signedIn}>
              <Trans>Signed in as @{user.username}</Trans>
            </p>
            <AppLink className={`${styles.item} ${styles.primary}`} href="/dashboard" onClick={close}>
              <Trans>Dashboard</Trans>
            </AppLink>
            <AppLink className={styles.item} href="/feeds/" onClick={close}>
              <Trans>My wall</Trans>
            </AppLink>
            {/* Every signed-in user; the panel itself offers creators' sign-in and sign-up. */}
            <a className={styles.item} href={panel}>
              <Trans>My panel</Trans>
            </a>
            <AppLink className={styles.item} href="/downloads" onClick={close}>
              <Trans>Downloads</Trans>
            </AppLink>
            {chatUrl ? (
              <AppLink className={styles.item} href={chatUrl} onClick={close}>
                <Trans>My chat</Trans>
              </AppLink>
            ) : null}
            <hr className={styles.separator} />
            <AppLink className={styles.item} href="/faqs" onClick={close}>
              <Trans>Tutorials</Trans>
            </AppLink>
            <AppLink className={styles.item} href="/logout" onClick={close}>
              <Trans>Log out</Trans>
            </AppLink>
          </>
        ) : (
          <>
            <AppLink className={`${styles.item} ${styles.primary}`} href={loginHrefFrom(here)} onClick={close}>
              <Trans>User login</Trans>
            </AppLink>
            {panelSession ? (
              // Signed in on the creators' panel (its frame said so): straight there.
              <a className={`${styles.item} ${styles.itemWithDetail}`} href={panel}>
                <Trans>My panel</Trans>
                <span className={styles.itemDetail}>
                  <Trans>Signed in to the creators' panel as @{panelSession.username}</Trans>
                </span>
              </a>
            ) : (
              <AppLink className={styles.item} href="/login?redirect=webstars-panel" onClick={close}>
                <Trans>Creators' panel login</Trans>
              </AppLink>
            )}
            <AppLink className={styles.item} href="/signup" onClick={close}>
              <Trans>Register</Trans>
            </AppLink>
            <hr className={styles.separator} />
            <AppLink className={styles.item} href="/faqs" onClick={close}>
              <Trans>Tutorials</Trans>
            </AppLink>
          </>
        )}
      </nav>
    </>
  )
}
