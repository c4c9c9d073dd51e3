import { describe, expect, it } from 'vitest'
import { parseCssRules, stylesInUse } from './css-in-use'

const classes = new Set(['card', 'title'])
const inUse = (css: string) => stylesInUse(parseCssRules(css), classes)

describe('stylesInUse over a style sheet’s text (the server’s copy of the first screen)', () => {
  it('keeps the rules of the classes the copy carries and drops the other screens’', () => {
    const css = inUse('.card{color:red}.wallet{color:blue}.card .title,.menu{margin:1px}')
    expect(css).toBe('.card{color:red}.card .title,.menu{margin:1px}')
  })

  it('keeps rules without a class, :not(), and at-rules it cannot judge, whole', () => {
    const css = inUse(
      ':root{--accent:pink}[data-theme="chads"] body{color:navy}.x:not(.y){color:olive}a[href$=".pdf"]{color:teal}@keyframes spin{to{opacity:.5}}@charset "utf-8";',
    )
    for (const kept of ['pink', 'navy', 'olive', 'teal', '@keyframes spin{to{opacity:.5}}', '@charset "utf-8";']) {
      expect(css).toContain(kept)
    }
  })

  it('keeps a media query with only its rules that can apply, and none that is left empty', () => {
    const css = inUse(
      '@media (min-width:640px){.card{width:600px}.wallet{width:9px}}@media print{.wallet{display:none}}',
    )
    expect(css).toBe('@media (min-width:640px){.card{width:600px}}')
  })

  it('reads past braces in strings and comments', () => {
    const css = inUse('.card:after{content:"}{"}/* .wallet{ */.wallet{color:blue}.title{color:red}')
    expect(css).toContain('content:"}{"')
    expect(css).toContain('.title{color:red}')
    expect(css).not.toContain('blue')
  })
})
