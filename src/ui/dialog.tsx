import { type ReactNode, useEffect, useId, useRef } from 'react'
import { IconButton } from './button'
import styles from './dialog.module.css'
import { CloseIcon } from './icons'

type Props = {
  isOpen: boolean
  onClose: () => void
  title: ReactNode
  closeLabel: string
  children?: ReactNode
  actions?: ReactNode
}

/**
 * Whether a modal has been open at least once. One never opened is not drawn at all: a feed's cards
 * carry three each (log in, chat, subscribe), and drawing them closed would be a third of a
 * card's elements. Once opened it stays, so closing it hands the focus back
 * where it was.
 */
export function useOpenedOnce(isOpen: boolean): boolean {
  const opened = useRef(isOpen)
  if (isOpen) opened.current = true
  return opened.current
}

/** A modal on the native <dialog>: focus trap, Escape and inert background come from the platform. */
export function Dialog({ isOpen, onClose, title, closeLabel, children, actions }: Props) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const isDrawn = useOpenedOnce(isOpen)

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (isOpen && !dialog.open) dialog.showModal()
    if (!isOpen && dialog.open) dialog.close()
  }, [isOpen])

  if (!isDrawn) return null
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click mirrors Escape, which <dialog> handles natively.
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) onClose()
      }}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <IconButton label={closeLabel} onClick={onClose}>
          <CloseIcon size={20} />
        </IconButton>
      </div>
      {children ? <div className={styles.body}>{children}</div> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </dialog>
  )
}
