/**
 * The kinds of ledger movement (ledger_transactions.kind) that spend tokens. Besides these there
 * are token_purchase, refund and expiry; every kind has its own operation and label in the
 * member's token history (service.ts, texts.ts), so a call's minute never reads as a tip.
 *
 * Movements that spend a member's tokens on a creator (what the caps, the spending figures and the
 * statement's "spent" count): a tip, a post unlock, and a video call's minute, extra minute and tip.
 */
export const SPEND_KINDS = ['tip', 'unlock', 'call_minute', 'call_extra_minute', 'call_tip'] as const
export type SpendKind = (typeof SPEND_KINDS)[number]

/** A video call's time: its booked minutes and the extra minutes bought during it. */
export const CALL_TIME_KINDS: readonly SpendKind[] = ['call_minute', 'call_extra_minute']

/** Tokens given outright: a tip from a post or profile, and a tip during a call. */
export const TIP_KINDS: readonly SpendKind[] = ['tip', 'call_tip']
