import { act, fireEvent, render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { HoverPreviewVideo, useHoverPreview } from './hover-preview'

function Thumb({ src }: { src: string | null }) {
  const preview = useHoverPreview(src)
  return (
    <div data-kind="thumb" {...preview.handlers}>
      {preview.isOn && src ? <HoverPreviewVideo src={src} /> : null}
    </div>
  )
}

/** A browser whose media queries answer `hover` (a mouse) and `reduce` (reduced motion) as given. */
function stubMedia({ hover, reduce = false }: { hover: boolean; reduce?: boolean }) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('hover') ? hover : query.includes('reduce') ? reduce : false,
    addEventListener() {},
    removeEventListener() {},
  }))
}

const clip = '/media/previews/preview-1.mp4'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

function setUp(src: string | null = clip) {
  const { container, unmount } = render(<Thumb src={src} />)
  const thumb = container.querySelector('[data-kind="thumb"]') as HTMLElement
  return { thumb, unmount, video: () => container.querySelector('video') }
}

describe('hover preview', () => {
  it('plays the clip muted while hovered and hides it 1000 ms after the pointer leaves', () => {
    vi.useFakeTimers()
    stubMedia({ hover: true })
    const { thumb, video } = setUp()
    expect(video()).toBeNull()

    fireEvent.pointerEnter(thumb, { pointerType: 'mouse' })
    expect(video()?.getAttribute('src')).toBe(clip)
    expect(video()?.muted).toBe(true)

    fireEvent.pointerLeave(thumb, { pointerType: 'mouse' })
    act(() => vi.advanceTimersByTime(999))
    expect(video()).not.toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(video()).toBeNull()
  })

  it('keeps playing when the pointer comes back before the 1000 ms are over', () => {
    vi.useFakeTimers()
    stubMedia({ hover: true })
    const { thumb, video } = setUp()
    fireEvent.pointerEnter(thumb, { pointerType: 'mouse' })
    fireEvent.pointerLeave(thumb, { pointerType: 'mouse' })
    act(() => vi.advanceTimersByTime(600))
    fireEvent.pointerEnter(thumb, { pointerType: 'mouse' })
    act(() => vi.advanceTimersByTime(2000))
    expect(video()).not.toBeNull()
  })

  it('stays off on touch screens, with reduced motion, for touches and without a clip', () => {
    stubMedia({ hover: false })
    const touchScreen = setUp()
    fireEvent.pointerEnter(touchScreen.thumb, { pointerType: 'mouse' })
    expect(touchScreen.video()).toBeNull()
    touchScreen.unmount()

    stubMedia({ hover: true, reduce: true })
    const calm = setUp()
    fireEvent.pointerEnter(calm.thumb, { pointerType: 'mouse' })
    expect(calm.video()).toBeNull()
    calm.unmount()

    stubMedia({ hover: true })
    const touched = setUp()
    fireEvent.pointerEnter(touched.thumb, { pointerType: 'touch' })
    expect(touched.video()).toBeNull()

    const none = setUp(null)
    fireEvent.pointerEnter(none.thumb, { pointerType: 'mouse' })
    expect(none.video()).toBeNull()
  })
})
