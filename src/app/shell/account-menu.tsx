import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useRef } from 'react'
import { AppLink } from '../../ui/app-link'
import { UserIcon } from '../../ui/icons'
import styles from './account-menu.module.css'

/** The profile circle and its login menu (000 §2 App shell), as a guest sees it. */
export function AccountMenu() {
  const { t } = useLingui()
  const menuId = useId()
  const triggerRef = useRef<HTMLButtonElement>(null)
  const menuRef = useRef<HTMLElement>(null)

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
        className={styles.trigger}
        popoverTarget={menuId}
        aria-label={t`Account menu`}
        onClick={position}
      >
        <UserIcon size={20} />
      </button>
      <nav ref={menuRef} id={menuId} popover="auto" className={styles.menu} aria-label={t`Account menu`}>
        <AppLink className={`${styles.item} ${styles.primary}`} href="/login" onClick={close}>
          <Trans>User login</Trans>
        </AppLink>
        <AppLink className={styles.item} href="/login?redirect=webstars-panel" onClick={close}>
          <Trans>Creators' panel login</Trans>
        </AppLink>
        <AppLink className={styles.item} href="/signup" onClick={close}>
          <Trans>Register</Trans>
        </AppLink>
        <hr className={styles.separator} />
        <AppLink className={styles.item} href="/faqs" onClick={close}>
          <Trans>Tutorials</Trans>
        </AppLink>
      </nav>
    </>
  )
}
