import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderInApp } from '../../testing/render'
import { makeCreator, makeMovie } from './movie-fixture'
import { WatchPlayer } from './watch-player'

afterEach(() => vi.restoreAllMocks())

describe('WatchPlayer', () => {
  it("says 'Sorry, not supported.' for an unknown encode driver, and logs it", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    renderInApp(
      <WatchPlayer
        movie={makeMovie()}
        source={{ status: 'unsupported', isMain: true, driver: 'legacy_flash' }}
        subscribeTo="/subscribe"
        onMainStarted={() => undefined}
      />,
    )
    expect(await screen.findByText('Sorry, not supported.')).toBeTruthy()
    // Logged by an effect, which runs after the paint.
    await waitFor(() => expect(log).toHaveBeenCalledWith(expect.stringContaining('legacy_flash')))
  })

  it('shows the thumbnail leading to the subscription when there is nothing to play', async () => {
    const webstar = makeCreator({ is_webstar: true, username: 'mira' })
    const movie = makeMovie({
      available: false,
      main_video_id: null,
      trailer_video_id: null,
      webstar: { data: webstar },
    })
    renderInApp(
      <WatchPlayer
        movie={movie}
        source={{ status: 'locked', isMain: false }}
        subscribeTo="/subscribe?webstar=mira"
        onMainStarted={() => undefined}
      />,
    )
    const link = await screen.findByRole('link', { name: 'Subscribe to watch Night Drive' })
    expect(link.getAttribute('href')).toBe('/subscribe?webstar=mira')
  })
})
