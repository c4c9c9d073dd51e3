import { escapeHtml, htmlPage } from '../../lib/html-page'
import type { OutboxRow } from './repository'

const MAILBOX_CSS = `
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#f4f1f6;color:#1d1524}
main{max-width:760px;margin:0 auto;padding:24px 16px}
h1{font-size:22px;margin:0 0 4px}
.note{color:#5c5266;margin:0 0 24px}
article{background:#fff;border-radius:12px;padding:16px 20px;margin:0 0 16px;box-shadow:0 1px 2px rgba(0,0,0,.06)}
h2{font-size:17px;margin:0 0 4px}
header p{margin:0;color:#5c5266;font-size:14px}
.links{margin:12px 0 0;padding-left:20px;word-break:break-all}
.links a{color:#8a1c5c}
details{margin-top:12px}
summary{cursor:pointer;color:#5c5266}
iframe{width:100%;height:420px;border:1px solid #e4dde9;border-radius:8px;margin-top:8px;background:#fff}
pre{white-space:pre-wrap;font-size:13px;background:#faf8fb;padding:12px;border-radius:8px}
.empty{color:#5c5266}
`

const LINK = /https?:\/\/[^\s<>"']+/g

export function linksIn(text: string): string[] {
  return [...new Set(text.match(LINK) ?? [])]
}

/**
 * The development mailbox: the outbox newest first, each mail with its links clickable and its
 * HTML shown in a sandboxed frame (no scripts, no same-origin access).
 */
export function renderMailboxPage(mails: OutboxRow[]): string {
  const items = mails.map((mail) => {
    const links = linksIn(mail.text)
      .map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`)
      .join('')
    return `<article>
<header><h2>${escapeHtml(mail.subject)}</h2><p>To <strong>${escapeHtml(mail.to)}</strong> · <time datetime="${mail.createdAt.toISOString()}">${mail.createdAt.toISOString().replace('T', ' ').slice(0, 19)} UTC</time> · ${escapeHtml(mail.kind)}</p></header>
${links ? `<ul class="links">${links}</ul>` : ''}
<details><summary>Message</summary><iframe sandbox title="${escapeHtml(mail.subject)}" srcdoc="${escapeHtml(mail.html)}"></iframe><pre>${escapeHtml(mail.text)}</pre></details>
</article>`
  })
  return htmlPage({
    locale: 'en',
    title: 'Velvet · development mailbox',
    css: MAILBOX_CSS,
    main: `<h1>Development mailbox</h1>
<p class="note">Mail the server would have sent, newest first. Only here because no SMTP server is configured.</p>
${items.length > 0 ? items.join('\n') : '<p class="empty">No mail yet.</p>'}`,
  })
}
