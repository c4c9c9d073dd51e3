import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, it, vi } from 'vitest'
import { formatRelative } from './format'
import { RenderedAt, setHydrationTime, useNow } from './page-clock'

// React's act() as Testing Library sets it up: effects and updates flush before each check.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const POSTED = Date.parse('2026-11-29T12:00:00Z')
const MINUTE = 60_000

function PostAge() {
  return <time>{formatRelative(new Date(POSTED), 'en', useNow())}</time>
}

afterEach(() => {
  vi.useRealTimers()
  setHydrationTime(undefined)
})

it('a page kept for minutes hydrates with the time it was rendered at, then shows the age from now', async () => {
  const renderedAt = POSTED + 2 * MINUTE
  const html = renderToString(
    <RenderedAt value={renderedAt}>
      <PostAge />
    </RenderedAt>,
  )
  expect(html).toContain('2 minutes ago')

  vi.useFakeTimers({ now: POSTED + 5 * MINUTE, toFake: ['Date', 'setInterval', 'clearInterval'] })
  const container = document.createElement('div')
  container.innerHTML = html
  const mismatches: unknown[] = []
  setHydrationTime(renderedAt)
  const root = await act(async () =>
    hydrateRoot(container, <PostAge />, { onRecoverableError: (e) => mismatches.push(e) }),
  )

  expect(mismatches).toEqual([])
  expect(container.textContent).toBe('5 minutes ago')

  await act(async () => vi.advanceTimersByTime(MINUTE))
  expect(container.textContent).toBe('6 minutes ago')
  act(() => root.unmount())
})

it('without the render time the browser would draw other words than the server (what the clock prevents)', async () => {
  const html = renderToString(
    <RenderedAt value={POSTED + 2 * MINUTE}>
      <PostAge />
    </RenderedAt>,
  )
  vi.useFakeTimers({ now: POSTED + 5 * MINUTE, toFake: ['Date'] })
  const container = document.createElement('div')
  container.innerHTML = html
  const mismatches: unknown[] = []
  const root = await act(async () =>
    hydrateRoot(container, <PostAge />, { onRecoverableError: (e) => mismatches.push(e) }),
  )
  expect(mismatches).toHaveLength(1)
  act(() => root.unmount())
})
