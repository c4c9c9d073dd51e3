/**
 * When the watch page asks for its side lists (more from the model, related videos): once the
 * video's first frame is loaded, at once when there is no stream to start (locked, an error, not
 * supported), and after SIDE_LISTS_WAIT_MS at the latest (a stalled or slow stream). Their
 * answers, renders and pictures would otherwise arrive in the middle of the stream's start on a phone,
 * whose main thread is what the first frame waits for.
 */
import { useEffect, useReducer } from 'react'

export const SIDE_LISTS_WAIT_MS = 3000

/** [whether the side lists may load now, the call that says the first frame is loaded]. */
export function useSideListsTime(hasStream: boolean): readonly [boolean, () => void] {
  const [isTime, start] = useReducer(() => true, false)
  useEffect(() => {
    if (!hasStream) start()
    const timer = setTimeout(start, SIDE_LISTS_WAIT_MS)
    return () => clearTimeout(timer)
  }, [hasStream])
  return [isTime, start] as const
}
