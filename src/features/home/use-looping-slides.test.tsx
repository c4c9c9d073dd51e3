import { act, render } from '@testing-library/react'
import { useRef } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useLoopingSlides } from './use-looping-slides'

const WIDTH = 100
const COUNT = 3

/**
 * A track that behaves like Chromium's: every programmatic scroll ends at once, so `scrollend`
 * fires on each frame of a scripted glide. It records every position it is given.
 */
function Harness({ onTrack }: { onTrack: (element: HTMLDivElement) => void }) {
  const track = useRef<HTMLDivElement>(null)
  useLoopingSlides(track, { count: COUNT, delayMs: 6000, transitionMs: 1000 })
  return (
    <section>
      <div
        ref={(element) => {
          track.current = element
          if (element) onTrack(element)
        }}
      />
    </section>
  )
}

function chromiumLikeTrack(element: HTMLDivElement, positions: number[]) {
  let left = 0
  Object.defineProperty(element, 'clientWidth', { configurable: true, get: () => WIDTH })
  Object.defineProperty(element, 'scrollWidth', { configurable: true, get: () => WIDTH * (COUNT + 1) })
  Object.defineProperty(element, 'scrollLeft', {
    configurable: true,
    get: () => left,
    set: (value: number) => {
      left = value
      positions.push(value)
      element.dispatchEvent(new Event('scroll'))
      element.dispatchEvent(new Event('scrollend'))
    },
  })
}

afterEach(() => vi.useRealTimers())

describe('useLoopingSlides', () => {
  it('glides from the last slide to the copy of the first without jumping back halfway', () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'],
    })
    vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} }))
    const positions: number[] = []
    render(<Harness onTrack={(element) => chromiumLikeTrack(element, positions)} />)
    // Three autoplay steps: 0 → 1 → 2 → the copy of slide 0 at the end of the track.
    act(() => vi.advanceTimersByTime(3 * 6000 + 1500))
    const arrival = positions.indexOf(COUNT * WIDTH)
    expect(arrival).toBeGreaterThan(-1)
    // Before arriving on the copy, the track only ever moves forward…
    const beforeArrival = positions.slice(0, arrival + 1)
    for (let i = 1; i < beforeArrival.length; i++)
      expect(beforeArrival[i]).toBeGreaterThanOrEqual(beforeArrival[i - 1] ?? 0)
    // …and only then swaps the copy for the real first slide.
    expect(positions.slice(arrival + 1)).toEqual([0])
    vi.unstubAllGlobals()
  })

  it('does not play by itself for people who asked for reduced motion', () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'],
    })
    vi.stubGlobal('matchMedia', () => ({ matches: true, addEventListener() {}, removeEventListener() {} }))
    const positions: number[] = []
    render(<Harness onTrack={(element) => chromiumLikeTrack(element, positions)} />)
    act(() => vi.advanceTimersByTime(5 * 6000))
    expect(positions).toEqual([])
    vi.unstubAllGlobals()
  })
})
