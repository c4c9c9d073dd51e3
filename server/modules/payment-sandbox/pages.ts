/**
 * The sandbox processor's pages: server-rendered HTML with their own CSS (no app code), looking
 * like a processor's hosted pages: a card form with the device-data frame, the 3-D Secure
 * challenge, a crypto invoice and the device-data frame itself. Scripts are separate files
 * (assets.ts) because the site's CSP allows no inline script.
 */
import type { Locale } from '../../../contract/languages'
import { formatMinorAmount } from '../../../contract/money'
import { escapeHtml, htmlPage } from '../../lib/html-page'
import { CHALLENGE_CODE, TEST_CARDS } from '../../lib/processor-wire/sandbox-test-cards'
import type { Translate } from './i18n'
import type { CheckoutRow } from './repository'

type Brand = { name: string; color: string; accent: string }

const BRANDS: Record<string, Brand> = {
  test: { name: 'Velvet Sandbox Pay', color: '#5b21b6', accent: '#ede9fe' },
  inovio: { name: 'Worldline', color: '#0f766e', accent: '#ccfbf1' },
  ryvyl: { name: 'RYVYL', color: '#111827', accent: '#ecfccb' },
  ccbill: { name: 'CCBill', color: '#0a3d62', accent: '#dbeafe' },
  mercadopago: { name: 'Mercado Pago', color: '#0078b8', accent: '#e0f2fe' },
  astropay: { name: 'AstroPay', color: '#c2410c', accent: '#ffedd5' },
  nowpayments: { name: 'NOWPayments', color: '#1e293b', accent: '#fef9c3' },
}

export function brandOf(flavour: string): Brand {
  return BRANDS[flavour] ?? (BRANDS.test as Brand)
}

