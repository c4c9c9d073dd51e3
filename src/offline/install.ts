/**
 * "Install the app": Chromium's `beforeinstallprompt` is kept for later instead of the
 * browser's own mini-bar, so the app can offer installation at a sensible moment; iOS has no such
 * event, so there the offer is a how-to (Share, then Add to Home Screen).
 */
import { useSyncExternalStore } from 'react'
import { isStandalone } from './display-mode'

type InstallPromptEvent = Event & {
  prompt: () => Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

export type InstallOffer = { kind: 'prompt' } | { kind: 'ios-hint' } | null

let deferred: InstallPromptEvent | null = null
let installed = false
const listeners = new Set<() => void>()
const notify = () => {
  for (const listener of listeners) listener()
}

function isIosSafari(): boolean {
  const agent = navigator.userAgent
  return /iPad|iPhone|iPod/.test(agent) && /Safari/.test(agent) && !/CriOS|FxiOS|EdgiOS/.test(agent)
}

export function listenForInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    deferred = event as InstallPromptEvent
    notify()
  })
  window.addEventListener('appinstalled', () => {
    installed = true
    deferred = null
    notify()
  })
}

function currentOffer(): InstallOffer {
  if (installed || isStandalone()) return null
  if (deferred) return { kind: 'prompt' }
  return isIosSafari() ? { kind: 'ios-hint' } : null
}

let snapshot: InstallOffer = null
function read(): InstallOffer {
  const next = currentOffer()
  if (next?.kind !== snapshot?.kind) snapshot = next
  return snapshot
}

export function useInstallOffer(): InstallOffer {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    read,
    () => null,
  )
}

/** Shows the browser's install dialog; true when the user installed. */
export async function promptInstall(): Promise<boolean> {
  const event = deferred
  if (!event) return false
  deferred = null
  notify()
  await event.prompt()
  return (await event.userChoice).outcome === 'accepted'
}
