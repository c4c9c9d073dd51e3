/**
 * Vite plugin: completes the first paint that index.html carries (the pre-rendered age gate and the
 * shell's bar): the age and Enter's path from the contract, and the small inline script that, before
 * anything paints, applies the stored theme and opens the gate for visitors already past it (stored
 * acceptance, the age cookie, crawlers). The server allows that script by its hash
 * (server/plugins/app-html.ts) and sends the page already open to browsers without JavaScript.
 */
import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'
import {
  AGE_COOKIE,
  AGE_COOKIE_MAX_AGE_S,
  AGE_COOKIE_VALUE,
  ENTER_PATH,
  NO_SPLASH_PATHS,
} from '../contract/age-gate.ts'
import { api } from '../contract/api.ts'
import { CRAWLER_PATTERN } from '../contract/crawler.ts'
import { DEFAULT_LOCALE, LANGUAGE_NAMES, LOCALE_ALIASES, LOCALES, type Locale } from '../contract/languages.ts'
import { LIMITS } from '../contract/limits.ts'
import { SESSION_REFRESH_LOCK } from '../contract/outbox/action.ts'
import { REQUEST_TIMEOUT_MS } from '../contract/reachability.ts'
import { SITE_TYPES } from '../contract/site-types.ts'
import { SOCKET_ID_HEADER } from '../contract/socket-id-header.ts'
import { escapeHtml } from '../server/modules/mail/templates.ts'
import { startEarlyReads } from '../src/api/early-reads.ts'
import { REFRESH_TIMEOUT_MS, startEarlyRefresh } from '../src/api/early-refresh.ts'
import { startSocketId } from '../src/api/early-socket-id.ts'
import { APP_CSS_ATTRIBUTE } from '../src/lib/app-css.ts'
import { STORAGE_KEYS } from '../src/lib/storage-keys.ts'
import { paintScreenSnapshot, snapshotPaintConfig } from '../src/offline/snapshot-paint.ts'
import { EARLY_READ_ROUTES } from '../src/routes/early-reads.ts'
import { LOGO_V_PATH } from '../src/ui/logo-path.ts'
import { catalogPath, readMessages } from './po.mjs'

function firstPaintScript(): string {
  const json = JSON.stringify
  // Plain ES5, no module: it runs before the app and must never throw (storage may be disabled).
  // The theme as the app picks it. The language: a `?lang=` link (remembered), the stored choice,
  // else the browser's (contract/languages).
  return [
    '(function(){var d=document.documentElement,s=null,a=false,l=null,q=null;',
    `var L=${json(LOCALES)},A=${json(LOCALE_ALIASES)};`,
    'function p(t){t=String(t||"").toLowerCase().split(/[-_]/)[0];return L.indexOf(t)>=0?t:Object.prototype.hasOwnProperty.call(A,t)?A[t]:null}',
    `try{s=JSON.parse(localStorage.getItem(${json(STORAGE_KEYS.siteType)}));a=localStorage.getItem(${json(STORAGE_KEYS.ageAccepted)})==="true"}catch(e){}`,
    // A `?site_type=` link wins over the stored theme, as it does in the app (api/preferences).
    's=(/[?&]site_type=([^&]*)/.exec(location.search)||[])[1]||s;',
    `try{q=p((/[?&]lang=([^&]*)/.exec(location.search)||[])[1]);if(q)localStorage.setItem(${json(STORAGE_KEYS.locale)},JSON.stringify(q));l=JSON.parse(localStorage.getItem(${json(STORAGE_KEYS.locale)}))}catch(e){}`,
    'if(L.indexOf(l)<0){l=q;for(var n=navigator.languages||[],i=0;i<n.length&&!l;i++)l=p(n[i]);',
    `l=l||p(navigator.language)||${json(DEFAULT_LOCALE)}}d.lang=l;`,
    `if(${json(SITE_TYPES)}.indexOf(s)>=0)d.setAttribute("data-theme",s);`,
    `if(a||${json(NO_SPLASH_PATHS)}.indexOf(location.pathname.replace(/(.)\\/+$/,"$1"))>=0||document.cookie.split(/; */).indexOf(${json(`${AGE_COOKIE}=${AGE_COOKIE_VALUE}`)})>=0||${CRAWLER_PATTERN.toString()}.test(navigator.userAgent))d.setAttribute("data-gate","open");`,
    // The server's copy of the first screen (server/plugins/first-screen.ts) shows only to whom it was
    // made for: past the gate, in this language and theme, a guest, on a fresh visit (a reload or a
    // back returns to where the visitor had scrolled). Else the app's own first frame.
    `try{var f=d.getAttribute("data-first-screen"),e=performance.getEntriesByType&&performance.getEntriesByType("navigation")[0];`,
    `if(f!==null&&(d.getAttribute("data-gate")!=="open"||f!==d.lang+" "+d.getAttribute("data-theme")||localStorage.getItem(${json(STORAGE_KEYS.sessionHint)})||(e&&e.type!=="navigate")))d.removeAttribute("data-snapshot")}catch(x){d.removeAttribute("data-snapshot")}})()`,
  ].join('')
}

