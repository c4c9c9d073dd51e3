/**
 * The camera and microphone for a call. A refusal (the browser's or the system's) and a missing
 * device are told apart, so the screen can say what to do, and `retry` asks again.
 */
import { useCallback, useEffect, useState } from 'react'

export type LocalMedia =
  | { status: 'asking' }
  | { status: 'ready'; stream: MediaStream }
  | { status: 'denied' }
  | { status: 'unavailable' }

function problemOf(error: unknown): LocalMedia {
  const name = error instanceof DOMException ? error.name : ''
  return name === 'NotAllowedError' || name === 'SecurityError' ? { status: 'denied' } : { status: 'unavailable' }
}

export function useLocalMedia(): { media: LocalMedia; retry: () => void } {
  const [media, setMedia] = useState<LocalMedia>({ status: 'asking' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let stream: MediaStream | undefined
    let isCurrent = true
    setMedia({ status: 'asking' })
    if (!navigator.mediaDevices?.getUserMedia) {
      setMedia({ status: 'unavailable' })
      return
    }
    // `attempt` asks again after a refusal.
    void attempt
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'user' }, audio: true })
      .then((got) => {
        stream = got
        if (isCurrent) setMedia({ status: 'ready', stream: got })
        else for (const track of got.getTracks()) track.stop()
      })
      .catch((error: unknown) => {
        if (isCurrent) setMedia(problemOf(error))
      })
    return () => {
      isCurrent = false
      for (const track of stream?.getTracks() ?? []) track.stop()
    }
  }, [attempt])

  return { media, retry: useCallback(() => setAttempt((n) => n + 1), []) }
}
