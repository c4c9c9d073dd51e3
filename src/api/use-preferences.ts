import { createContext, useContext, useSyncExternalStore } from 'react'
import { browserPreferences, type Preferences, type PreferencesStore } from './preferences'

/**
 * Whose preferences a render reads: the browser's store by default; a server render provides its
 * request's (app/server-providers), so concurrent renders in different languages never mix.
 */
export const PreferencesContext = createContext<PreferencesStore>(browserPreferences)

/** The current preferences; while hydrating, the ones the server rendered the page in. */
export function usePreferences(): Preferences {
  const store = useContext(PreferencesContext)
  return useSyncExternalStore(store.subscribe, store.get, store.getServerSnapshot)
}
