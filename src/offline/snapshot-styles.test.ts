import { describe, expect, it } from 'vitest'
import { classesOf, stylesInUse } from './snapshot-styles'

/** A style sheet as the page holds it. */
function rulesOf(css: string): CSSRule[] {
  const style = document.createElement('style')
  style.textContent = css
  document.head.appendChild(style)
  const rules = Array.from((style.sheet as CSSStyleSheet).cssRules)
  style.remove()
  return rules
}

describe('stylesInUse', () => {
  const classes = new Set(['card', 'title'])

  it('keeps the rules of the classes the copy carries and drops the other screens’', () => {
    const css = stylesInUse(
      rulesOf('.card { color: red; } .wallet { color: blue; } .card .title, .menu { margin: 1px; }'),
      classes,
    )
    expect(css).toContain('red')
    expect(css).toContain('1px')
    expect(css).not.toContain('blue')
  })

  it('keeps rules without a class, :not() and the at-rules it cannot judge', () => {
    const css = stylesInUse(
      rulesOf(
        ':root { --accent: pink; } [data-theme="chads"] body { color: navy; } .x:not(.y) { color: olive; } a[href$=".pdf"] { color: teal; } @keyframes spin { to { opacity: 0.5; } }',
      ),
      classes,
    )
    for (const kept of ['pink', 'navy', 'olive', 'teal', 'spin']) expect(css).toContain(kept)
  })

  it('keeps a media query with only its rules that can apply, and none that is left empty', () => {
    const css = stylesInUse(
      rulesOf(
        '@media (min-width: 640px) { .card { width: 600px; } .wallet { width: 9px; } } @media print { .wallet { display: none; } }',
      ),
      classes,
    )
    expect(css).toMatch(/^@media \(min-width: 640px\)\s*\{.*600px/)
    expect(css).not.toContain('9px')
    expect(css).not.toContain('print')
  })
})

describe('classesOf', () => {
  it('collects the copy’s classes and those on <html> and <body>', () => {
    document.documentElement.className = 'themed'
    document.body.className = 'locked'
    const copy = document.createElement('div')
    copy.innerHTML = '<article class="card wide"><h2 class="title">Hi</h2></article>'
    expect([...classesOf(copy, document)].sort()).toEqual(['card', 'locked', 'themed', 'title', 'wide'])
    document.documentElement.className = ''
    document.body.className = ''
  })
})
