import { useQuery } from '@tanstack/react-query'
import { act, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { reportObservation, resetReachabilityForTests } from '../../api/reachability'
import { renderInApp } from '../../testing/render'
import { OUTAGE_GRACE_MS } from './maintenance'
import { OutageWatch } from './outage-watch'

/** A screen whose query starts only when asked (its code still loading, say) and never answers. */
function SlowScreen() {
  const [started, setStarted] = useState(false)
  return (
    <>
      <OutageWatch />
      <button type="button" onClick={() => setStarted(true)}>
        start
      </button>
      {started && <SilentQuery />}
    </>
  )
}

function SilentQuery() {
  useQuery({ queryKey: ['silent'], queryFn: () => new Promise<never>(() => {}) })
  return <p>waiting</p>
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })
}

beforeEach(() => {
  vi.useFakeTimers()
  // The reachability probes get no answer either.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
  )
  resetReachabilityForTests(true)
})

afterEach(() => {
  resetReachabilityForTests(true)
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('OutageWatch', () => {
  it('opens the maintenance page for a screen whose query starts after the grace period ended', async () => {
    const { router } = renderInApp(<SlowScreen />, { path: '/about' })
    await advance(0)
    act(() => reportObservation('no-answer'))

    await advance(OUTAGE_GRACE_MS + 1_000)
    // Nothing on screen is waiting yet: no reason to leave.
    expect(router.state.location.pathname).toBe('/about')

    act(() => screen.getByRole('button', { name: 'start' }).click())
    await advance(0)
    expect(router.state.location.pathname).toBe('/maintenance')
  })

  it('keeps a screen whose server answers again', async () => {
    const { router } = renderInApp(<SlowScreen />, { path: '/about' })
    await advance(0)
    act(() => reportObservation('no-answer'))
    act(() => screen.getByRole('button', { name: 'start' }).click())
    await advance(OUTAGE_GRACE_MS - 1_000)
    act(() => reportObservation('answer'))

    await advance(5_000)
    expect(router.state.location.pathname).toBe('/about')
  })
})
