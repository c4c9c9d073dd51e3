/**
 * Rich text from the API (FAQ answers, the about page) rendered through a strict allow-list.
 * The server sanitises already; this is defence in depth: the HTML is parsed by htmlparser2 into a
 * plain tree (no document: no script runs, no image loads, and the server's render parses it exactly
 * as the browser does, so the page hydrates), walked, and only the allowed tags are turned into React
 * elements. No markup ever reaches innerHTML.
 */
import { ElementType, parseDocument } from 'htmlparser2'
import type { ReactNode } from 'react'

export type SafeNode =
  | { kind: 'text'; text: string }
  | { kind: 'element'; tag: AllowedTag; href?: string; children: SafeNode[] }

const ALLOWED_TAGS = ['p', 'strong', 'em', 'ul', 'ol', 'li', 'a', 'br'] as const
type AllowedTag = (typeof ALLOWED_TAGS)[number]

/** Presentational twins mapped onto the allowed tags. */
const ALIASES: Record<string, AllowedTag> = { b: 'strong', i: 'em' }

/** Dropped with everything inside them: their text is code or chrome, never prose. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'textarea',
  'select',
  'button',
  'form',
  'head',
  'title',
])

const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:'])

function isAllowedTag(tag: string): tag is AllowedTag {
  return (ALLOWED_TAGS as readonly string[]).includes(tag)
}

/** An absolute http(s) or mailto URL, or undefined for anything else (javascript:, data:, relative). */
export function safeHref(raw: string | null): string | undefined {
  if (!raw) return undefined
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:"); so does URL.
  try {
    const url = new URL(raw.trim())
    return SAFE_PROTOCOLS.has(url.protocol) ? url.href : undefined
  } catch {
    return undefined
  }
}

type ParsedNode = ReturnType<typeof parseDocument>['children'][number]

function walk(node: ParsedNode): SafeNode[] {
  if (node.type === ElementType.Text) return node.data ? [{ kind: 'text', text: node.data }] : []
  if (node.type !== ElementType.Tag && node.type !== ElementType.Script && node.type !== ElementType.Style) return []
  const name = node.name.toLowerCase()
  if (DROPPED_WITH_CONTENT.has(name)) return []
  const children = node.children.flatMap(walk)
  const tag = ALIASES[name] ?? name
  if (!isAllowedTag(tag)) return children
  if (tag === 'a') {
    const href = safeHref(node.attribs.href ?? null)
    // A link to somewhere unsafe keeps its words but loses the link.
    return href ? [{ kind: 'element', tag, href, children }] : children
  }
  return [{ kind: 'element', tag, children: tag === 'br' ? [] : children }]
}

/** The allowed part of an HTML fragment, as a plain tree (attributes other than a safe href are gone). */
export function sanitizeHtml(html: string): SafeNode[] {
  return parseDocument(html).children.flatMap(walk)
}

/** The plain text of a fragment, for search. */
export function textOf(nodes: SafeNode[]): string {
  return nodes.map((node) => (node.kind === 'text' ? node.text : ` ${textOf(node.children)} `)).join('')
}

function render(nodes: SafeNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    // The tree never changes order between renders of one fragment: the index is a stable key.
    const key = index
    if (node.kind === 'text') return node.text
    const children = render(node.children)
    switch (node.tag) {
      case 'a': {
        const isMail = node.href?.startsWith('mailto:')
        return isMail ? (
          <a key={key} href={node.href}>
            {children}
          </a>
        ) : (
          <a key={key} href={node.href} target="_blank" rel="noopener noreferrer nofollow ugc">
            {children}
          </a>
        )
      }
      case 'br':
        return <br key={key} />
      case 'p':
        return <p key={key}>{children}</p>
      case 'strong':
        return <strong key={key}>{children}</strong>
      case 'em':
        return <em key={key}>{children}</em>
      case 'ul':
        return <ul key={key}>{children}</ul>
      case 'ol':
        return <ol key={key}>{children}</ol>
      case 'li':
        return <li key={key}>{children}</li>
    }
    return null
  })
}

type SafeHtmlProps = { html?: string; nodes?: SafeNode[]; className?: string }

/** Renders sanitised rich text; pass `nodes` when they were already computed (the FAQ search does). */
export function SafeHtml({ html = '', nodes, className }: SafeHtmlProps) {
  return <div className={className}>{render(nodes ?? sanitizeHtml(html))}</div>
}
