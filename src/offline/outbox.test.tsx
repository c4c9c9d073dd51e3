import type { PersistedClient } from '@tanstack/query-persist-client-core'
import { act, render, waitFor } from '@testing-library/react'
import { createStore } from 'idb-keyval'
import { describe, expect, it } from 'vitest'
import { outboxAction } from '../../contract/outbox/fixtures'
import { putAction } from '../../contract/outbox/store'
import { discardAction, useOutbox } from './outbox'
import { createIdbPersister } from './persister'

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

describe('outbox events', () => {
  it('save the query cache on the device at once, not after the persister throttle', async () => {
    const persister = createIdbPersister('query-cache:outbox-test', createStore(`test-${Math.random()}`, 'kv'))
    // What a like does before it is queued: the cache changes, and the persister waits a second.
    persister.persistClient({
      timestamp: 1,
      buster: 'liked',
      clientState: { queries: [], mutations: [] },
    } as PersistedClient)
    expect(await persister.restoreClient()).toBeUndefined()
    // Any outbox event (here: a discard) comes after such a change; a link opened now must see it.
    await discardAction('no-such-action')
    expect((await persister.restoreClient())?.buster).toBe('liked')
  })
})
