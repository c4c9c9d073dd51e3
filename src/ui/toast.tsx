/** Short confirmations ("Link copied") that go away by themselves after 3000 ms. */
import { type ReactNode, useSyncExternalStore } from 'react'
import { TIMING } from '../../contract/limits'
import styles from './toast.module.css'

type Toast = { id: number; message: ReactNode }

let toasts: Toast[] = []
let nextId = 1
const listeners = new Set<() => void>()

function emit() {
  for (const listener of listeners) listener()
}

export function showToast(message: ReactNode, durationMs: number = TIMING.toastMs): void {
  const toast = { id: nextId++, message }
  toasts = [...toasts, toast]
  emit()
  setTimeout(() => {
    toasts = toasts.filter((t) => t.id !== toast.id)
    emit()
  }, durationMs)
}

export function ToastViewport() {
  const list = useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => toasts,
    () => toasts,
  )
  return (
    <div className={styles.viewport} role="status" aria-live="polite">
      {list.map((toast) => (
        <div key={toast.id} className={styles.toast}>
          {toast.message}
        </div>
      ))}
    </div>
  )
}
