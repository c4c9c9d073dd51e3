import { fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { endSession, startSession } from '../../api/session'
import { renderInApp } from '../../testing/render'
import { fanWithoutMembership } from '../../testing/stub-server'
import { ChatButton, type ChatCreator } from './chat-button'
import { subscribeHref } from './queries'

const creator: ChatCreator = { id: 4, name: 'Luna Vale', username: 'lunavale', chat_enabled: true, hidden_menu: false }

const user = fanWithoutMembership

const plan = {
  id: 31,
  amount: 9.99,
  title: 'Monthly',
  premium: false,
  is_token: false,
  is_paylink: false,
  is_subscription: true,
  is_plan_pack: false,
  tokens_quantity: 0,
}

afterEach(() => {
  vi.unstubAllGlobals()
  endSession()
})

describe('subscribeHref', () => {
  it('leads to the first plan, for this creator', () => {
    expect(subscribeHref({ subscription_plans: { data: [plan, { ...plan, id: 32 }] } } as never, 'lunavale')).toBe(
      '/subscribe?plan=31&webstar=lunavale',
    )
    expect(subscribeHref({ subscription_plans: { data: [] } }, null)).toBe('/subscribe')
  })
})

describe('ChatButton', () => {
  it('is not there for hidden-menu creators or creators without chat', () => {
    renderInApp(
      <>
        <ChatButton creator={{ ...creator, hidden_menu: true }} />
        <ChatButton creator={{ ...creator, chat_enabled: false }} />
      </>,
    )
    expect(screen.queryByRole('button', { name: /Chat with/ })).toBeNull()
  })

  it("is not there on a creator's own profile and posts, and stays on others'", async () => {
    startSession({ access_token: 't', token_type: 'Bearer', expires_in: 900, user: { ...user, model_id: creator.id } })
    renderInApp(
      <>
        <ChatButton creator={creator} variant="button" />
        <ChatButton creator={{ ...creator, id: 9, name: 'Mia Stone' }} variant="button" />
      </>,
    )
    expect(await screen.findByRole('button', { name: 'Chat with Mia Stone' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Chat with Luna Vale' })).toBeNull()
  })

  it('asks a guest to log in, without asking the server', async () => {
    const fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    endSession()
    renderInApp(<ChatButton creator={creator} />)
    fireEvent.click(await screen.findByRole('button', { name: 'Chat with Luna Vale' }))
    expect(await screen.findByText('Log in to chat with Luna Vale')).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('asks the server only when clicked, and hides itself when it says hide_chat', async () => {
    startSession({ access_token: 't', token_type: 'Bearer', expires_in: 900, user })
    const fetchMock = vi.fn(async () =>
      Response.json({ success: true, case: 'hide_chat', url: null, subscription_plans: { data: [] } }),
    )
    vi.stubGlobal('fetch', fetchMock)
    renderInApp(<ChatButton creator={creator} />)
    const button = await screen.findByRole('button', { name: 'Chat with Luna Vale' })
    // Showing the button opens no chat room on the server.
    expect(fetchMock).not.toHaveBeenCalled()
    fireEvent.click(button)
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Chat with Luna Vale' })).toBeNull())
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('offers the subscription with the first plan to a signed-in non-member', async () => {
    startSession({ access_token: 't', token_type: 'Bearer', expires_in: 900, user })
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      expect(JSON.parse(String(init.body))).toEqual({ model_id: 4 })
      return Response.json({ success: true, case: 'modal_subscription', url: null, subscription_plans: { data: [] } })
    })
    vi.stubGlobal('fetch', fetchMock)
    renderInApp(<ChatButton creator={creator} />)
    fireEvent.click(await screen.findByRole('button', { name: 'Chat with Luna Vale' }))
    const subscribe = await screen.findByRole('link', { name: 'Subscribe' })
    expect(subscribe.getAttribute('href')).toBe('/subscribe?webstar=lunavale')
    expect(screen.getByText('Subscribe to chat with Luna Vale')).toBeTruthy()
    // A second click uses the answer already given.
    fireEvent.click(screen.getByRole('button', { name: 'Chat with Luna Vale' }))
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })
})
