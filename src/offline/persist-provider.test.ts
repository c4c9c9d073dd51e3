import type { PersistedClient, Persister } from '@tanstack/query-persist-client-core'
import { persistQueryClientRestore } from '@tanstack/query-persist-client-core'
import { dehydrate, QueryClient } from '@tanstack/react-query'
import { expect, it } from 'vitest'
import { withoutAnswersHeld } from './persist-provider'

const PAGE_RENDERED = Date.parse('2026-11-29T12:00:00Z')

/** A member's copy saved after the page was rendered: the movie unlocked for them, and their feed. */
function savedMemberCopy(): PersistedClient {
  const member = new QueryClient()
  member.setQueryData(['movie', 2], { id: 2, is_available: true }, { updatedAt: PAGE_RENDERED + 60_000 })
  member.setQueryData(['feed'], ['a post'], { updatedAt: PAGE_RENDERED + 60_000 })
  return { timestamp: PAGE_RENDERED + 60_000, buster: 'build', clientState: dehydrate(member) }
}

function persisterOf(saved: PersistedClient): Persister {
  return { persistClient: async () => {}, restoreClient: async () => saved, removeClient: async () => {} }
}

function pageClient(): QueryClient {
  const page = new QueryClient()
  page.setQueryData(['movie', 2], { id: 2, is_available: false }, { updatedAt: PAGE_RENDERED })
  return page
}

it('a server page keeps the answers it came with; the saved copy adds what the page did not bring', async () => {
  const page = pageClient()
  await persistQueryClientRestore({
    queryClient: page,
    persister: withoutAnswersHeld(persisterOf(savedMemberCopy()), page),
    buster: 'build',
    maxAge: Number.POSITIVE_INFINITY,
  })
  expect(page.getQueryData(['movie', 2])).toEqual({ id: 2, is_available: false })
  expect(page.getQueryData(['feed'])).toEqual(['a post'])
})

it('without it, a newer saved answer replaces what the page was rendered with (what hydration must not meet)', async () => {
  const page = pageClient()
  await persistQueryClientRestore({
    queryClient: page,
    persister: persisterOf(savedMemberCopy()),
    buster: 'build',
    maxAge: Number.POSITIVE_INFINITY,
  })
  expect(page.getQueryData(['movie', 2])).toEqual({ id: 2, is_available: true })
})
