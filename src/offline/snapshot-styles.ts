/**
 * The style rules a screen's copy can use (issue 13). The app's sheets hold every screen's rules
 * (46 kB when a feed was copied), and the next visit parses and matches all of them before its
 * first paint; the copy needs the rules of the classes it carries. A rule is left out only when it
 * names classes and none of them is in the copy (or on <html> and <body>, which selectors may go
 * through); rules without a class (:root's tokens, elements, attributes), `:not(…)` and at-rules
 * other than the grouping ones are kept whole.
 */

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

/** @media, @supports, @container, @layer blocks: kept with only their rules that can apply. */
function isGrouping(rule: CSSRule): rule is CSSGroupingRule {
  return 'cssRules' in rule && !('selectorText' in rule) && !('name' in rule && 'appendRule' in rule)
}

export function stylesInUse(rules: Iterable<CSSRule>, classes: ReadonlySet<string>): string {
  let css = ''
  for (const rule of rules) {
    if ('selectorText' in rule) {
      if (canStyle((rule as CSSStyleRule).selectorText, classes)) css += rule.cssText
    } else if (isGrouping(rule)) {
      const inner = stylesInUse(Array.from(rule.cssRules), classes)
      if (inner) css += `${rule.cssText.slice(0, rule.cssText.indexOf('{'))}{${inner}}`
    } else {
      css += rule.cssText
    }
  }
  return css
}

/** Every class on the copy's elements, and on <html> and <body> around it. */
export function classesOf(copy: Element, doc: Document): Set<string> {
  const classes = new Set<string>()
  for (const element of [copy, ...Array.from(copy.querySelectorAll('[class]')), doc.documentElement, doc.body]) {
    if (element) for (const name of Array.from(element.classList)) classes.add(name)
  }
  return classes
}
