import { fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Country } from '../../../contract/schemas/purchase'
import { renderInApp } from '../../testing/render'
import { stubServer } from '../../testing/stub-server'
import { useSubdivisions } from './billing-fields'

const US: Country = {
  id: 3,
  code: 'US',
  name: 'United States',
  is_current: true,
  show_currency: false,
  currency_code: 'USD',
  payable: true,
  has_subdivisions: true,
}

function States() {
  const states = useSubdivisions('US', [US])
  return (
    <>
      {states.isError ? (
        <button type="button" onClick={states.retry}>
          Load again
        </button>
      ) : null}
      <p>States: {states.list.map((item) => item.code).join(',')}</p>
    </>
  )
}

afterEach(() => vi.unstubAllGlobals())

describe('useSubdivisions', () => {
  it('refuses a list of another country, waits for the buyer, then asks again past every cache', async () => {
    const lists = [
      [{ id: 1, code: 'ON', name: 'Ontario', country_id: 7 }],
      [{ id: 2, code: 'CA', name: 'California', country_id: 3 }],
    ]
    const sent = stubServer({
      'GET /api/country_subdivisions': () => {
        const data = lists.shift() ?? []
        const pagination = {
          total: 1,
          count: 1,
          per_page: 9999,
          current_page: 1,
          total_pages: 1,
          links: { next: null },
        }
        return Response.json({ data, meta: { pagination } })
      },
    })
    renderInApp(<States />)
    const retry = await screen.findByRole('button', { name: 'Load again' })
    // The wrong list is never shown, and not asked for again by itself.
    expect(screen.getByText('States:')).toBeTruthy()
    const asked = () => sent.filter((request) => request.path === '/api/country_subdivisions')
    expect(asked()).toHaveLength(1)
    fireEvent.click(retry)
    expect(await screen.findByText('States: CA')).toBeTruthy()
    expect(asked()).toHaveLength(2)
    expect(asked()[1]?.headers['Cache-Control']).toBe('no-cache')
  })
})
