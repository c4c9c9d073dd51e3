import { describe, expect, it } from 'vitest'
import { notificationFor, pickWindow, safeNotificationUrl } from './push'

const ORIGIN = 'https://velvet.example'

describe('notificationFor', () => {
  it("shows the post's title and body and opens the post", () => {
    const { title, options } = notificationFor({
      title: 'Luna Rivers posted',
      body: 'Golden hour on the rooftop',
      url: '/@lunarivers/post/601',
      icon: '/media/art/v1/avatar/divas/1-LR/small.webp',
      tag: 'post-601',
      post_id: 601,
      creator: { name: 'Luna Rivers', username: 'lunarivers' },
    })
    expect(title).toBe('Luna Rivers posted')
    expect(options).toMatchObject({
      body: 'Golden hour on the rooftop',
      tag: 'post-601',
      data: { url: '/@lunarivers/post/601' },
    })
  })

  it('still shows something for a malformed payload', () => {
    expect(notificationFor('garbage').title).toBe('Velvet')
  })
})

describe('pickWindow', () => {
  it('prefers a window already on the post, then the focused one, then any', () => {
    const onPost = { url: `${ORIGIN}/@luna/post/1`, focused: false }
    const focused = { url: `${ORIGIN}/home`, focused: true }
    const other = { url: `${ORIGIN}/videos`, focused: false }
    expect(pickWindow([other, focused, onPost], '/@luna/post/1', ORIGIN)).toBe(onPost)
    expect(pickWindow([other, focused], '/@luna/post/1', ORIGIN)).toBe(focused)
    expect(pickWindow([other], '/@luna/post/1', ORIGIN)).toBe(other)
    expect(pickWindow([], '/@luna/post/1', ORIGIN)).toBeUndefined()
  })
})

describe('safeNotificationUrl', () => {
  it('opens only paths of the app', () => {
    expect(safeNotificationUrl('/@luna/post/1', ORIGIN)).toBe('/@luna/post/1')
    expect(safeNotificationUrl('https://evil.example/x', ORIGIN)).toBe('/feeds')
    expect(safeNotificationUrl(undefined, ORIGIN)).toBe('/feeds')
  })
})
