import { act, render, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { outboxAction } from '../../contract/outbox/fixtures'
import { putAction } from '../../contract/outbox/store'
import { discardAction, useOutbox } from './outbox'

const renders = { count: 0 }

function QueueLength() {
  const actions = useOutbox('all')
  renders.count += 1
  return <p>{actions.length}</p>
}

const like = outboxAction({ id: 'key-outbox-store' })

const settle = () => new Promise((resolve) => setTimeout(resolve, 50))

describe('useOutbox', () => {
  it('renders its readers again only when the queue changed, not on every outbox event', async () => {
    const { container } = render(<QueueLength />)
    await act(settle)
    expect(container.textContent).toBe('0')
    const before = renders.count
    // An event that leaves the queue as it was (here: discarding nothing); a feed's every card reads
    // the queue, so each such event used to render all of them again.
    await act(async () => {
      await discardAction('no-such-action')
      await settle()
    })
    expect(renders.count).toBe(before)

    await act(async () => {
      await putAction(like)
      await discardAction('no-such-action')
    })
    await waitFor(() => expect(container.textContent).toBe('1'))
    await act(async () => {
      await discardAction(like.id)
    })
    await waitFor(() => expect(container.textContent).toBe('0'))
  })
})
