import { describe, expect, it } from 'vitest'
import { cutAboutText } from './about-text'

describe('cutAboutText', () => {
  it('leaves a text up to 1.25 × 128 characters whole', () => {
    const text = 'a'.repeat(160)
    expect(cutAboutText(text, false)).toEqual({ short: text, isCut: false })
  })

  it('cuts a longer text near 128 characters, on a word, with an ellipsis', () => {
    const text = `${'word '.repeat(40)}end`
    const { short, isCut } = cutAboutText(text, false)
    expect(isCut).toBe(true)
    expect(short.length).toBeLessThanOrEqual(129)
    expect(short.endsWith('word…')).toBe(true)
  })

  it('uses 512 for hidden-menu creators', () => {
    const text = 'x '.repeat(300)
    expect(cutAboutText(text, true).isCut).toBe(false)
    expect(cutAboutText('y '.repeat(330), true).isCut).toBe(true)
  })
})
