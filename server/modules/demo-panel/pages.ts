/**
 * The demo creators' panel's pages: its home (who is signed in, or how to sign in through Velvet)
 * and the hidden sign-in frame the app embeds, whose only job is its script's message.
 */
import type { Locale } from '../../../contract/languages'
import { escapeHtml, htmlPage } from '../../lib/html-page'
import type { Translate } from './i18n'
import type { PanelSession } from './session'

const CSS = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;line-height:1.45;background:#0f172a;color:#e2e8f0}
.ribbon{background:#fde68a;color:#78350f;text-align:center;font-size:13px;padding:6px 12px;font-weight:600}
main{max-width:520px;margin:0 auto;padding:28px 18px 40px}
h1{font-size:26px;margin:0 0 6px}
h2{font-size:20px;margin:0 0 8px}
p{margin:0 0 16px;color:#cbd5e1}
.card{background:#1e293b;border-radius:14px;padding:20px}
a.button,button{display:flex;align-items:center;justify-content:center;width:100%;min-height:48px;font:inherit;font-size:16px;font-weight:700;border-radius:10px;padding:10px 16px;text-decoration:none;cursor:pointer;border:0}
a.button{background:#db2777;color:#fff;margin:0 0 10px}
button{background:transparent;color:#e2e8f0;border:1px solid #475569}
form{margin:0}
`

export function panelPage(input: {
  locale: Locale
  t: Translate
  session: PanelSession | undefined
  appUrl: string
  expired: boolean
}) {
  const { t, session } = input
  const signIn = `${input.appUrl}/login?redirect=webstars-panel`
  const body = session
    ? `<h2>${escapeHtml(t('signedInAs', { username: session.username }))}</h2>
<p>${escapeHtml(t('signedInText'))}</p>
<a class="button" href="${escapeHtml(input.appUrl)}/home">${escapeHtml(t('backToVelvet'))}</a>
<form method="post" action="/logout"><button type="submit">${escapeHtml(t('signOut'))}</button></form>`
    : `<h2>${escapeHtml(t('signedOut'))}</h2>
${input.expired ? `<p role="alert">${escapeHtml(t('expired'))}</p>` : ''}
<p>${escapeHtml(t('signedOutText'))}</p>
<a class="button" href="${escapeHtml(signIn)}">${escapeHtml(t('signIn'))}</a>`
  return htmlPage({
    locale: input.locale,
    title: t('title'),
    css: CSS,
    ribbon: t('demo'),
    main: `<h1>${escapeHtml(t('title'))}</h1>
<div class="card">
${body}
</div>`,
  })
}

/** The hidden frame: the session as data, told to the app by the script (no inline script: CSP). */
export function framePage(session: PanelSession | undefined, appOrigin: string) {
  return `<!doctype html><html><head><meta charset="utf-8"><title>creators' panel sign-in</title></head><body data-app-origin="${escapeHtml(appOrigin)}" data-signed-in="${session ? 'true' : 'false'}" data-username="${escapeHtml(session?.username ?? '')}"><script src="/login-frame.js"></script></body></html>`
}

/**
 * Posts the panel's session to the app, to the app's origin only (a page of any other site that
 * framed this one learns nothing). The message is contract/creators-panel.ts's PanelMessage.
 */
export function frameScript(messageType: string): string {
  return `(function () {
  var body = document.body;
  var signedIn = body.dataset.signedIn === 'true';
  var message = { type: ${JSON.stringify(messageType)}, signed_in: signedIn, username: signedIn ? body.dataset.username : null };
  if (window.parent !== window) window.parent.postMessage(message, body.dataset.appOrigin);
})();
`
}