/**
 * Starts the app, in place of the module script Vite writes: at once past the gate, but not while
 * the gate shows. The gate is the page's own (it needs no app to be read, switch language or be
 * passed), so a first visit spends no main-thread time on the app while the visitor reads it (issue
 * 13: Lighthouse 98 on the gate without it, about 90 with it). Enter, with JavaScript, accepts here
 * (storage and cookie, as features/age-gate does), shows the shell's bar and starts the app where the
 * visitor is: no page load. The app's code is already on its way (its modulepreload links stay).
 */
function appStartScript(entry: string, chunks: string[]): string {
  const json = JSON.stringify
  const cookie = `${AGE_COOKIE}=${AGE_COOKIE_VALUE}; Max-Age=${AGE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`
  return [
    '(function(){var d=document.documentElement;',
    // The entry's own imports are preloaded with it, as the page's links do (a page with the server's
    // copy of the first screen is sent without them, below).
    `function start(){if(window.__velvetStarted)return;window.__velvetStarted=true;${json(chunks)}.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;document.head.appendChild(l)});`,
    `var s=document.createElement("script");s.type="module";s.crossOrigin="";s.src=${json(entry)};document.head.appendChild(s)}`,
    // Under the server's copy of the first screen (server/plugins/first-screen.ts), its picture, the
    // page's largest, comes before the app's code, which would share the phone's bandwidth with it
    // (issue 13); the app starts once it is in, or after FIRST_SCREEN_WAIT_MS whatever happens.
    'var c=d.hasAttribute("data-snapshot")&&d.hasAttribute("data-first-screen")&&document.querySelector("#velvet-snapshot img[fetchpriority=high]");',
    `if(d.getAttribute("data-gate")==="open"&&c&&!c.complete){window.__velvetStarted=false;c.addEventListener("load",start);c.addEventListener("error",start);return setTimeout(start,${FIRST_SCREEN_WAIT_MS})}`,
    'if(d.getAttribute("data-gate")==="open")return start();',
    // boot-check.js waits for an app that was started, not for one that need not run yet.
    'window.__velvetStarted=false;',
    // The language shown: its link marked current, and the title named after the gate's heading, as
    // app/shell/document-title names every page after its h1.
    'function mark(){for(var a=document.querySelectorAll("[data-lang]"),i=0;i<a.length;i++)a[i].getAttribute("data-lang")===d.lang?a[i].setAttribute("aria-current","true"):a[i].removeAttribute("aria-current");',
    'var h=document.querySelector(".fp-title .fp-t[lang=\'"+d.lang+"\']");if(h)document.title=h.textContent+" · Velvet"}mark();',
    'document.addEventListener("click",function(e){var t=e.target&&e.target.closest&&e.target.closest("[data-lang]");if(!t||e.button||e.ctrlKey||e.metaKey||e.shiftKey)return;e.preventDefault();',
    `d.lang=t.getAttribute("data-lang");try{localStorage.setItem(${json(STORAGE_KEYS.locale)},JSON.stringify(d.lang))}catch(_){}mark()});`,
    'var f=document.querySelector("form[data-enter]");if(f)f.addEventListener("submit",function(e){e.preventDefault();',
    `try{localStorage.setItem(${json(STORAGE_KEYS.ageAccepted)},"true")}catch(_){}document.cookie=${json(cookie)}+(location.protocol==="https:"?"; Secure":"");`,
    'd.setAttribute("data-gate","open");start()})})()',
  ].join('')
}

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g

/** The longest the app's start waits for the server's copy's picture (a network that never brings it). */
const FIRST_SCREEN_WAIT_MS = 1000

