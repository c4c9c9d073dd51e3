/**
 * CMS HTML (FAQ answers, the about page) is stored as editors wrote it and cleaned on the way out:
 * only paragraphs, emphasis, lists, line breaks and links to http(s) or mailto survive. Scripts,
 * styles, event handlers and javascript: URLs are dropped.
 */
import sanitizeHtml from 'sanitize-html'

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'strong', 'em', 'ul', 'ol', 'li', 'a', 'br'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Script and style bodies go with their tags instead of turning into text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'template'],
}

/** The same texts are asked for over and over; remember the cleaned result of recent inputs. */
const cache = new Map<string, string>()
const CACHE_LIMIT = 500

export function sanitizeCmsHtml(html: string): string {
  const cached = cache.get(html)
  if (cached !== undefined) return cached
  const clean = sanitizeHtml(html, OPTIONS)
  if (cache.size >= CACHE_LIMIT) cache.clear()
  cache.set(html, clean)
  return clean
}