const CSS = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#f1f5f9;color:#0f172a;line-height:1.45}
.ribbon{background:#fde68a;color:#78350f;text-align:center;font-size:13px;padding:6px 12px;font-weight:600}
main{max-width:440px;margin:0 auto;padding:20px 14px 40px}
.card{background:#fff;border-radius:14px;box-shadow:0 1px 3px rgba(15,23,42,.08),0 8px 24px rgba(15,23,42,.06);overflow:hidden}
.head{padding:18px 20px;color:#fff;display:flex;align-items:center;justify-content:space-between;gap:12px}
.head strong{font-size:18px;letter-spacing:.2px}
.lock{font-size:13px;opacity:.9;display:flex;align-items:center;gap:6px}
.lock svg{width:14px;height:14px;fill:currentColor}
.summary{padding:14px 20px;border-bottom:1px solid #e2e8f0;font-size:14px;display:grid;grid-template-columns:auto 1fr;gap:4px 12px}
.summary dt{color:#64748b}.summary dd{margin:0;text-align:right;word-break:break-word}
.summary .total{font-size:20px;font-weight:700;color:#0f172a}
form,.body{padding:18px 20px 20px}
.body form{padding:0}
label{display:block;font-size:13px;font-weight:600;margin:0 0 6px;color:#334155}
.field{margin:0 0 14px}
input{width:100%;font:inherit;font-size:16px;padding:11px 12px;border:1px solid #cbd5e1;border-radius:9px;background:#fff;color:#0f172a}
input:focus{outline:2px solid var(--brand);outline-offset:1px;border-color:var(--brand)}
input[aria-invalid=true]{border-color:#dc2626;background:#fef2f2}
.row{display:grid;grid-template-columns:1fr 1fr 1fr;gap:10px;align-items:end}
.error{color:#b91c1c;font-size:13px;margin:4px 0 0}
.alert{background:#fef2f2;color:#991b1b;border-radius:9px;padding:10px 12px;font-size:14px;margin:0 0 14px}
button{width:100%;font:inherit;font-size:16px;font-weight:700;padding:13px 16px;border:0;border-radius:10px;background:var(--brand);color:#fff;cursor:pointer}
button:disabled{opacity:.6;cursor:progress}
button.secondary{background:transparent;color:#475569;font-weight:600;margin-top:8px}
.device{font-size:13px;color:#64748b;display:flex;align-items:center;gap:8px;margin:0 0 12px}
.device[hidden]{display:none}
.spinner{width:14px;height:14px;border:2px solid #cbd5e1;border-top-color:var(--brand);border-radius:50%;animation:spin .8s linear infinite}
@keyframes spin{to{transform:rotate(360deg)}}
details{margin-top:18px;font-size:13px;color:#475569}
summary{cursor:pointer;font-weight:600}
table{width:100%;border-collapse:collapse;margin-top:8px}
td{padding:4px 0;border-bottom:1px solid #f1f5f9;vertical-align:top}
td:first-child{font-family:ui-monospace,Menlo,monospace;white-space:nowrap;padding-right:10px}
.foot{text-align:center;font-size:12px;color:#475569;margin-top:14px}
.address{font-family:ui-monospace,Menlo,monospace;background:#f8fafc;border:1px dashed #94a3b8;border-radius:9px;padding:10px;word-break:break-all;margin:8px 0 16px}
.status{font-size:22px;font-weight:700;margin:0 0 8px}
@media (prefers-color-scheme:dark){body{background:#0b1120;color:#e2e8f0}.card{background:#111827}.summary{border-color:#1f2937}.summary .total{color:#f8fafc}input{background:#0f172a;color:#f8fafc;border-color:#334155}label{color:#cbd5e1}td{border-color:#1f2937}.address{background:#0f172a}.foot{color:#94a3b8}}
`

const LOCK_ICON =
  '<svg viewBox="0 0 16 16" aria-hidden="true"><path d="M4 7V5a4 4 0 1 1 8 0v2h1a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1h1Zm2 0h4V5a2 2 0 1 0-4 0v2Z"/></svg>'

export function layout(input: {
  title: string
  locale: Locale
  t: Translate
  flavour: string
  body: string
  script?: string
}) {
  const brand = brandOf(input.flavour)
  return htmlPage({
    locale: input.locale,
    title: `${input.title} · ${brand.name}`,
    css: `:root{--brand:${brand.color}}${CSS}`,
    ribbon: input.t('sandbox'),
    main: `<div class="card">
<div class="head" style="background:${brand.color}"><strong>${escapeHtml(brand.name)}</strong><span class="lock">${LOCK_ICON}${escapeHtml(input.t('secure'))}</span></div>
${input.body}
</div>
<p class="foot">${escapeHtml(input.t('poweredBy', { name: `${brand.name} (sandbox)` }))}</p>`,
    ...(input.script ? { script: input.script } : {}),
  })
}

function summary(checkout: CheckoutRow, locale: Locale, t: Translate): string {
  const decimals = Number(checkout.extra?.decimals ?? 2)
  return `<dl class="summary">
<dt>${escapeHtml(t('merchant'))}</dt><dd>Velvet</dd>
<dt>${escapeHtml(t('order'))}</dt><dd>${escapeHtml(checkout.description)}</dd>
<dt></dt><dd class="total">${escapeHtml(formatMinorAmount(checkout.amountMinor, { code: checkout.currency, decimal_precision: decimals }, locale))}</dd>
</dl>`
}

export type CardFormState = {
  values?: { holder?: string; exp_month?: string; exp_year?: string }
  errors?: Partial<Record<'holder' | 'card_number' | 'exp_month' | 'exp_year' | 'cvc', string>>
}

function input(
  name: string,
  label: string,
  options: { autocomplete: string; inputmode?: string; value?: string; error?: string; maxlength?: number },
) {
  const id = `f-${name}`
  const errorId = `${id}-error`
  return `<div class="field"><label for="${id}">${escapeHtml(label)}</label><input id="${id}" name="${name}" autocomplete="${options.autocomplete}"${options.inputmode ? ` inputmode="${options.inputmode}"` : ''}${options.maxlength ? ` maxlength="${options.maxlength}"` : ''} value="${escapeHtml(options.value ?? '')}"${options.error ? ` aria-invalid="true" aria-describedby="${errorId}"` : ''}>${options.error ? `<p class="error" id="${errorId}">${escapeHtml(options.error)}</p>` : ''}</div>`
}

/** The hosted card page: the card goes to the processor here, never to the merchant. */
export function cardPage(input_: {
  checkout: CheckoutRow
  locale: Locale
  t: Translate
  action: string
  cancelAction: string
  ddc: { jwt: string; referenceId: string }
  state?: CardFormState
}) {
  const { checkout, locale, t, state } = input_
  const errors = state?.errors ?? {}
  const decimals = Number(checkout.extra?.decimals ?? 2)
  const amount = formatMinorAmount(
    checkout.amountMinor,
    { code: checkout.currency, decimal_precision: decimals },
    locale,
  )
  const testRows = TEST_CARDS.map(
    (card) => `<tr><td>${card.number.replace(/(\d{4})(?=\d)/g, '$1 ')}</td><td>${escapeHtml(card.what)}</td></tr>`,
  ).join('')
  const body = `${summary(checkout, locale, t)}
<form method="post" action="${escapeHtml(input_.action)}" novalidate data-sandbox-card>
${Object.keys(errors).length > 0 ? `<p class="alert" role="alert">${escapeHtml(t('errors'))}</p>` : ''}
<p class="device" data-device-check role="status"><span class="spinner" aria-hidden="true"></span>${escapeHtml(t('deviceCheck'))}</p>
<input type="hidden" name="ddc_reference" value="${escapeHtml(input_.ddc.referenceId)}">
<input type="hidden" name="lang" value="${locale}">
${input('holder', t('holder'), { autocomplete: 'cc-name', value: state?.values?.holder, error: errors.holder, maxlength: 255 })}
${input('card_number', t('cardNumber'), { autocomplete: 'cc-number', inputmode: 'numeric', error: errors.card_number, maxlength: 19 })}
<div class="row">
${input('exp_month', t('month'), { autocomplete: 'cc-exp-month', inputmode: 'numeric', value: state?.values?.exp_month, error: errors.exp_month, maxlength: 2 })}
${input('exp_year', t('year'), { autocomplete: 'cc-exp-year', inputmode: 'numeric', value: state?.values?.exp_year, error: errors.exp_year, maxlength: 2 })}
${input('cvc', t('cvc'), { autocomplete: 'cc-csc', inputmode: 'numeric', error: errors.cvc, maxlength: 4 })}
</div>
<button type="submit">${escapeHtml(t('payAmount', { amount }))}</button>
<details><summary>${escapeHtml(t('testCards'))}</summary><table>${testRows}</table><p>${escapeHtml(t('anyFuture'))}</p></details>
</form>
<form method="post" action="${escapeHtml(input_.cancelAction)}" class="body" style="padding-top:0"><button type="submit" class="secondary">${escapeHtml(t('cancel'))}</button></form>
<iframe hidden title="device data" src="/sandbox-processor/ddc/frame?jwt=${encodeURIComponent(input_.ddc.jwt)}" data-ddc-frame></iframe>`
  return layout({
    title: t('pay'),
    locale,
    t,
    flavour: checkout.flavour,
    body,
    script: '/sandbox-processor/assets/hosted.js',
  })
}

/** The bank's 3-D Secure challenge. */
export function challengePage(input_: {
  checkout: CheckoutRow
  locale: Locale
  t: Translate
  action: string
  failed?: boolean
}) {
  const { checkout, locale, t } = input_
  const body = `${summary(checkout, locale, t)}
<form method="post" action="${escapeHtml(input_.action)}" novalidate>
<p class="status">${escapeHtml(t('challengeTitle'))}</p>
<p>${escapeHtml(t('challengeText', { code: CHALLENGE_CODE }))}</p>
${input('code', t('code'), { autocomplete: 'one-time-code', inputmode: 'numeric', maxlength: 8 })}
<input type="hidden" name="lang" value="${locale}">
<button type="submit">${escapeHtml(t('confirm'))}</button>
</form>`
  return layout({
    title: t('challengeTitle'),
    locale,
    t,
    flavour: checkout.flavour === 'test' ? 'test' : 'inovio',
    body,
  })
}

/** A crypto invoice (NOWPayments flavour): pay, pay part, or let it expire. */
export function cryptoPage(input_: { checkout: CheckoutRow; locale: Locale; t: Translate; action: string }) {
  const { checkout, locale, t } = input_
  const extra = checkout.extra ?? {}
  const coin = String(extra.payCurrency ?? 'btc').toUpperCase()
  const body = `${summary(checkout, locale, t)}
<div class="body">
<p class="status">${escapeHtml(t('cryptoTitle'))}</p>
<p>${escapeHtml(t('cryptoSend', { amount: String(extra.payAmount ?? ''), coin }))}</p>
<p class="address">${escapeHtml(String(extra.payAddress ?? ''))}</p>
<form method="post" action="${escapeHtml(input_.action)}"><input type="hidden" name="lang" value="${locale}"><button type="submit" name="kind" value="full">${escapeHtml(t('cryptoPaid'))}</button><button type="submit" name="kind" value="partial" class="secondary">${escapeHtml(t('cryptoPartial'))}</button><button type="submit" name="kind" value="expire" class="secondary">${escapeHtml(t('cryptoExpire'))}</button></form>
</div>`
  return layout({ title: t('cryptoTitle'), locale, t, flavour: 'nowpayments', body })
}

export function messagePage(input_: { locale: Locale; t: Translate; flavour: string; title: string; text: string }) {
  const body = `<div class="body"><p class="status">${escapeHtml(input_.title)}</p><p>${escapeHtml(input_.text)}</p></div>`
  return layout({ title: input_.title, locale: input_.locale, t: input_.t, flavour: input_.flavour, body })
}

/** The hidden device-data frame: tells its parent the profile is collected (Cardinal-style message). */
export function ddcFramePage(referenceId: string | null) {
  return `<!doctype html><html><head><meta charset="utf-8"><title>device data</title></head><body data-session-id="${escapeHtml(referenceId ?? '')}" data-status="${referenceId ? 'true' : 'false'}"><script src="/sandbox-processor/assets/ddc.js"></script></body></html>`
}
