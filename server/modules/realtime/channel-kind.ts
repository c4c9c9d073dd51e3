/**
 * What a module declares to the hub for a kind of channel (`room`, `user`, `call`): who may join,
 * what a member may send there, and how to read the events a member missed.
 */

/**
 * What a member of a channel may do there beyond receiving: the ephemeral event `typing` sends, and
 * the relayed `signal` messages (validated by the channel kind, tagged with the sender's user id).
 */
export type Grant = {
  whisper?: { name: string; data: unknown }
  signal?: { name: string; accepts: (data: unknown) => boolean }
}

export type StoredEvent = { seq: number; name: string; data: unknown }

/** A kind of channel (`room`, `user`): the part before the colon. */
export type ChannelKind = {
  /** The grant of a signed-in user for the channel `<kind>:<id>`, or null when they may not join. */
  authorize: (userId: number, id: string) => Promise<Grant | null>
  /** Sequenced kinds: the stored events after `after` (up to `upTo` when given), oldest first. */
  backlog?: (id: string, after: number, limit: number, upTo?: number) => Promise<StoredEvent[]>
  /** Sequenced kinds: the channel's last seq now. */
  lastSeq?: (id: string) => Promise<number>
}

export type HubLog = { warn: (details: object, message: string) => void }
