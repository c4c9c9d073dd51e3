/**
 * Screens that act once on arrival (/token_login, /logout) change the session, and a change of
 * session gives the app a new query cache, which remounts every screen below it: a per-instance
 * guard runs the action again in the new instance. A one-time login token used twice is refused
 * (401). These actions are keyed here, outside React, so a remount joins the flight under way.
 */
const flights = new Map<string, Promise<unknown>>()

/**
 * Runs `action` unless a flight of `key` is under way (or, with `keepDone`, already succeeded), in
 * which case its promise is shared. A failed flight is forgotten, so a later visit may try again.
 */
export function once<T>(key: string, action: () => Promise<T>, { keepDone = false } = {}): Promise<T> {
  const existing = flights.get(key) as Promise<T> | undefined
  if (existing) return existing
  const flight = action()
  flights.set(key, flight)
  flight.then(
    () => {
      if (!keepDone) flights.delete(key)
    },
    () => flights.delete(key),
  )
  return flight
}
