/**
 * Vite plugin: completes the first paint that index.html carries (the pre-rendered age gate and the
 * shell's bar): the age and Enter's path from the contract, and the small inline script that, before
 * anything paints, applies the stored theme and opens the gate for visitors already past it (stored
 * acceptance, the age cookie, crawlers). The server allows that script by its hash
 * (server/plugins/app-html.ts) and sends the page already open to browsers without JavaScript.
 */
import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'
import { AGE_COOKIE, AGE_COOKIE_VALUE, ENTER_PATH } from '../contract/age-gate.ts'
import { CRAWLER_PATTERN } from '../contract/crawler.ts'
import { LIMITS } from '../contract/limits.ts'
import { SITE_TYPES } from '../contract/site-types.ts'
import { APP_CSS_ATTRIBUTE } from '../src/lib/app-css.ts'
import { STORAGE_KEYS } from '../src/lib/storage-keys.ts'
import { paintScreenSnapshot, snapshotPaintConfig } from '../src/offline/snapshot-paint.ts'
import { LOGO_V_PATH } from '../src/ui/logo-path.ts'

function firstPaintScript(): string {
  const json = JSON.stringify
  // Plain ES5, no module: it runs before the app and must never throw (storage may be disabled).
  return [
    '(function(){var d=document.documentElement,s=null,a=false;',
    `try{s=JSON.parse(localStorage.getItem(${json(STORAGE_KEYS.siteType)}));a=localStorage.getItem(${json(STORAGE_KEYS.ageAccepted)})==="true"}catch(e){}`,
    `if(${json(SITE_TYPES)}.indexOf(s)>=0)d.setAttribute("data-theme",s);`,
    `if(a||document.cookie.split(/; */).indexOf(${json(`${AGE_COOKIE}=${AGE_COOKIE_VALUE}`)})>=0||${CRAWLER_PATTERN.toString()}.test(navigator.userAgent))d.setAttribute("data-gate","open")})()`,
  ].join('')
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

export function firstPaint(build: string): Plugin {
  return {
    name: 'velvet-first-paint',
    transformIndexHtml: {
      // After Vite has added the built sheets' links.
      order: 'post',
      handler(html, context) {
        const page = html
          .replace('<!--first-paint-script-->', `<script>${firstPaintScript()}</script>`)
          .replace('<!--snapshot-script-->', `<script>${snapshotScript(build)}</script>`)
          .replace('<!--boot-check-script-->', `<script>${bootCheckScript()}</script>`)
          .replaceAll('%VELVET_AGE%', String(LIMITS.ageThreshold))
          .replaceAll('%VELVET_ENTER_PATH%', ENTER_PATH)
          .replaceAll('%VELVET_LOGO_PATH%', LOGO_V_PATH)
        // The dev server injects styles from the modules themselves: nothing to defer there.
        return context.bundle ? deferStyleSheets(page) : page
      },
    },
  }
}
