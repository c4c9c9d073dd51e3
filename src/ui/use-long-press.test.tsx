import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useLongPress } from './use-long-press'

function Target({ onLong, onTap }: { onLong: () => void; onTap: () => void }) {
  const handlers = useLongPress(onLong, onTap, 500)
  return (
    <button type="button" {...handlers}>
      tile
    </button>
  )
}

afterEach(() => vi.useRealTimers())

/** The tile rendered on fake timers, with a finger already down on it. */
function pressTile() {
  vi.useFakeTimers()
  const onLong = vi.fn()
  const onTap = vi.fn()
  render(<Target onLong={onLong} onTap={onTap} />)
  const button = screen.getByRole('button')
  fireEvent.pointerDown(button, { button: 0, clientX: 10, clientY: 10 })
  return { button, onLong, onTap }
}

describe('useLongPress', () => {
  it('fires the long press after 500 ms and swallows the click that follows', () => {
    const { button, onLong, onTap } = pressTile()
    vi.advanceTimersByTime(499)
    expect(onLong).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(onLong).toHaveBeenCalledOnce()
    fireEvent.pointerUp(button)
    fireEvent.click(button)
    expect(onTap).not.toHaveBeenCalled()
  })

  it('treats a short press as a click', () => {
    const { button, onLong, onTap } = pressTile()
    vi.advanceTimersByTime(200)
    fireEvent.pointerUp(button)
    fireEvent.click(button)
    vi.advanceTimersByTime(1000)
    expect(onTap).toHaveBeenCalledOnce()
    expect(onLong).not.toHaveBeenCalled()
  })

  it('cancels when the finger moves (a scroll)', () => {
    const { button, onLong } = pressTile()
    fireEvent.pointerMove(button, { clientX: 10, clientY: 60 })
    vi.advanceTimersByTime(600)
    expect(onLong).not.toHaveBeenCalled()
  })
})
