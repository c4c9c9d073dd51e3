/**
 * The style rules a copy of a screen can use (issue 13), for the page's copy of the last screen
 * (src/offline/screen-snapshot.ts, from the page's style sheets) and the server's copy of /home's
 * first screen (server/plugins/first-screen.ts, from the built style sheets' text). The app's sheets
 * hold every screen's rules (46 kB when a feed was copied), and the browser parses and matches all
 * of them before its first paint; the copy needs the rules of the classes it carries. A rule is left
 * out only when it names classes and none of them is in the copy (or on <html> and <body>, which
 * selectors may go through); rules without a class (:root's tokens, elements, attributes), `:not(…)`
 * and at-rules other than the grouping ones are kept whole.
 */

/** What is read of a rule: a browser's CSSRule, or one of parseCssRules. */
export type CssRuleLike = { readonly cssText: string }

const CLASS_NAME = /\.(-?[_a-zA-Z][\w-]*)/g

/** Attribute selectors' values may hold dots (`[href$=".pdf"]`) that name no class. */
const ATTRIBUTE_SELECTOR = /\[[^\]]*\]/g

function canStyle(selector: string, classes: ReadonlySet<string>): boolean {
  if (selector.includes(':not(')) return true
  let named = false
  for (const match of selector.replace(ATTRIBUTE_SELECTOR, '[]').matchAll(CLASS_NAME)) {
    named = true
    if (classes.has(match[1] as string)) return true
  }
  return !named
}

type StyleRuleLike = CssRuleLike & { readonly selectorText: string }
type GroupingRuleLike = CssRuleLike & { readonly cssRules: Iterable<CssRuleLike> }

function isStyleRule(rule: CssRuleLike): rule is StyleRuleLike {
  return 'selectorText' in rule
}

/** @media, @supports, @container, @layer blocks: kept with only their rules that can apply. */
function isGrouping(rule: CssRuleLike): rule is GroupingRuleLike {
  return 'cssRules' in rule && !('selectorText' in rule) && !('name' in rule && 'appendRule' in rule)
}

export function stylesInUse(rules: Iterable<CssRuleLike>, classes: ReadonlySet<string>): string {
  let css = ''
  for (const rule of rules) {
    if (isStyleRule(rule)) {
      if (canStyle(rule.selectorText, classes)) css += rule.cssText
    } else if (isGrouping(rule)) {
      const inner = stylesInUse(Array.from(rule.cssRules), classes)
      if (inner) css += `${rule.cssText.slice(0, rule.cssText.indexOf('{'))}{${inner}}`
    } else {
      css += rule.cssText
    }
  }
  return css
}

const GROUPING_AT_RULE = /^@(media|supports|container|layer)\b/i

/** Where the first of `stops` is at nesting depth 0 from `from`, past strings and comments; -1 if none. */
function findAtTopLevel(css: string, from: number, stops: string): number {
  let depth = 0
  for (let at = from; at < css.length; at++) {
    const char = css[at] as string
    if (char === '"' || char === "'") {
      at = css.indexOf(char, at + 1)
      if (at < 0) return -1
    } else if (char === '/' && css[at + 1] === '*') {
      at = css.indexOf('*/', at + 2) + 1
      if (at <= 0) return -1
    } else if (depth === 0 && stops.includes(char)) {
      return at
    } else if (char === '{') {
      depth++
    } else if (char === '}') {
      depth--
    }
  }
  return -1
}

/**
 * A style sheet's text as rules stylesInUse can judge (the server has no CSSOM). Made for the app's
 * built sheets; a sheet it cannot read to the end keeps its rest whole as one rule.
 */
export function parseCssRules(css: string): CssRuleLike[] {
  const rules: CssRuleLike[] = []
  let at = 0
  while (at < css.length) {
    const open = findAtTopLevel(css, at, '{;')
    if (open < 0) {
      const rest = css.slice(at).trim()
      if (rest) rules.push({ cssText: rest })
      break
    }
    const prelude = css.slice(at, open).trim()
    if (css[open] === ';') {
      rules.push({ cssText: `${prelude};` })
      at = open + 1
      continue
    }
    const close = findAtTopLevel(css, open + 1, '}')
    if (close < 0) {
      rules.push({ cssText: css.slice(at).trim() })
      break
    }
    const body = css.slice(open + 1, close)
    const cssText = `${prelude}{${body}}`
    const rule: StyleRuleLike | GroupingRuleLike | CssRuleLike = !prelude.startsWith('@')
      ? { cssText, selectorText: prelude }
      : GROUPING_AT_RULE.test(prelude)
        ? { cssText, cssRules: parseCssRules(body) }
        : { cssText }
    rules.push(rule)
    at = close + 1
  }
  return rules
}
