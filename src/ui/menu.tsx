/**
 * A small actions menu on the platform's popover (light dismiss and Escape for free): a trigger
 * button and a list of menu items, reachable with the arrow keys, Home and End. It opens below the
 * trigger, or above it when there is no room below.
 */
import { type ReactNode, useEffect } from 'react'
import buttonStyles from './button.module.css'
import styles from './menu.module.css'
import { usePopoverMenu } from './use-popover-menu'

export type MenuItem = {
  id: string
  label: string
  icon?: ReactNode
  tone?: 'danger'
  onSelect: () => void
}

type Props = {
  /** Accessible name of the trigger and of the menu. */
  label: string
  icon: ReactNode
  items: readonly MenuItem[]
  className?: string
}

const GAP_PX = 6

export function Menu({ label, icon, items, className }: Props) {
  const menu = usePopoverMenu({
    place: (trigger, element) => {
      const height = element.offsetHeight || items.length * 48 + 16
      const fitsBelow = trigger.bottom + GAP_PX + height <= window.innerHeight
      element.style.right = `${Math.max(8, window.innerWidth - trigger.right)}px`
      element.style.left = 'auto'
      element.style.top = fitsBelow ? `${trigger.bottom + GAP_PX}px` : 'auto'
      element.style.bottom = fitsBelow ? 'auto' : `${window.innerHeight - trigger.top + GAP_PX}px`
    },
    focusOnOpen: (element) => element.querySelector<HTMLElement>('[role="menuitem"]'),
  })
  const { isOpen, menuRef } = menu

  useEffect(() => {
    if (!isOpen) return
    // A fixed popover would float away from its trigger while the page scrolls: close it instead.
    const close = () => menuRef.current?.hidePopover()
    window.addEventListener('scroll', close, { passive: true, capture: true })
    window.addEventListener('resize', close)
    return () => {
      window.removeEventListener('scroll', close, { capture: true })
      window.removeEventListener('resize', close)
    }
  }, [isOpen, menuRef])

  function select(item: MenuItem) {
    menu.close()
    item.onSelect()
  }

  return (
    <>
      <button
        {...menu.triggerProps}
        aria-label={label}
        title={label}
        className={[buttonStyles.iconButton, className].filter(Boolean).join(' ')}
      >
        {icon}
      </button>
      <div {...menu.menuProps} role="menu" aria-label={label} className={styles.menu}>
        {items.map((item) => (
          <button
            key={item.id}
            type="button"
            role="menuitem"
            className={[styles.item, item.tone === 'danger' ? styles.danger : ''].join(' ')}
            onClick={() => select(item)}
          >
            {item.icon ? <span className={styles.icon}>{item.icon}</span> : null}
            {item.label}
          </button>
        ))}
      </div>
    </>
  )
}
