/** Whether this browser lets Velvet keep what it needs: cookies and local storage. */

export type StorageSupport = { cookies: boolean; localStorage: boolean }

const PROBE_KEY = 'velvet.storage-probe'

export function checkStorageSupport(): StorageSupport {
  const cookies = typeof navigator !== 'undefined' && navigator.cookieEnabled
  let localStorageWorks = false
  try {
    // Reading the property itself throws where storage is blocked; writing fails in some private modes.
    globalThis.localStorage.setItem(PROBE_KEY, '1')
    globalThis.localStorage.removeItem(PROBE_KEY)
    localStorageWorks = true
  } catch {
    localStorageWorks = false
  }
  return { cookies, localStorage: localStorageWorks }
}
