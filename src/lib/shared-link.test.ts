import { describe, expect, it } from 'vitest'
import { sharedLinkOf } from './shared-link'

const ORIGIN = 'https://velvet.example'

describe('sharedLinkOf', () => {
  it('opens links of this site to a creator, a post or a video', () => {
    const open = (url: string) => sharedLinkOf({ url }, ORIGIN)
    expect(open('https://velvet.example/lunarivers')).toEqual({ kind: 'open', href: '/lunarivers' })
    expect(open('https://velvet.example/@lunarivers/')).toEqual({ kind: 'open', href: '/@lunarivers' })
    expect(open('https://velvet.example/lunarivers/post/601?ref=share#top')).toEqual({
      kind: 'open',
      href: '/lunarivers/post/601',
    })
    expect(open('https://velvet.example/models/12/profile')).toEqual({ kind: 'open', href: '/models/12/profile' })
    expect(open('https://velvet.example/videos/7/watch')).toEqual({ kind: 'open', href: '/videos/7/watch' })
  })

  it('finds the link in the text or the title when the sharing app left `url` empty', () => {
    expect(sharedLinkOf({ text: 'Look at her! https://velvet.example/lunarivers.' }, ORIGIN)).toEqual({
      kind: 'open',
      href: '/lunarivers',
    })
    expect(sharedLinkOf({ title: 'https://velvet.example/lunarivers/post/3', text: 'so good' }, ORIGIN)).toEqual({
      kind: 'open',
      href: '/lunarivers/post/3',
    })
    // `url` wins over a link in the text.
    expect(
      sharedLinkOf({ url: 'https://velvet.example/a_b', text: 'https://velvet.example/videos/1/watch' }, ORIGIN),
    ).toEqual({ kind: 'open', href: '/a_b' })
  })

  it("says what is not a Velvet link it opens: other sites, the app's own pages, look-alike hosts", () => {
    const other = (url: string) => sharedLinkOf({ url }, ORIGIN)
    expect(other('https://example.com/lunarivers')).toEqual({ kind: 'other', link: 'https://example.com/lunarivers' })
    expect(other('https://velvet.example.evil.test/lunarivers').kind).toBe('other')
    expect(other('http://velvet.example/lunarivers').kind).toBe('other')
    expect(other('https://velvet.example/dashboard').kind).toBe('other')
    expect(other('https://velvet.example/logout').kind).toBe('other')
    expect(other('https://velvet.example/api/users/me').kind).toBe('other')
    expect(other('https://velvet.example/lunarivers/post/abc').kind).toBe('other')
  })

  it('says when only words were shared', () => {
    expect(sharedLinkOf({ title: 'Hello', text: 'no link here' }, ORIGIN)).toEqual({
      kind: 'none',
      text: 'Hello no link here',
    })
    expect(sharedLinkOf({}, ORIGIN)).toEqual({ kind: 'none', text: '' })
    expect(sharedLinkOf({ url: 'javascript:alert(1)' }, ORIGIN).kind).toBe('none')
  })
})
