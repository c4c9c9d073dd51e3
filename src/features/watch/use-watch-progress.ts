import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import type { Movie } from '../../../contract/schemas/movie'
import { useSession } from '../../api/use-session'
import { movieProgressQuery, saveWatchProgress, watchKeys } from './queries'
import { createPlaybackMeter, newestSaved } from './resume'
import { ownerKey, readProgressEntry, snapshotOf, writeProgressEntry } from './watch-storage'

export type WatchProgressControls = {
  /** False until the saved position is known (the offer must not pop up after playback began). */
  isReady: boolean
  /** The saved position, seconds; null when there is none. */
  saved: number | null
  onTimeUpdate: (seconds: number) => void
  onPause: (seconds: number) => void
  onSeeked: (seconds: number) => void
  onEnded: () => void
}

/**
 * Resume positions of the main video: read once when the page opens (the newer of the server's,
 * for signed-in viewers, and this device's), then saved every ~10 s of playback, on pause, when
 * the page is hidden or left, and forgotten when the movie ends. Every save is written to this
 * device first, so a save the network loses on leaving is still there next time.
 */
export function useWatchProgress(movie: Movie, isEnabled: boolean): WatchProgressControls {
  const session = useSession()
  const queryClient = useQueryClient()
  const userId = session.status === 'user' ? (session.user?.id ?? null) : null
  const owner = ownerKey(userId)
  const isSignedIn = userId !== null
  const server = useQuery({ ...movieProgressQuery(movie.id), enabled: isEnabled && isSignedIn })
  const { mutate: saveOnServer } = useMutation({
    mutationFn: (seconds: number) => saveWatchProgress(movie.id, seconds),
    onSuccess: (saved) => {
      queryClient.setQueryData(watchKeys.progress(movie.id), saved)
      void queryClient.invalidateQueries({ queryKey: [...watchKeys.progressAll, 'list'] })
    },
  })

  const isServerSettled = !isEnabled || !isSignedIn || session.status === 'unknown' ? true : !server.isPending
  const isReady = session.status !== 'unknown' && isServerSettled
  const [saved, setSaved] = useState<number | null | undefined>(undefined)
  if (isReady && saved === undefined) {
    const local = readProgressEntry(owner, movie.id)
    const fromServer = server.data
      ? { seconds: server.data.seconds, updatedAt: Date.parse(server.data.updated_at) }
      : null
    setSaved(
      newestSaved(fromServer, local ? { seconds: local.seconds, updatedAt: local.updatedAt } : null)?.seconds ?? null,
    )
  }

  const lastTime = useRef(0)
  const hasPlayed = useRef(false)
  const store = useRef<(seconds: number | null) => void>(() => {})
  store.current = (seconds) => {
    if (!isEnabled) return
    writeProgressEntry(owner, snapshotOf(movie), seconds)
    // A finished movie is saved as 0: nothing to resume, and "Continue watching" leaves it out.
    if (isSignedIn) saveOnServer(Math.floor(seconds ?? 0))
  }
  const meter = useRef(createPlaybackMeter((seconds) => store.current(seconds)))

  // Leaving: the tab hidden (the last moment a request reliably goes out), the page unloaded, or
  // another page of the app.
  useEffect(() => {
    function flush() {
      if (hasPlayed.current) store.current(lastTime.current)
    }
    function onVisibility() {
      if (document.visibilityState === 'hidden') flush()
    }
    document.addEventListener('visibilitychange', onVisibility)
    window.addEventListener('pagehide', flush)
    return () => {
      document.removeEventListener('visibilitychange', onVisibility)
      window.removeEventListener('pagehide', flush)
      flush()
    }
  }, [])

  return {
    isReady,
    saved: saved ?? null,
    onTimeUpdate(seconds) {
      hasPlayed.current = true
      lastTime.current = seconds
      meter.current.tick(seconds)
    },
    onPause(seconds) {
      lastTime.current = seconds
      meter.current.reset()
      if (hasPlayed.current) store.current(seconds)
    },
    onSeeked(seconds) {
      lastTime.current = seconds
      meter.current.reset()
    },
    onEnded() {
      meter.current.reset()
      hasPlayed.current = false
      store.current(null)
    },
  }
}
