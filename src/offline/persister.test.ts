import type { PersistedClient } from '@tanstack/query-persist-client-core'
import { createStore } from 'idb-keyval'
import { describe, expect, it, vi } from 'vitest'
import { isPersistedKey } from './persisted-keys'
import { createIdbPersister, flushPersistedCache, forgetPersistedClient, persistedClientKey } from './persister'

const client = (marker: string): PersistedClient =>
  ({ timestamp: 1, buster: marker, clientState: { queries: [], mutations: [] } }) as PersistedClient

describe('createIdbPersister', () => {
  it('writes at most once a second, keeping the latest state', async () => {
    const store = createStore(`test-${Math.random()}`, 'kv')
    const persister = createIdbPersister('k', store)
    persister.persistClient(client('a'))
    persister.persistClient(client('b'))
    // Nothing is written straight away: a burst of cache events becomes one write.
    expect(await persister.restoreClient()).toBeUndefined()
    await vi.waitFor(async () => expect((await persister.restoreClient())?.buster).toBe('b'), { timeout: 3000 })
  })

  it('writes the waiting state at once when asked (a purchase; the page going away)', async () => {
    const store = createStore(`test-${Math.random()}`, 'kv')
    const persister = createIdbPersister('k', store)
    persister.persistClient(client('before'))
    persister.persistClient(client('after the purchase'))
    await flushPersistedCache()
    expect((await persister.restoreClient())?.buster).toBe('after the purchase')
  })

  it('forgets everything on remove, including a pending write', async () => {
    const store = createStore(`test-${Math.random()}`, 'kv')
    const persister = createIdbPersister('k', store)
    persister.persistClient(client('a'))
    await persister.removeClient()
    await new Promise((resolve) => setTimeout(resolve, 1100))
    expect(await persister.restoreClient()).toBeUndefined()
  })

  it('cancels a write another persister of the same entry was about to make (logout)', async () => {
    const store = createStore(`test-${Math.random()}`, 'kv')
    const active = createIdbPersister('user', store)
    active.persistClient(client('a'))
    await createIdbPersister('user', store).removeClient()
    await new Promise((resolve) => setTimeout(resolve, 1100))
    expect(await active.restoreClient()).toBeUndefined()
  })

  it('after logout, the signed-out persister never writes again; a new one for the same user does', async () => {
    const store = createStore(`test-${Math.random()}`, 'kv')
    const signedOut = createIdbPersister('user', store)
    await forgetPersistedClient('user', store)
    // The old query client is cleared while the app unmounts it: its persister hears about it.
    signedOut.persistClient(client('cleared on the way out'))
    await flushPersistedCache()
    expect(await signedOut.restoreClient()).toBeUndefined()
    // The same user signs in again later: their new cache is saved as usual.
    const signedInAgain = createIdbPersister('user', store)
    signedInAgain.persistClient(client('new session'))
    await flushPersistedCache()
    expect((await signedInAgain.restoreClient())?.buster).toBe('new session')
  })

  it("a persister that removed its own entry (an expired or older build's cache) keeps saving", async () => {
    const store = createStore(`test-${Math.random()}`, 'kv')
    const persister = createIdbPersister('user', store)
    await persister.removeClient()
    persister.persistClient(client('fresh'))
    await flushPersistedCache()
    expect((await persister.restoreClient())?.buster).toBe('fresh')
  })

  it('keeps each user in their own entry', () => {
    expect(persistedClientKey(null)).toBe('query-cache:guest')
    expect(persistedClientKey(42)).toBe('query-cache:42')
  })
})

describe('isPersistedKey', () => {
  it('persists what people read, never sessions, payments or signed URLs', () => {
    expect(isPersistedKey(['posts', 'list', 'celebrities', { locale: 'en', siteType: 'divas' }])).toBe(true)
    expect(isPersistedKey(['carousels', {}])).toBe(true)
    // The balance is read offline from the user's own entry, marked "as of" its time.
    expect(isPersistedKey(['wallet', 'balance'])).toBe(true)
    expect(isPersistedKey(['auth', 'me'])).toBe(false)
    expect(isPersistedKey(['payments', 'list'])).toBe(false)
    expect(isPersistedKey(['playback', 1])).toBe(false)
  })
})
