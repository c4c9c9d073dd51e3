export type StartedRedis = { url: string; stop: () => Promise<void> }
export function ensureRedis(options?: { log?: (message: string) => void }): Promise<StartedRedis>
