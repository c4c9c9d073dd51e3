/**
 * A modal whose code is loaded on the first open, then kept mounted, so what was typed is still
 * there when it opens again. Loaded by hand rather than with React.lazy: offline before the service
 * worker has cached it, a failed load is the caller's message (`onUnavailable`), not a broken page.
 */
import { type ComponentType, type Key, useState } from 'react'

type Opened = { isOpen: boolean; onClose: () => void }

export function useLazyDialog<T extends object>(
  load: () => Promise<ComponentType<T & Opened>>,
  onUnavailable: () => void,
  /** A new key starts the modal afresh (another subject); the same one keeps its state. */
  keyOf?: (target: T) => Key,
) {
  const [Loaded, setLoaded] = useState<ComponentType<T & Opened> | null>(null)
  const [target, setTarget] = useState<T | null>(null)
  const [isOpen, setIsOpen] = useState(false)

  async function open(next: T) {
    if (!Loaded) {
      try {
        const component = await load()
        setLoaded(() => component)
      } catch {
        onUnavailable()
        return
      }
    }
    setTarget(next)
    setIsOpen(true)
  }

  const element =
    Loaded && target ? (
      <Loaded key={keyOf?.(target)} {...target} isOpen={isOpen} onClose={() => setIsOpen(false)} />
    ) : null
  return { open: (next: T) => void open(next), element }
}
