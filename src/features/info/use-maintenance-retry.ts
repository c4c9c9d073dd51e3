import { useCallback, useEffect, useState } from 'react'
import { retryDelayMs } from './maintenance'

type Options = {
  /** Asks the server once; true when it answered. */
  check: () => Promise<boolean>
  /** The server is back. */
  onRecovered: () => void
}

export type MaintenanceRetry = {
  /** Tries that found the server still unavailable. */
  failures: number
  /** When the next try starts (epoch ms); meaningless while checking. */
  nextAt: number
  isChecking: boolean
  tryNow: () => void
}

/**
 * The maintenance page's schedule: the first try 5 s after the page opens, then
 * 15 s after each failed one (the last delay repeats). "Try now" is a try like the others. The next
 * try is kept as a time, not a countdown, so re-arming the timer on a re-render never delays it.
 */
export function useMaintenanceRetry({ check, onRecovered }: Options): MaintenanceRetry {
  const [failures, setFailures] = useState(0)
  const [nextAt, setNextAt] = useState(() => Date.now() + retryDelayMs(0))
  const [isChecking, setIsChecking] = useState(false)

  const runCheck = useCallback(async () => {
    setIsChecking(true)
    const isBack = await check().catch(() => false)
    if (isBack) {
      // Stays "checking" while the app navigates away, so no other try starts meanwhile.
      onRecovered()
      return
    }
    setFailures(failures + 1)
    setNextAt(Date.now() + retryDelayMs(failures + 1))
    setIsChecking(false)
  }, [check, onRecovered, failures])

  useEffect(() => {
    if (isChecking) return
    const timer = setTimeout(() => void runCheck(), Math.max(0, nextAt - Date.now()))
    return () => clearTimeout(timer)
  }, [isChecking, nextAt, runCheck])

  return {
    failures,
    nextAt,
    isChecking,
    tryNow: () => {
      if (!isChecking) void runCheck()
    },
  }
}
