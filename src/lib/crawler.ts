/** Search-engine and link-preview bots skip the age gate (000 §2 Age gate). */
const CRAWLER =
  /bot\b|crawler|spider|crawling|slurp|bingpreview|mediapartners|facebookexternalhit|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|whatsapp|telegrambot|discordbot|applebot|yandex|baiduspider|duckduckbot|headlesschrome\/.*lighthouse/i

export function isCrawler(userAgent: string): boolean {
  return CRAWLER.test(userAgent)
}
