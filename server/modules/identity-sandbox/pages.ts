/**
 * The sandbox identity provider's pages: server-rendered HTML with their own CSS (no app code, no
 * script), looking like a provider's consent screen: who asks, what it will see, the test accounts
 * to continue as, and a way to cancel.
 */
import type { Locale } from '../../../contract/languages'
import type { SocialProviderName } from '../../config'
import { escapeHtml, htmlPage } from '../../lib/html-page'
import type { Translate } from './i18n'
import type { SandboxIdentity } from './service'

type Brand = { name: string; background: string; color: string; accent: string; accentText: string }

const BRANDS: Record<SocialProviderName, Brand> = {
  twitter: { name: 'X', background: '#000000', color: '#e7e9ea', accent: '#eff3f4', accentText: '#0f1419' },
  google: { name: 'Google', background: '#ffffff', color: '#1f1f1f', accent: '#0b57d0', accentText: '#ffffff' },
}

export function brandName(provider: SocialProviderName): string {
  return BRANDS[provider].name
}

const CSS = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;line-height:1.45;background:var(--bg);color:var(--fg)}
.ribbon{background:#fde68a;color:#78350f;text-align:center;font-size:13px;padding:6px 12px;font-weight:600}
main{max-width:420px;margin:0 auto;padding:28px 18px 40px}
.logo{font-size:34px;font-weight:800;letter-spacing:-.5px;margin:0 0 18px}
h1{font-size:24px;line-height:1.25;margin:0 0 10px}
p{margin:0 0 16px}
.muted{opacity:.75;font-size:14px}
form{margin:0}
.accounts{display:grid;gap:10px;margin:22px 0 14px}
button{width:100%;min-height:48px;font:inherit;font-size:16px;font-weight:700;border-radius:999px;cursor:pointer;padding:10px 18px;display:flex;align-items:center;gap:12px;justify-content:flex-start;text-align:left}
button.account{background:var(--accent);color:var(--accent-text);border:0}
button.cancel{background:transparent;color:var(--fg);border:1px solid currentColor;justify-content:center}
.avatar{flex:none;width:32px;height:32px;border-radius:50%;display:grid;place-items:center;font-size:14px;background:rgba(127,127,127,.25)}
.who{display:flex;flex-direction:column;min-width:0}
.who small{font-weight:500;opacity:.8;overflow-wrap:anywhere}
.foot{text-align:center;font-size:12px;opacity:.7;margin-top:22px}
`

function layout(input: { provider: SocialProviderName; locale: Locale; t: Translate; title: string; body: string }) {
  const brand = BRANDS[input.provider]
  return htmlPage({
    locale: input.locale,
    title: input.title,
    css: `:root{--bg:${brand.background};--fg:${brand.color};--accent:${brand.accent};--accent-text:${brand.accentText}}${CSS}`,
    ribbon: input.t('sandbox'),
    main: `<p class="logo" aria-hidden="true">${escapeHtml(brand.name)}</p>
${input.body}
<p class="foot">${escapeHtml(input.t('poweredBy', { provider: brand.name }))}</p>`,
  })
}

/** The consent screen: continue as one of the test accounts, or cancel (both post back here). */
export function consentPage(input: {
  provider: SocialProviderName
  locale: Locale
  t: Translate
  action: string
  hidden: Record<string, string>
  identities: readonly SandboxIdentity[]
}) {
  const { t } = input
  const hidden = Object.entries(input.hidden)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n')
  const accounts = input.identities
    .map(
      (identity) =>
        `<button class="account" type="submit" name="identity" value="${escapeHtml(identity.key)}"><span class="avatar" aria-hidden="true">${escapeHtml(identity.name.slice(0, 1))}</span><span class="who">${escapeHtml(t('continueAs', { name: identity.name }))}<small>@${escapeHtml(identity.username)}</small></span></button>`,
    )
    .join('\n')
  const title = t('title', { provider: brandName(input.provider) })
  const body = `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(t('intro'))}</p>
<form method="post" action="${escapeHtml(input.action)}">
${hidden}
<div class="accounts">
${accounts}
</div>
<p class="muted">${escapeHtml(t('permissions'))}</p>
<button class="cancel" type="submit" name="decision" value="cancel">${escapeHtml(t('cancel'))}</button>
</form>`
  return layout({ provider: input.provider, locale: input.locale, t, title, body })
}

/** A request the provider refuses to act on (unknown client, a redirect it does not know): no redirect. */
export function errorPage(input: { provider: SocialProviderName; locale: Locale; t: Translate }) {
  const title = input.t('badRequest')
  return layout({ ...input, title, body: `<h1>${escapeHtml(title)}</h1>` })
}
