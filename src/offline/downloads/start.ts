/**
 * What the boot starts for a signed-in member who has downloads on this device: their re-check and
 * the downloads a lost connection or a closed tab interrupted (now, or once the server answers),
 * and the player's code kept for offline: hls.js is not precached, and `warmPlayer` fetches it
 * through the worker, which keeps it. Nothing is loaded for anyone without a download.
 */
import { keys } from 'idb-keyval'
import { isReachable, onReachabilityChange } from '../../api/reachability'
import { getSession } from '../../api/session'
import { recordStore } from './record-store'

function whenReachable(task: () => void): void {
  if (isReachable()) {
    task()
    return
  }
  const stop = onReachabilityChange((state) => {
    if (!state.reachable) return
    stop()
    task()
  })
}

export async function startDownloads(options: { warmPlayer: () => void }): Promise<void> {
  const userId = getSession().user?.id
  if (userId === undefined || typeof indexedDB === 'undefined') return
  if ((await keys(recordStore()).catch(() => [])).length === 0) return
  const { downloadEngine } = await import('./downloads')
  const engine = downloadEngine()
  await engine.load(userId)
  // Later, the engine re-checks and goes on by itself when the server answers again (downloads.ts).
  if (isReachable()) void engine.reconnected()
  whenReachable(options.warmPlayer)
}
