import { fireEvent, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { api } from '../../../contract/api'
import { endSession } from '../../api/session'
import { makePost } from '../../testing/content-fixtures'
import { renderInApp } from '../../testing/render'
import { member } from '../../testing/stub-server'
import { PostCard } from './post-card'

describe('PostCard', () => {
  // A guest: nobody signed in (a card is drawn for a member while the session is being restored).
  beforeEach(() => endSession())

  it('shows the creator, the caption and the like count', async () => {
    renderInApp(<PostCard post={makePost()} />)
    expect(await screen.findByText('Luna Vale')).toBeTruthy()
    expect(screen.getByText('Golden hour on the rooftop')).toBeTruthy()
    expect(screen.getByText('1,234 likes')).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Verified' })).toBeTruthy()
    expect(screen.getByRole('link', { name: "Luna Vale's profile" }).getAttribute('href')).toBe('/lunavale')
  })

  it('hides likes when the creator disabled them', async () => {
    renderInApp(<PostCard post={makePost({ interaction: { liked: false, likes_enabled: false } })} />)
    await screen.findByText('Luna Vale')
    expect(screen.queryByRole('button', { name: 'Like' })).toBeNull()
    expect(screen.queryByText(/likes?$/)).toBeNull()
  })

  it('offers comments only on an available post, and tokens unless it is a tokens post', async () => {
    renderInApp(<PostCard post={makePost({ front_container: 'tokens', available: false, tokens_quantity: 15 })} />)
    await screen.findByText('Luna Vale')
    expect(screen.queryByRole('button', { name: /^Comments\b/ })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Send tokens' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Share' })).toBeTruthy()
  })

  it('sends a guest to buy tokens from a tokens post', async () => {
    renderInApp(<PostCard post={makePost({ front_container: 'tokens', available: false, tokens_quantity: 15 })} />)
    const link = await screen.findByRole('link', { name: 'Unlock for 15 tokens' })
    expect(link.getAttribute('href')).toBe('/buytokens')
  })

  it('sends premium and normal locks to the subscription of that creator', async () => {
    renderInApp(<PostCard post={makePost({ front_container: 'premium', available: false })} />)
    expect(await screen.findByText('Premium post for subscribers')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Subscribe' }).getAttribute('href')).toBe('/subscribe?webstar=lunavale')
  })

  it('invites a guest on a free post to sign up', async () => {
    renderInApp(<PostCard post={makePost()} />)
    const link = await screen.findByRole('link', { name: /join to see more/i })
    expect(link.getAttribute('href')).toBe('/signup/user')
  })

  it('asks a guest to log in before liking', async () => {
    renderInApp(<PostCard post={makePost()} />)
    ;(await screen.findByRole('button', { name: 'Like' })).click()
    expect(await screen.findByRole('dialog', { name: 'Log in to continue' })).toBeTruthy()
  })
})

describe('PostCard while the session is being restored at start', () => {
  it("waits for it on a tap, so a signed-in member's like is taken, not a login prompt", async () => {
    localStorage.clear()
    const { startSession } = await import('../../api/session')
    startSession({ user: member, access_token: 'old', expires_in: 900, token_type: 'Bearer' })
    // A fresh load of the app's modules: the session is 'unknown', as at boot, with the hint kept.
    vi.resetModules()
    const session = await import('../../api/session')
    const { PostCard: FreshPostCard } = await import('./post-card')
    const { renderInApp: freshRender } = await import('../../testing/render')
    let answerRefresh: (() => void) | undefined
    const fetchMock = vi.fn(async (input: string, _init?: RequestInit) => {
      if (String(input).includes('/api/auth/refresh')) {
        await new Promise<void>((resolve) => (answerRefresh = resolve))
        return Response.json({ data: { access_token: 'new', token_type: 'Bearer', expires_in: 900, user: member } })
      }
      return Response.json({ data: { post_id: 9, liked: true, likes: 1235 } })
    })
    vi.stubGlobal('fetch', fetchMock)
    expect(session.getSession().status).toBe('unknown')

    freshRender(<FreshPostCard post={makePost()} />)
    // Drawn for the member the hint names: no "join to see more" while we wait.
    expect(screen.queryByRole('link', { name: /join to see more/i })).toBeNull()
    fireEvent.click(await screen.findByRole('button', { name: 'Like' }))
    // The tap asked who is signed in; nothing is decided until the server answers.
    await vi.waitFor(() => expect(answerRefresh).toBeDefined())
    expect(screen.queryByRole('dialog', { name: 'Log in to continue' })).toBeNull()
    answerRefresh?.()

    // The like is queued as the member's and sent with the restored token.
    await vi.waitFor(() => {
      const like = fetchMock.mock.calls.find(([url]) => String(url).includes(api.postLikes.path))
      expect(like?.[1]?.method).toBe('POST')
      expect(JSON.parse(String(like?.[1]?.body))).toEqual({ post_id: 9, liked: true })
      expect(new Headers(like?.[1]?.headers).get('authorization')).toBe('Bearer new')
    })
    expect(screen.queryByRole('dialog', { name: 'Log in to continue' })).toBeNull()
    vi.unstubAllGlobals()
  })
})
