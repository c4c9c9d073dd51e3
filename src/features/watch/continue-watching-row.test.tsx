import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { endSession } from '../../api/session'
import { renderInApp } from '../../testing/render'
import { ContinueWatchingRow } from './continue-watching-row'
import { type MovieSnapshot, writeProgressEntry } from './watch-storage'

function movie(id: number, name: string): MovieSnapshot {
  return {
    id,
    name,
    length: 600,
    is_hd: id % 2 === 0,
    public_thumbnail_image_path: { small: `/m/${id}/small.webp`, large: `/m/${id}/large.webp` },
  }
}

afterEach(() => localStorage.clear())

describe('ContinueWatchingRow', () => {
  it("shows a guest's unfinished movies from this device, latest first, with progress", async () => {
    endSession()
    writeProgressEntry('guest', movie(1, 'Night Drive'), 300, 1000)
    writeProgressEntry('guest', movie(2, 'Golden Hour'), 60, 2000)
    writeProgressEntry('guest', movie(3, 'Almost Done'), 590, 3000)
    writeProgressEntry('guest', movie(4, 'Barely Started'), 2, 4000)
    renderInApp(<ContinueWatchingRow />)

    expect(await screen.findByRole('heading', { name: 'Continue watching' })).toBeTruthy()
    const links = screen.getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining('Golden Hour'),
      expect.stringContaining('Night Drive'),
    ])
    const bars = screen.getAllByRole('progressbar')
    expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['10', '50'])
    expect(screen.getByText('9 min left')).toBeTruthy()
  })

  it('renders nothing when there is nothing to continue', () => {
    endSession()
    const { container } = renderInApp(<ContinueWatchingRow />)
    expect(container.textContent).toBe('')
  })
})
