import { screen } from '@testing-library/react'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { ErrorBodySchema } from '../../../contract/schemas/common'
import { ApiError } from '../../api/errors'
import { renderInApp } from '../../testing/render'
import { MovieUnavailable } from './movie-unavailable'

function errorWith(status: number, body: unknown): ApiError {
  return new ApiError(status, v.parse(ErrorBodySchema, body))
}

describe('MovieUnavailable', () => {
  it('says the movie is not available and links to the subscription', async () => {
    renderInApp(
      <MovieUnavailable
        error={errorWith(404, { message: 'Not found', code: 'not_found' })}
        onRetry={() => undefined}
        isRetrying={false}
      />,
    )
    expect(await screen.findByText('Ooops, movie is not available')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Subscribe' }).getAttribute('href')).toBe('/subscribe')
    // A missing movie will not appear by asking again.
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
  })

  it("keeps the error body's legacy plan for the subscribe link", async () => {
    const error = errorWith(403, { message: 'Members only', code: 'forbidden', fallback: { legacy_plan_id: 7 } })
    renderInApp(<MovieUnavailable error={error} onRetry={() => undefined} isRetrying={false} />)
    expect((await screen.findByRole('link', { name: 'Subscribe' })).getAttribute('href')).toBe('/subscribe?plan=7')
  })

  it('offers Retry after a network or server failure', async () => {
    renderInApp(<MovieUnavailable error={new ApiError(0)} onRetry={() => undefined} isRetrying={false} />)
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy()
  })

  it('drops a malformed fallback instead of losing the error body', () => {
    const body = v.parse(ErrorBodySchema, { message: 'x', code: 'forbidden', fallback: 'nonsense' })
    expect(body.code).toBe('forbidden')
    expect(body.fallback).toBeUndefined()
  })
})
