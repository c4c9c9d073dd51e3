/**
 * Search-engine and link-preview bots skip the age gate: the app asks in the
 * browser, the server when it sends the page (bots that run no JavaScript), and the page's first
 * paint in its inline script.
 */
export const CRAWLER_PATTERN =
  /bot\b|crawler|spider|crawling|slurp|bingpreview|mediapartners|facebookexternalhit|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|whatsapp|telegrambot|discordbot|applebot|yandex|baiduspider|duckduckbot|headlesschrome\/.*lighthouse/i

export function isCrawler(userAgent: string): boolean {
  return CRAWLER_PATTERN.test(userAgent)
}
