import { useEffect, useState } from 'react'

export type StorageEstimate = { usage: number; quota: number }

/**
 * What the browser lets the app store on this device (StorageManager): read again whenever `key`
 * changes (the downloads' stored bytes). Null until known, and where the browser does not say.
 */
export function useStorageEstimate(key: unknown): StorageEstimate | null {
  const [estimate, setEstimate] = useState<StorageEstimate | null>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is what makes the estimate worth reading again.
  useEffect(() => {
    let isCurrent = true
    void (navigator.storage?.estimate?.() ?? Promise.resolve(undefined))
      .catch(() => undefined)
      .then((result) => {
        if (!isCurrent || result?.quota === undefined || result.usage === undefined) return
        setEstimate({ usage: result.usage, quota: result.quota })
      })
    return () => {
      isCurrent = false
    }
  }, [key])
  return estimate
}
