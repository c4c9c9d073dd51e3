import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { makeCreator } from '../../testing/content-fixtures'
import { renderInApp } from '../../testing/render'
import { MovieCard, type MovieCardData } from './movie-card'

const image = { small: '/media/art/v1/movie/divas/1/small.webp', large: '/media/art/v1/movie/divas/1/large.webp' }

function makeMovie(overrides: Partial<MovieCardData> = {}): MovieCardData {
  return {
    id: 42,
    name: 'Night Drive',
    length: 754,
    is_hd: true,
    views: 12_345,
    public_thumbnail_image_path: image,
    webstar: { data: null },
    ...overrides,
  }
}

describe('MovieCard', () => {
  it('links to the watch page and shows duration, HD, the first model and views', async () => {
    const movie = makeMovie()
    renderInApp(
      <MovieCard
        movie={{
          ...movie,
          webstar: { data: makeCreator({ is_webstar: true }) },
        }}
      />,
    )
    // The name starts with the title and says everything the card shows, in reading order.
    const link = await screen.findByRole('link', { name: 'Night Drive Luna Vale 12.3K views HD 12:34' })
    expect(link.getAttribute('href')).toBe('/videos/42/watch')
    expect(screen.getByText('12:34')).toBeTruthy()
    expect(screen.getByText('HD')).toBeTruthy()
    expect(screen.getByText('Luna Vale')).toBeTruthy()
    expect(screen.getByText('12.3K views')).toBeTruthy()
  })

  it('says "view" for a single view and leaves out the HD badge for SD movies', async () => {
    renderInApp(<MovieCard movie={makeMovie({ views: 1, is_hd: false })} />)
    expect(await screen.findByText('1 view')).toBeTruthy()
    expect(screen.queryByText('HD')).toBeNull()
  })
})
