/**
 * A modal sheet anchored to the bottom of the screen.
 * The native <dialog> gives the focus trap, Escape and the inert page; on top of it the sheet has a
 * draggable bar: dragging the sheet down past a threshold (or flicking it) closes it, a shorter drag
 * springs back. Closing always slides out in TIMING.sheetCloseMs before `onClose` runs.
 */
import { type ReactNode, type PointerEvent as ReactPointerEvent, type Ref, useEffect, useId, useRef } from 'react'
import { TIMING } from '../../contract/limits'
import styles from './bottom-sheet.module.css'
import { IconButton } from './button'
import { CloseIcon } from './icons'

/** How far a drag must pull the sheet down before letting go closes it. */
export const DRAG_CLOSE = {
  /** Never less than this many pixels, so a small tap-and-wiggle does not close it. */
  minPx: 96,
  /** Or this share of the sheet's height, whichever is larger. */
  heightShare: 0.25,
  /** A quick flick closes it from a shorter distance. */
  flickPxPerMs: 0.6,
  flickMinPx: 32,
} as const

type Drag = { distance: number; height: number; velocity: number }

/** Whether releasing a drag of `distance` px down (at `velocity` px/ms) closes a sheet `height` px tall. */
export function shouldCloseOnDrag({ distance, height, velocity }: Drag): boolean {
  if (distance <= 0) return false
  if (velocity >= DRAG_CLOSE.flickPxPerMs && distance >= DRAG_CLOSE.flickMinPx) return true
  return distance >= Math.max(DRAG_CLOSE.minPx, height * DRAG_CLOSE.heightShare)
}

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches
}

type Props = {
  isOpen: boolean
  /** Called once the closing animation has finished. */
  onClose: () => void
  title: ReactNode
  closeLabel: string
  /** Accessible name of the drag bar (a button that also closes the sheet). */
  dragLabel: string
  children: ReactNode
  /** Stays at the bottom, outside the scrolling area (an input, actions). */
  footer?: ReactNode
  /** The scrolling area, e.g. to scroll it back to the top. */
  bodyRef?: Ref<HTMLDivElement>
}

export function BottomSheet({ isOpen, onClose, title, closeLabel, dragLabel, children, footer, bodyRef }: Props) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const closing = useRef(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const drag = useRef<{ startY: number; lastY: number; lastT: number; velocity: number } | null>(null)
  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (isOpen && !dialog.open) {
      closing.current = false
      dialog.style.transform = ''
      dialog.style.transition = ''
      dialog.classList.remove(styles.closing ?? '')
      dialog.showModal()
    }
    if (!isOpen && dialog.open) dialog.close()
  }, [isOpen])

  useEffect(() => () => clearTimeout(timer.current), [])

  function requestClose() {
    const dialog = ref.current
    if (!dialog || closing.current) return
    closing.current = true
    if (prefersReducedMotion()) {
      onCloseRef.current()
      return
    }
    // From wherever a drag left it, slide the rest of the way out.
    dialog.style.transition = `transform ${TIMING.sheetCloseMs}ms ease-in`
    dialog.style.transform = 'translateY(100%)'
    dialog.classList.add(styles.closing ?? '')
    timer.current = setTimeout(() => onCloseRef.current(), TIMING.sheetCloseMs)
  }

  function startDrag(event: ReactPointerEvent<HTMLElement>) {
    if (event.button !== 0 || closing.current) return
    // A press on a control inside the header (the close button) is a click, not a drag.
    if ((event.target as HTMLElement).closest('[data-no-drag]')) return
    event.currentTarget.setPointerCapture(event.pointerId)
    drag.current = { startY: event.clientY, lastY: event.clientY, lastT: event.timeStamp, velocity: 0 }
    if (ref.current) ref.current.style.transition = 'none'
  }

  function moveDrag(event: ReactPointerEvent<HTMLElement>) {
    const current = drag.current
    const dialog = ref.current
    if (!current || !dialog) return
    const elapsed = Math.max(1, event.timeStamp - current.lastT)
    current.velocity = (event.clientY - current.lastY) / elapsed
    current.lastY = event.clientY
    current.lastT = event.timeStamp
    const distance = Math.max(0, event.clientY - current.startY)
    dialog.style.transform = distance > 0 ? `translateY(${distance}px)` : ''
  }

  function endDrag(event: ReactPointerEvent<HTMLElement>) {
    const current = drag.current
    const dialog = ref.current
    drag.current = null
    if (!current || !dialog) return
    const distance = Math.max(0, event.clientY - current.startY)
    if (shouldCloseOnDrag({ distance, height: dialog.offsetHeight, velocity: current.velocity })) {
      requestClose()
      return
    }
    dialog.style.transition = ''
    dialog.style.transform = ''
  }

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click mirrors Escape, which <dialog> handles natively.
    <dialog
      ref={ref}
      className={styles.sheet}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: close with the same slide as every other way out.
        event.preventDefault()
        requestClose()
      }}
      onClose={() => {
        if (!closing.current) onCloseRef.current()
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) requestClose()
      }}
    >
      <div
        className={styles.grab}
        onPointerDown={startDrag}
        onPointerMove={moveDrag}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        <button type="button" className={styles.bar} aria-label={dragLabel} onClick={requestClose}>
          <span aria-hidden="true" />
        </button>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <span data-no-drag>
            <IconButton label={closeLabel} onClick={requestClose}>
              <CloseIcon size={20} />
            </IconButton>
          </span>
        </div>
      </div>
      <div ref={bodyRef} className={styles.body}>
        {children}
      </div>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </dialog>
  )
}
