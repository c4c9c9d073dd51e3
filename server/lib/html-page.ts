/**
 * The pages the server renders itself (the development mailbox and the sandboxes standing in for
 * outside services): one escaping rule and one document frame, so every such page is kept out of
 * search engines, sized for phones and labelled the same way, and sent the same way (never stored).
 */
import type { FastifyReply } from 'fastify'

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

export type HtmlPage = {
  locale: string
  /** Plain text: escaped here. */
  title: string
  /** The page's whole style sheet, trusted. */
  css: string
  /** Plain text for the banner that says the page is not a real service; none when absent. */
  ribbon?: string
  /** The content of <main>, already HTML. */
  main: string
  /** A script of our own the page loads once parsed. */
  script?: string
}

export function htmlPage(page: HtmlPage): string {
  const ribbon = page.ribbon === undefined ? '' : `<div class="ribbon" role="note">${escapeHtml(page.ribbon)}</div>\n`
  return `<!doctype html>
<html lang="${page.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)}</title>
<style>${page.css}</style>
</head>
<body>
${ribbon}<main>
${page.main}
</main>
${page.script ? `<script src="${escapeHtml(page.script)}" defer></script>\n` : ''}</body>
</html>`
}

/** Answers with one of these pages: HTML, never kept by a cache (each shows one moment's state). */
export function sendHtmlPage(reply: FastifyReply, body: string, status = 200) {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(body)
}
