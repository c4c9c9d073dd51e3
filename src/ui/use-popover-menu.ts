import { type KeyboardEvent, useId, useRef, useState } from 'react'

type Options = {
  /** Places the menu against its trigger's box, each time it opens. */
  place: (trigger: DOMRect, menu: HTMLElement) => void
  /** The item that takes the focus when the menu opens. */
  focusOnOpen: (menu: HTMLElement) => HTMLElement | null | undefined
  onOpenChange?: (isOpen: boolean) => void
}

/** The next item for a key of the ARIA menu pattern (arrows wrap around, Home, End), or none. */
function nextIndex(key: string, index: number, count: number): number | undefined {
  const last = count - 1
  if (key === 'ArrowDown') return index >= last ? 0 : index + 1
  if (key === 'ArrowUp') return index <= 0 ? last : index - 1
  if (key === 'Home') return 0
  if (key === 'End') return last
  return undefined
}

/**
 * A menu on the platform's popover (light dismiss and Escape for free): the trigger's and the
 * menu's wiring (the menu element adds role="menu" and its name), the open state, placement when
 * it opens, the first focus, arrow keys, Home and End between its items, and Tab or `close` to
 * leave it with the focus back on the trigger.
 */
export function usePopoverMenu({ place, focusOnOpen, onOpenChange }: Options) {
  const menuId = useId()
  const triggerRef = useRef<HTMLButtonElement>(null)
  const menuRef = useRef<HTMLDivElement>(null)
  const [isOpen, setIsOpen] = useState(false)

  function position() {
    const trigger = triggerRef.current?.getBoundingClientRect()
    if (trigger && menuRef.current) place(trigger, menuRef.current)
  }

  function close() {
    menuRef.current?.hidePopover()
    triggerRef.current?.focus()
  }

  function onToggle(event: { newState: string }) {
    const open = event.newState === 'open'
    setIsOpen(open)
    onOpenChange?.(open)
    if (open && menuRef.current) {
      position()
      focusOnOpen(menuRef.current)?.focus()
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Tab') return close()
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? [])]
    const next = nextIndex(event.key, items.indexOf(document.activeElement as HTMLElement), items.length)
    if (next === undefined) return
    event.preventDefault()
    items[next]?.focus()
  }

  return {
    isOpen,
    close,
    menuRef,
    triggerProps: {
      ref: triggerRef,
      type: 'button' as const,
      popoverTarget: menuId,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': isOpen,
      'aria-controls': menuId,
      onClick: position,
    },
    menuProps: { ref: menuRef, id: menuId, popover: 'auto' as const, onToggle, onKeyDown },
  }
}
