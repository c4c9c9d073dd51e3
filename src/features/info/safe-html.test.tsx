import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SafeHtml, safeHref, sanitizeHtml, textOf } from './safe-html'

function renderHtml(html: string): HTMLElement {
  const { container } = render(<SafeHtml html={html} />)
  return container.firstElementChild as HTMLElement
}

describe('sanitizeHtml', () => {
  it('keeps the allowed tags and their text', () => {
    const out = renderHtml(
      '<p>Pay with <strong>card</strong> or <em>crypto</em>.<br>Then:</p><ul><li>one</li></ul><ol><li>two</li></ol>',
    )
    expect(out.innerHTML).toBe(
      '<p>Pay with <strong>card</strong> or <em>crypto</em>.<br>Then:</p><ul><li>one</li></ul><ol><li>two</li></ol>',
    )
  })

  it('drops scripts and styles with their content', () => {
    const out = renderHtml(
      '<p>Hi</p><script>alert(1)</script><style>p{color:red}</style><object><p>fallback</p></object><template><p>t</p></template>',
    )
    expect(out.innerHTML).toBe('<p>Hi</p>')
  })

  it('drops every attribute, event handlers included', () => {
    const out = renderHtml(
      '<p onclick="alert(1)" style="color:red" class="x">Hi <strong onmouseover="x()">there</strong></p>',
    )
    expect(out.innerHTML).toBe('<p>Hi <strong>there</strong></p>')
  })

  it('unwraps unknown tags but keeps their words', () => {
    const out = renderHtml('<div><h2>Title</h2><p>Body <span>text</span> <img src=x onerror="alert(1)"></p></div>')
    expect(out.innerHTML).toBe('Title<p>Body text </p>')
  })

  it('maps b and i onto strong and em', () => {
    expect(renderHtml('<b>bold</b> <i>italic</i>').innerHTML).toBe('<strong>bold</strong> <em>italic</em>')
  })

  it('keeps http(s) and mailto links, opening web links safely in a new tab', () => {
    const out = renderHtml(
      '<a href="https://velvet.example/help">help</a> <a href="mailto:support@velvet.example">mail</a>',
    )
    const [web, mail] = Array.from(out.querySelectorAll('a'))
    expect(web?.getAttribute('href')).toBe('https://velvet.example/help')
    expect(web?.getAttribute('target')).toBe('_blank')
    expect(web?.getAttribute('rel')).toContain('noopener')
    expect(web?.getAttribute('rel')).toContain('noreferrer')
    expect(mail?.getAttribute('href')).toBe('mailto:support@velvet.example')
    expect(mail?.hasAttribute('target')).toBe(false)
  })

  it('turns links to javascript:, data: or relative URLs into plain text', () => {
    const out = renderHtml(
      '<a href="javascript:alert(1)">a</a><a href=" JaVaScRiPt:alert(1)">b</a><a href="java&#9;script:alert(1)">c</a>' +
        '<a href="data:text/html,x">d</a><a href="/relative">e</a><a>f</a>',
    )
    expect(out.querySelectorAll('a')).toHaveLength(0)
    expect(out.textContent).toBe('abcdef')
  })

  it('never renders markup hidden in text as HTML', () => {
    const nodes = sanitizeHtml('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')
    const out = renderHtml('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')
    expect(out.querySelector('script')).toBeNull()
    expect(textOf(nodes)).toContain('<script>alert(1)</script>')
  })
})

describe('safeHref', () => {
  it('accepts only absolute http, https and mailto URLs', () => {
    expect(safeHref('http://a.example/')).toBe('http://a.example/')
    expect(safeHref('mailto:x@y.example')).toBe('mailto:x@y.example')
    expect(safeHref('vbscript:msgbox(1)')).toBeUndefined()
    expect(safeHref('//evil.example')).toBeUndefined()
    expect(safeHref(null)).toBeUndefined()
  })
})
