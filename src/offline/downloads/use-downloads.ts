/** The signed-in member's downloads, for screens: loaded on first use, updated as they change. */
import { useEffect, useSyncExternalStore } from 'react'
import { readSessionHint } from '../../api/session'
import { useSession } from '../../api/use-session'
import { downloadEngine } from './downloads'
import type { DownloadsSnapshot } from './engine'
import type { DownloadRecord } from './record'

/** Whose downloads to show: the signed-in user, or while the session is restored, the one it will be. */
function useOwner(): number | null {
  const session = useSession()
  if (session.status === 'unknown') return readSessionHint()?.user.id ?? null
  return session.user?.id ?? null
}

const NONE: ReadonlyMap<number, DownloadRecord> = new Map()

export function useDownloads(): DownloadsSnapshot & { reload: () => void } {
  const owner = useOwner()
  const engine = downloadEngine()
  const snapshot = useSyncExternalStore(engine.subscribe, engine.getSnapshot, engine.getSnapshot)
  useEffect(() => {
    void engine.load(owner)
  }, [engine, owner])
  const reload = () => void engine.load(owner)
  // Nobody signed in has no downloads: nothing to wait for.
  if (owner === null) return { status: 'ready', userId: null, records: NONE, reload }
  const isCurrent = snapshot.userId === owner
  return {
    ...snapshot,
    status: isCurrent ? snapshot.status : 'loading',
    records: isCurrent ? snapshot.records : NONE,
    reload,
  }
}

/** One movie's download; undefined while the downloads load, null when there is none. */
export function useDownload(movieId: number): DownloadRecord | null | undefined {
  const { status, records } = useDownloads()
  if (status === 'loading' || status === 'idle') return undefined
  return records.get(movieId) ?? null
}
