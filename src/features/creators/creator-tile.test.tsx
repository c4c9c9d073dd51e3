import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderInApp } from '../../testing/render'
import { CreatorTile } from './creator-tile'

const picture = {
  small: '/media/art/v1/vertical/divas/1/small.webp',
  large: '/media/art/v1/vertical/divas/1/large.webp',
}

describe('CreatorTile', () => {
  it('links to the username route and names the creator, verified', async () => {
    renderInApp(
      <CreatorTile
        creator={{
          id: 4,
          name: 'Luna Vale',
          username: 'lunavale',
          verified: true,
          public_vertical_image_path: picture,
        }}
      />,
    )
    const link = await screen.findByRole('link', { name: 'Luna Vale, verified' })
    expect(link.getAttribute('href')).toBe('/lunavale')
    expect(link.querySelector('img')?.getAttribute('src')).toBe(picture.small)
  })

  it('links to the id route when the creator has no username', async () => {
    renderInApp(
      <CreatorTile
        creator={{ id: 9, name: 'Studio Model', username: null, verified: false, public_vertical_image_path: picture }}
      />,
    )
    const link = await screen.findByRole('link', { name: 'Studio Model' })
    expect(link.getAttribute('href')).toBe('/models/9/profile')
  })
})
