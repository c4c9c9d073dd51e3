/**
 * The current time, injected so expiry rules (tokens, sessions, lockouts) can be tested by moving
 * a clock instead of waiting. Production uses the system clock.
 */
export type Clock = () => Date

export const systemClock: Clock = () => new Date()
