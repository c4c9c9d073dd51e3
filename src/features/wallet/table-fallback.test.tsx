import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../api/errors'
import { renderInApp } from '../../testing/render'
import { TableFallback } from './table-fallback'

const query = (change: Partial<Parameters<typeof TableFallback>[0]['query']>) => ({
  isPending: false,
  isFetching: false,
  error: null,
  refetch: vi.fn(),
  ...change,
})

describe('TableFallback', () => {
  it('shows the rows skeleton while the first page loads, and no message', async () => {
    const { container } = renderInApp(
      <TableFallback query={query({ isPending: true })} isOnline offlineBody="Saved nowhere yet." />,
    )
    await vi.waitFor(() => expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull())
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByText('You are offline')).toBeNull()
  })

  it('says offline, with what is missing, when the request got no answer even though the browser is online', async () => {
    renderInApp(
      <TableFallback
        query={query({ error: new ApiError(0) })}
        isOnline
        offlineBody="Your payments come back online."
      />,
    )
    expect(await screen.findByText('You are offline')).toBeTruthy()
    expect(screen.getByText('Your payments come back online.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
  })

  it('offers Retry for a server error, which asks again', async () => {
    const refetch = vi.fn()
    renderInApp(
      <TableFallback
        query={query({ error: new ApiError(500), refetch })}
        isOnline
        offlineBody="-"
        errorTitle="Your payments could not be loaded"
      />,
    )
    expect((await screen.findByRole('alert')).textContent).toContain('Your payments could not be loaded')
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(refetch).toHaveBeenCalledTimes(1)
  })
})
