/** The page ↔ worker protocol. */
export const SKIP_WAITING = 'SKIP_WAITING'

export function isSkipWaitingMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === SKIP_WAITING
}