/**
 * The built page starts the app with appStartScript instead of Vite's module script; a preload in
 * its place still fetches the entry as early as the script did.
 */
function startAppFromScript(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1]
  if (!entry) throw new Error("first-paint: the app's entry script is not in the built page")
  return html
    .replace(ENTRY_SCRIPT, `\n    <link rel="modulepreload" crossorigin href="${entry}">`)
    .replace(
      '<!--app-start-script-->',
      `<script>${appStartScript(entry, [entry, ...[...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '')])}</script>`,
    )
}

/** The gate's texts in every language, from the app's own catalogs (the gate says what the app's gate says). */
function gateTranslations(): Record<Locale, Map<string, string>> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, readMessages(catalogPath(locale))])) as Record<
    Locale,
    Map<string, string>
  >
}

/**
 * Writes out the gate's texts ([[t:message]]), its links to the terms ([[terms]]) and its language
 * links ([[languages]]) in every language; CSS shows those of the page's language (localeRules).
 */
function localiseGate(html: string): string {
  const translations = gateTranslations()
  const age = String(LIMITS.ageThreshold)
  const say = (locale: Locale, message: string) => {
    const text = translations[locale].get(message)
    if (text === undefined) throw new Error(`first-paint: "${message}" is not in the ${locale} catalog`)
    return escapeHtml(text.replaceAll('{age}', age))
  }
  const languages = LOCALES.map(
    (locale) =>
      `<a href="?lang=${locale}" hreflang="${locale}" lang="${locale}" class="fp-lang" data-lang="${locale}">${escapeHtml(LANGUAGE_NAMES[locale])}</a>`,
  ).join('')
  const terms = LOCALES.map(
    (locale) => `<a class="fp-t" lang="${locale}" href="/legals/terms/${locale}.html">${say(locale, 'Terms')}</a>`,
  ).join('')
  return html
    .replace(/\[\[t:(.+?)\]\]/g, (_, message: string) =>
      LOCALES.map((locale) => `<span class="fp-t" lang="${locale}">${say(locale, message)}</span>`).join(''),
    )
    .replace('[[terms]]', terms)
    .replace('[[languages]]', languages)
    .replace('</head>', `<style>${localeRules()}</style>\n  </head>`)
}

function localeRules(): string {
  const hidden = LOCALES.map((locale) => `html:not([lang='${locale}']) .fp-t[lang='${locale}']`).join(', ')
  const current = LOCALES.map((locale) => `html[lang='${locale}'] .fp-lang[lang='${locale}']`).join(', ')
  return `${hidden}{display:none}${current}{color:var(--fp-text);font-weight:700;text-decoration:none}`
}

/**
 * The built page's style sheets load without blocking the first paint (the inline critical CSS
 * draws the gate and the bar); the app applies them before it renders (src/lib/app-styles.ts).
 */
function deferStyleSheets(html: string): string {
  return html.replace(/<link rel="stylesheet"([^>]*)>/g, `<link rel="stylesheet"$1 media="print" ${APP_CSS_ATTRIBUTE}>`)
}

/**
 * src/boot-check.js goes into the page itself: a script file at the end of the body held the parser,
 * and so the first paint, until it arrived behind the app's module preloads (issue 13: Lighthouse
 * saw the gate's text at 2.8 s). Inline it costs no request and still runs before any module can fail.
 */
function bootCheckScript(): string {
  const source = readFileSync(new URL('../src/boot-check.js', import.meta.url), 'utf8')
  // Its leading comment is for readers of the file, not for every visitor's download.
  return source.replace(/^\/\*[\s\S]*?\*\/\s*/, '').trim()
}

/** The repeat visit's first paint: the copy of the last screen, if it fits this visit (src/offline/snapshot-paint.ts). */
function snapshotScript(build: string): string {
  return `(${paintScreenSnapshot.toString()})(${JSON.stringify(snapshotPaintConfig(build))})`
}

/**
 * A signed-in visitor's refresh, sent by the page itself (src/api/early-refresh.ts). Only where the
 * app sends its writes to this origin: a deployment that lists other hosts for them
 * (VITE_API_WRITE_BASES) has the app refresh there, as before.
 */
function earlyRefreshScript(): string {
  if ((process.env.VITE_API_WRITE_BASES ?? '').trim() !== '') return ''
  const config = {
    path: api.refresh.path,
    hintKey: STORAGE_KEYS.sessionHint,
    lock: SESSION_REFRESH_LOCK,
    timeoutMs: REFRESH_TIMEOUT_MS,
    socketIdHeader: SOCKET_ID_HEADER,
  }
  return `<script>(${startEarlyRefresh.toString()})(${JSON.stringify(config)})</script>`
}

