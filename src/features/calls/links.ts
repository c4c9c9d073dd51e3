/** Where the call screens link: buying tokens (purchase.tokens for a signed-in member). */
export const BUY_TOKENS_HREF = '/purchase/tokens'

export function callHref(hash: string): string {
  return `/videocall/${hash}`
}

/** A chat message that is a call's invite: exactly its link (modules/calls on the server). */
export const CALL_INVITE = /^\/videocall\/([0-9a-f]{32})$/
