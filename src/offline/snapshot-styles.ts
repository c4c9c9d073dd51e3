/**
 * What the page's copy of a screen styles (issue 13): its classes, for the rules that can apply
 * (contract/css-in-use.ts).
 */
export { stylesInUse } from '../../contract/css-in-use'

/** Every class on the copy's elements, and on <html> and <body> around it. */
export function classesOf(copy: Element, doc: Document): Set<string> {
  const classes = new Set<string>()
  for (const element of [copy, ...Array.from(copy.querySelectorAll('[class]')), doc.documentElement, doc.body]) {
    if (element) for (const name of Array.from(element.classList)) classes.add(name)
  }
  return classes
}
