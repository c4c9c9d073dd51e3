/**
 * The creators' panel's hidden sign-in frame (R-SHELL-37/38): the panel is
 * another site, and its frame tells the app, by a message, whether a creator is signed in there.
 * A message counts only when it comes from the panel's origin, from this very frame, and has the
 * panel message's shape; anything else (another site's frame, a script of the page itself) is
 * ignored. The frame is added once the page is idle: the first screen never waits for it.
 */
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import * as v from 'valibot'
import { PANEL_FRAME_PATH, type PanelMessage, PanelMessageSchema } from '../../../contract/creators-panel'
import { appConfigQuery } from '../../features/session'

let panelSession: PanelMessage | null = null
const listeners = new Set<() => void>()

function setPanelSession(next: PanelMessage | null) {
  panelSession = next
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The creator signed in on the creators' panel, as its frame last said; null when nobody is (or not known). */
export function usePanelSession(): PanelMessage | null {
  return useSyncExternalStore(
    subscribe,
    () => panelSession,
    () => null,
  )
}

/** The panel's message in `event`, if it is one from `from` (the panel's origin and frame). */
export function readPanelMessage(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  from: { origin: string; source: MessageEventSource | null | undefined },
): PanelMessage | undefined {
  if (event.origin !== from.origin || !from.source || event.source !== from.source) return undefined
  const parsed = v.safeParse(PanelMessageSchema, event.data)
  return parsed.success ? parsed.output : undefined
}

export function CreatorsPanelFrame() {
  const { t } = useLingui()
  const config = useQuery(appConfigQuery())
  const panelUrl = config.data?.creators_panel_url
  const frame = useRef<HTMLIFrameElement>(null)
  const [isListening, setListening] = useState(false)

  useEffect(() => {
    if (!panelUrl) return
    const origin = new URL(panelUrl).origin
    const onMessage = (event: MessageEvent) => {
      const message = readPanelMessage(event, { origin, source: frame.current?.contentWindow })
      if (message) setPanelSession(message.signed_in ? message : null)
    }
    window.addEventListener('message', onMessage)
    // The frame goes in once the listener is there, and after the first screen has had its turn.
    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(() => setListening(true), { timeout: 3000 })
      : window.setTimeout(() => setListening(true), 1000)
    return () => {
      window.removeEventListener('message', onMessage)
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle)
      else window.clearTimeout(idle)
    }
  }, [panelUrl])

  if (!panelUrl || !isListening) return null
  return (
    <iframe
      ref={frame}
      hidden
      tabIndex={-1}
      aria-hidden="true"
      title={t`Creators' panel sign-in`}
      src={new URL(PANEL_FRAME_PATH, panelUrl).toString()}
    />
  )
}
