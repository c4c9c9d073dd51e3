import { useSyncExternalStore } from 'react'
import { getPreferences, type Preferences, subscribePreferences } from './preferences'

export function usePreferences(): Preferences {
  return useSyncExternalStore(subscribePreferences, getPreferences, getPreferences)
}
