/**
 * A small actions menu on the platform's popover (light dismiss and Escape for free): a trigger
 * button and a list of menu items, reachable with the arrow keys, Home and End. It opens below the
 * trigger, or above it when there is no room below.
 */
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import buttonStyles from './button.module.css'
import styles from './menu.module.css'

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
  const menuId = useId()
  const triggerRef = useRef<HTMLButtonElement>(null)
  const menuRef = useRef<HTMLDivElement>(null)
  const [isOpen, setIsOpen] = useState(false)

  function position() {
    const trigger = triggerRef.current?.getBoundingClientRect()
    const menu = menuRef.current
    if (!trigger || !menu) return
    const height = menu.offsetHeight || items.length * 48 + 16
    const fitsBelow = trigger.bottom + GAP_PX + height <= window.innerHeight
    menu.style.right = `${Math.max(8, window.innerWidth - trigger.right)}px`
    menu.style.left = 'auto'
    menu.style.top = fitsBelow ? `${trigger.bottom + GAP_PX}px` : 'auto'
    menu.style.bottom = fitsBelow ? 'auto' : `${window.innerHeight - trigger.top + GAP_PX}px`
  }

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
  }, [isOpen])

  function itemButtons(): HTMLButtonElement[] {
    return Array.from(menuRef.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])
  }

  function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
    const buttons = itemButtons()
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement)
    const last = buttons.length - 1
    const next =
      event.key === 'ArrowDown'
        ? index >= last
          ? 0
          : index + 1
        : event.key === 'ArrowUp'
          ? index <= 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined
    if (next === undefined) return
    event.preventDefault()
    buttons[next]?.focus()
  }

  function select(item: MenuItem) {
    menuRef.current?.hidePopover()
    triggerRef.current?.focus()
    item.onSelect()
  }

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-label={label}
        title={label}
        className={[buttonStyles.iconButton, className].filter(Boolean).join(' ')}
        popoverTarget={menuId}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={menuId}
        onClick={position}
      >
        {icon}
      </button>
      <div
        ref={menuRef}
        id={menuId}
        popover="auto"
        role="menu"
        aria-label={label}
        className={styles.menu}
        onKeyDown={moveFocus}
        onToggle={(event) => {
          const open = (event.nativeEvent as ToggleEvent).newState === 'open'
          setIsOpen(open)
          if (open) {
            position()
            itemButtons()[0]?.focus()
          }
        }}
      >
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
