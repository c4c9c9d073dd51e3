import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TIMING } from '../../contract/limits'
import { BottomSheet, DRAG_CLOSE, shouldCloseOnDrag } from './bottom-sheet'

describe('shouldCloseOnDrag', () => {
  it('springs back after a short drag and closes past the threshold', () => {
    expect(shouldCloseOnDrag({ distance: 40, height: 600, velocity: 0.1 })).toBe(false)
    // A quarter of a 600 px sheet is 150 px.
    expect(shouldCloseOnDrag({ distance: 149, height: 600, velocity: 0.1 })).toBe(false)
    expect(shouldCloseOnDrag({ distance: 150, height: 600, velocity: 0.1 })).toBe(true)
  })

  it('never closes on less than the minimum, however short the sheet', () => {
    expect(shouldCloseOnDrag({ distance: DRAG_CLOSE.minPx - 1, height: 200, velocity: 0 })).toBe(false)
    expect(shouldCloseOnDrag({ distance: DRAG_CLOSE.minPx, height: 200, velocity: 0 })).toBe(true)
  })

  it('closes on a quick flick down from a shorter distance, never on a drag up', () => {
    expect(shouldCloseOnDrag({ distance: 40, height: 600, velocity: 1.2 })).toBe(true)
    expect(shouldCloseOnDrag({ distance: 10, height: 600, velocity: 2 })).toBe(false)
    expect(shouldCloseOnDrag({ distance: 0, height: 600, velocity: 2 })).toBe(false)
  })
})

describe('BottomSheet', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  function renderSheet(onClose = vi.fn()) {
    vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} }))
    render(
      <BottomSheet isOpen onClose={onClose} title="Comments" closeLabel="Close" dragLabel="Drag down to close">
        <p>content</p>
      </BottomSheet>,
    )
    return onClose
  }

  it('closes when dragged down past the threshold, after the 200 ms slide', () => {
    vi.useFakeTimers()
    const onClose = renderSheet()
    const bar = screen.getByRole('button', { name: 'Drag down to close' }).parentElement as HTMLElement
    fireEvent.pointerDown(bar, { button: 0, clientY: 100, pointerId: 1 })
    fireEvent.pointerMove(bar, { clientY: 150, pointerId: 1 })
    fireEvent.pointerMove(bar, { clientY: 400, pointerId: 1 })
    fireEvent.pointerUp(bar, { clientY: 400, pointerId: 1 })
    expect(onClose).not.toHaveBeenCalled()
    vi.advanceTimersByTime(TIMING.sheetCloseMs)
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('stays open after a short drag', () => {
    vi.useFakeTimers()
    const onClose = renderSheet()
    const bar = screen.getByRole('button', { name: 'Drag down to close' }).parentElement as HTMLElement
    fireEvent.pointerDown(bar, { button: 0, clientY: 100, pointerId: 1, timeStamp: 0 })
    fireEvent.pointerUp(bar, { clientY: 130, pointerId: 1 })
    vi.advanceTimersByTime(1000)
    expect(onClose).not.toHaveBeenCalled()
  })

  it('closes from its close button with the same slide', () => {
    vi.useFakeTimers()
    const onClose = renderSheet()
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    vi.advanceTimersByTime(TIMING.sheetCloseMs - 1)
    expect(onClose).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(onClose).toHaveBeenCalledTimes(1)
  })
})
