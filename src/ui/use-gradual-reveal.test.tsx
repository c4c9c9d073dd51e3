import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FIRST_REVEALED, useGradualReveal } from './use-gradual-reveal'

function List({ items, onReveal }: { items: number[]; onReveal?: (revealAll: () => void) => void }) {
  const { shown, revealAll } = useGradualReveal(items.length)
  onReveal?.(revealAll)
  return (
    <ul>
      {items.slice(0, shown).map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  )
}

const TEN = Array.from({ length: 10 }, (_, index) => index + 1)
const drawn = () => screen.queryAllByRole('listitem').length

/** Runs one pending task at a time (the effect's timer), flushing what it renders. */
async function nextTask() {
  await act(async () => {
    vi.advanceTimersToNextTimer()
  })
}

afterEach(() => vi.useRealTimers())

describe('useGradualReveal', () => {
  it('draws a list that mounts with its items in one go (a restored scroll position needs them)', () => {
    vi.useFakeTimers()
    render(<List items={TEN} />)
    expect(drawn()).toBe(10)
  })

  it('draws items that arrive later a few at once, then one more per task, until all are drawn', async () => {
    vi.useFakeTimers()
    const { rerender } = render(<List items={[]} />)
    rerender(<List items={TEN} />)
    expect(drawn()).toBe(FIRST_REVEALED)
    await nextTask()
    expect(drawn()).toBe(FIRST_REVEALED + 1)
    for (let step = 0; step < 20; step += 1) await nextTask()
    expect(drawn()).toBe(10)
    // A next page goes the same way, after what is already drawn.
    rerender(<List items={[...TEN, 11, 12, 13]} />)
    expect(drawn()).toBe(10)
    await nextTask()
    expect(drawn()).toBe(11)
    for (let step = 0; step < 5; step += 1) await nextTask()
    expect(drawn()).toBe(13)
  })

  it('draws everything at once when asked (a post to scroll to must be there)', async () => {
    vi.useFakeTimers()
    let revealAll = () => {}
    const { rerender } = render(<List items={[]} onReveal={(reveal) => (revealAll = reveal)} />)
    rerender(<List items={TEN} onReveal={(reveal) => (revealAll = reveal)} />)
    expect(drawn()).toBe(FIRST_REVEALED)
    act(() => revealAll())
    expect(drawn()).toBe(10)
  })
})