/** The tab's socket id, made by the page before its first requests (src/api/early-socket-id.ts). */
function socketIdScript(): string {
  return `<script>(${startSocketId.toString()})()</script>`
}

/**
 * A guest's first reads, sent by the page itself (src/api/early-reads.ts). Like the refresh above,
 * only where reads go to this origin.
 */
function earlyReadsScript(): string {
  if ((process.env.VITE_API_READ_BASES ?? '').trim() !== '') return ''
  const config = {
    routes: EARLY_READ_ROUTES,
    hintKey: STORAGE_KEYS.sessionHint,
    timeoutMs: REQUEST_TIMEOUT_MS,
    socketIdHeader: SOCKET_ID_HEADER,
  }
  return `<script>(${startEarlyReads.toString()})(${JSON.stringify(config)})</script>`
}

/** A chunk of the build, as transformIndexHtml sees it. */
type BuiltChunk = { type: string; fileName: string; facadeModuleId?: string | null }

/**
 * The chunks a started app asks for first, by the module each one is: the language's catalog on
 * every page, and on a watch page its screen, hls.js and the browse words.
 */
function firstChunks(bundle: Record<string, unknown>) {
  const chunks = Object.values(bundle) as BuiltChunk[]
  const fileOf = (module: string) => {
    const chunk = chunks.find((each) => each.type === 'chunk' && each.facadeModuleId?.endsWith(module))
    if (!chunk) throw new Error(`first-paint: no chunk is ${module}`)
    return `/${chunk.fileName}`
  }
  const perLocale = (name: string) =>
    Object.fromEntries(LOCALES.map((locale) => [locale, fileOf(`/src/locales/${locale}/${name}.po`)]))
  return {
    catalogs: perLocale('messages'),
    watch: {
      path: '^/videos/[^/]+/watch/?$',
      chunks: [fileOf('/src/features/watch/screens.ts'), fileOf('/hls.js/dist/hls.light.mjs')],
      catalogs: perLocale('browse'),
    },
  }
}

/**
 * Once the gate is open (the app starts at once), the chunks it will ask for first are preloaded
 * with the page: the app asks for them only once its own code has run, and on fast 4G the network
 * was idle for about 0.2 s in between (issue 13). Behind the gate nothing is fetched: the visitor
 * may leave.
 */
function preloadScript(config: ReturnType<typeof firstChunks>): string {
  return [
    '(function(c){try{var d=document.documentElement;if(d.getAttribute("data-gate")!=="open")return;',
    'function p(h){if(!h)return;var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;document.head.appendChild(l)}',
    'p(c.catalogs[d.lang]);if(new RegExp(c.watch.path).test(location.pathname)){c.watch.chunks.forEach(p);p(c.watch.catalogs[d.lang])}',
    `}catch(e){}})(${JSON.stringify(config)})`,
  ].join('')
}

export function firstPaint(build: string): Plugin {
  return {
    name: 'velvet-first-paint',
    transformIndexHtml: {
      // After Vite has added the built sheets' links.
      order: 'post',
      handler(html, context) {
        const page = localiseGate(html)
          .replace('<!--first-paint-script-->', `<script>${firstPaintScript()}</script>`)
          .replace('<!--early-refresh-script-->', socketIdScript() + earlyRefreshScript() + earlyReadsScript())
          .replace('<!--snapshot-script-->', `<script>${snapshotScript(build)}</script>`)
          .replace('<!--boot-check-script-->', `<script>${bootCheckScript()}</script>`)
          .replaceAll('%VELVET_AGE%', String(LIMITS.ageThreshold))
          .replaceAll('%VELVET_ENTER_PATH%', ENTER_PATH)
          .replaceAll('%VELVET_LOGO_PATH%', LOGO_V_PATH)
        // The dev server runs the app at once (its own gate) and injects styles from the modules.
        if (!context.bundle) return page.replace('<!--app-start-script-->', '').replace('<!--preload-script-->', '')
        const preloaded = page.replace(
          '<!--preload-script-->',
          `<script>${preloadScript(firstChunks(context.bundle))}</script>`,
        )
        return deferStyleSheets(startAppFromScript(preloaded))
      },
    },
  }
}
