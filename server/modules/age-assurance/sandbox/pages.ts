/**
 * The sandbox age check's pages: server-rendered HTML with their own CSS (no app code, no script),
 * looking like a provider's hosted check. One form; each outcome is its own submit button.
 */
import type { Locale } from '../../../../contract/languages'
import { escapeHtml, htmlPage } from '../../../lib/html-page'
import type { Translate } from './i18n'
import { SANDBOX_PAGE_PATH, type SandboxSession } from './session'

const CSS = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#f1f5f9;color:#0f172a;line-height:1.5}
.ribbon{background:#fde68a;color:#78350f;text-align:center;font-size:13px;padding:6px 12px;font-weight:600}
main{max-width:440px;margin:0 auto;padding:20px 14px 40px}
.card{background:#fff;border-radius:14px;box-shadow:0 1px 3px rgba(15,23,42,.08),0 8px 24px rgba(15,23,42,.06);overflow:hidden}
.head{padding:18px 20px;color:#fff;background:#0f766e;font-weight:700;font-size:18px}
.body{padding:20px}
h1{font-size:20px;margin:0 0 8px}
p{margin:0 0 16px;color:#334155}
.frame{display:grid;place-items:center;height:140px;border-radius:12px;background:#ccfbf1;margin:0 0 16px}
.frame svg{width:72px;height:72px;fill:#0f766e}
form{display:grid;gap:10px}
button{min-height:48px;font:inherit;font-size:16px;font-weight:700;padding:12px 16px;border:0;border-radius:10px;cursor:pointer;background:#0f766e;color:#fff;text-align:left}
button.fail{background:#b91c1c}
button.unsure{background:#475569}
button.cancel{background:transparent;color:#334155;font-weight:600;text-align:center;text-decoration:underline}
a{display:inline-flex;align-items:center;min-height:44px;color:#0f766e;font-weight:600}
@media (prefers-color-scheme:dark){body{background:#0b1120;color:#e2e8f0}.card{background:#111827}p{color:#cbd5e1}.frame{background:#134e4a}.frame svg{fill:#5eead4}button.cancel{color:#cbd5e1}a{color:#5eead4}}
`

const FACE_ICON =
  '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-3.5 7a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Zm7 0a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3ZM12 18a6 6 0 0 1-5.2-3h10.4A6 6 0 0 1 12 18Z"/></svg>'
const DOCUMENT_ICON =
  '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M3 5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5Zm5 3a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm-3 9h6a3 3 0 0 0-6 0Zm8-8v2h6V9h-6Zm0 4v2h4v-2h-4Z"/></svg>'

function layout(locale: Locale, t: Translate, title: string, body: string): string {
  return htmlPage({
    locale,
    title: `${title} · ${t('brand')}`,
    css: CSS,
    ribbon: t('sandbox'),
    main: `<div class="card">
<div class="head">${escapeHtml(t('brand'))}</div>
<div class="body">${body}</div>
</div>`,
  })
}

/** The check itself: what a real provider would do, and a button per outcome the tester can choose. */
export function checkPage(input: { token: string; session: SandboxSession; t: Translate }): string {
  const { t, session } = input
  const isEstimation = session.method === 'estimation'
  const title = isEstimation ? t('estimationTitle') : t('documentTitle')
  const choices = isEstimation
    ? [
        ['pass', '', t('estimationPass')],
        ['fail', 'fail', t('estimationFail')],
        ['unsure', 'unsure', t('estimationUnsure')],
      ]
    : [
        ['pass', '', t('documentPass')],
        ['fail', 'fail', t('documentFail')],
      ]
  const buttons = choices
    .map(
      ([value, className, label]) =>
        `<button type="submit" name="answer" value="${value}"${className ? ` class="${className}"` : ''}>${escapeHtml(label ?? '')}</button>`,
    )
    .join('')
  return layout(
    session.locale,
    t,
    title,
    `<h1>${escapeHtml(title)}</h1>
<div class="frame">${isEstimation ? FACE_ICON : DOCUMENT_ICON}</div>
<p>${escapeHtml(isEstimation ? t('estimationText') : t('documentText'))}</p>
<form method="post" action="${SANDBOX_PAGE_PATH}">
<input type="hidden" name="session" value="${escapeHtml(input.token)}">
${buttons}
<button type="submit" name="answer" value="cancel" class="cancel">${escapeHtml(t('cancel'))}</button>
</form>`,
  )
}

/** A session that does not verify: nothing to do but go back. */
export function expiredPage(locale: Locale, t: Translate): string {
  return layout(
    locale,
    t,
    t('expired'),
    `<p role="alert">${escapeHtml(t('expired'))}</p><a href="/age-check">${escapeHtml(t('back'))}</a>`,
  )
}
