import { useEffect, useRef } from 'react'
import { actionForKey, type PlayerAction } from './shortcuts'

export type ShortcutActions = {
  togglePlay: () => void
  toggleFullscreen: () => void
  toggleMute: () => void
  togglePip: () => void
  seekBy: (seconds: number) => void
  stepVolume: (delta: number) => void
  seekToShare: (share: number) => void
  showShortcuts: () => void
  /** Any shortcut shows the controls for a moment. */
  wake: () => void
}

function run(action: PlayerAction, actions: ShortcutActions) {
  switch (action.type) {
    case 'toggle-play':
      return actions.togglePlay()
    case 'toggle-fullscreen':
      return actions.toggleFullscreen()
    case 'toggle-mute':
      return actions.toggleMute()
    case 'toggle-pip':
      return actions.togglePip()
    case 'seek-by':
      return actions.seekBy(action.seconds)
    case 'volume-by':
      return actions.stepVolume(action.delta)
    case 'seek-to-share':
      return actions.seekToShare(action.share)
    case 'show-shortcuts':
      return actions.showShortcuts()
  }
}

/** Keyboard shortcuts for the whole page while the player is on it, never from text fields. */
export function useKeyboardShortcuts(actions: ShortcutActions): void {
  const latest = useRef(actions)
  latest.current = actions

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented) return
      const action = actionForKey(event)
      if (!action) return
      event.preventDefault()
      latest.current.wake()
      run(action, latest.current)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])
}
