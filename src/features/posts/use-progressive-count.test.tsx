import { render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { FIRST_COMMIT_POSTS, useProgressiveCount } from './use-progressive-count'

const rendered: number[] = []

function Feed({ total }: { total: number }) {
  const shown = useProgressiveCount(total)
  rendered.push(shown)
  return <p data-testid="shown">{shown}</p>
}

// In this order: the first feed of the page is the cold start, any other one is not.
describe('useProgressiveCount', () => {
  it("renders the page's first feed a few posts at a time, starting with the first screenful", async () => {
    const view = render(<Feed total={10} />)
    expect(screen.getByTestId('shown').textContent).toBe(String(FIRST_COMMIT_POSTS))
    await waitFor(() => expect(screen.getByTestId('shown').textContent).toBe('10'))
    expect([...new Set(rendered)]).toEqual([3, 5, 7, 9, 10])
    // A next page of posts comes in whole: the list is no longer starting.
    view.rerender(<Feed total={20} />)
    await waitFor(() => expect(screen.getByTestId('shown').textContent).toBe('20'))
    view.unmount()
  })

  it('renders any later feed whole at once', () => {
    render(<Feed total={10} />)
    expect(screen.getByTestId('shown').textContent).toBe('10')
  })
})
