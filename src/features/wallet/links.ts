/**
 * Where the wallet's links go. purchase.tokens for a signed-in user is /purchase/tokens (/buytokens is
 * the guests' way in and closed to members); the spending limits live on /tokens.
 */
export const BUY_TOKENS_HREF = '/purchase/tokens'
export const GUEST_BUY_TOKENS_HREF = '/buytokens'
export const LIMITS_ANCHOR = 'spending-limits'
export const LIMITS_HREF = `/tokens#${LIMITS_ANCHOR}`

export function buyTokensHref(isSignedIn: boolean): string {
  return isSignedIn ? BUY_TOKENS_HREF : GUEST_BUY_TOKENS_HREF
}
