import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { deleteUserActions, listActions } from '../../../contract/outbox/store'
import type { Comment } from '../../../contract/schemas/comment'
import type { Post } from '../../../contract/schemas/post'
import type { User } from '../../../contract/schemas/user'
import { endSession } from '../../api/session'
import { enterValue } from '../../testing/enter-value'
import { renderInApp } from '../../testing/render'
import { member, signIn } from '../../testing/stub-server'
import { comment, commentPage } from './comment-page.fixture'
import { CommentsButton } from './comments-button'

const user = { ...member, id: 5, username: 'fan.five', email: 'fan@example.com' } satisfies User

const image = { small: '/s.webp', large: '/l.webp' }
const post = {
  id: 7,
  post_id: 7,
  front_container: 'free',
  tokens_quantity: 0,
  available: true,
  description: '',
  likes: 0,
  comments_count: 2,
  interaction: { liked: false, likes_enabled: true },
  content: [],
  public_thumbnail_image_path: image,
  created_at: '2026-01-01T00:00:00.000Z',
  chat: true,
} satisfies Post

let requests: { method: string; url: string; body: unknown; headers: Record<string, string> }[] = []
let stored: Comment[] = []

beforeEach(async () => {
  await deleteUserActions(user.id)
  requests = []
  stored = []
  signIn(user)
  vi.stubGlobal('matchMedia', () => ({ matches: true, addEventListener() {}, removeEventListener() {} }))
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = String(input)
      const method = init.method ?? 'GET'
      const body = init.body ? JSON.parse(String(init.body)) : undefined
      requests.push({ method, url, body, headers: (init.headers ?? {}) as Record<string, string> })
      // A small server: what was posted is listed afterwards, newest first (replies oldest first).
      if (method === 'GET' && url.includes('parent_id=1')) {
        return Response.json(
          commentPage([comment(11, { parent_id: 1 }), ...stored.filter((item) => item.parent_id === 1)]),
        )
      }
      if (method === 'GET') {
        const top = stored.filter((item) => item.parent_id === null).reverse()
        return Response.json(commentPage([...top, comment(1, { replies: 1, can_delete: true }), comment(2)]))
      }
      if (method === 'POST') {
        const created = {
          ...comment(99 + stored.length, {
            message: body.message,
            text: body.message,
            parent_id: body.parent_id ?? null,
          }),
          user: { username: user.username, profile_picture: null, chat_id: null },
          can_delete: true,
        }
        stored.push(created)
        return Response.json({ data: created }, { status: 201 })
      }
      return Response.json({ data: { id: 1, post_id: 7, comments_count: 1 } })
    }),
  )
})

afterEach(() => {
  vi.unstubAllGlobals()
  endSession()
})

async function openSheet() {
  const rendered = renderInApp(<CommentsButton post={post} onLoginRequired={() => {}} />)
  rendered.queryClient.setQueryData(['posts', 'detail', 7, { locale: 'en', siteType: 'divas' }], post)
  fireEvent.click(await screen.findByRole('button', { name: /^Comments\b/ }))
  // The sheet's code is loaded on the first open (lazy): the file's first test pays for its import,
  // which went past the default second in CI, with the API tests sharing the two cores.
  const dialog = await screen.findByRole('dialog', { name: /Comments/ }, { timeout: 5000 })
  await within(dialog).findByText('comment 1')
  return { ...rendered, dialog }
}

describe('CommentsSheet', () => {
  it('lists the comments newest first with an input and eight quick emojis', async () => {
    const { dialog } = await openSheet()
    expect(within(dialog).getByText('comment 2')).toBeTruthy()
    expect(within(dialog).getAllByRole('button', { name: /^Insert / })).toHaveLength(8)
    expect(within(dialog).getByRole('textbox', { name: 'Your comment' })).toBeTruthy()
  })

  it('sends a comment through the outbox with an idempotency key; it shows on top once, and the count follows', async () => {
    const { dialog, queryClient } = await openSheet()
    const input = within(dialog).getByRole('textbox', { name: 'Your comment' })
    enterValue(input, 'Lovely 🔥')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(within(dialog).getAllByText('Lovely 🔥')).toHaveLength(1))
    await waitFor(() => expect(within(dialog).queryByText('Sending…')).toBeNull())
    const sent = requests.find((request) => request.method === 'POST')
    expect(sent?.body).toEqual({ post_id: 7, message: 'Lovely 🔥', parent_id: null })
    expect(sent?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/)
    const items = within(dialog).getAllByRole('article')
    expect(items[0]?.textContent).toContain('Lovely 🔥')
    await waitFor(() =>
      expect(
        queryClient.getQueryData<Post>(['posts', 'detail', 7, { locale: 'en', siteType: 'divas' }])?.comments_count,
      ).toBe(3),
    )
    expect(await listActions(user.id)).toEqual([])
  })

  it('refuses an empty comment under the input, without sending', async () => {
    const { dialog } = await openSheet()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }))
    expect(await within(dialog).findByText('Your comment is required.')).toBeTruthy()
    expect(requests.some((request) => request.method === 'POST')).toBe(false)
  })

  it('replies with a mention to the thread, and Cancel forgets the target', async () => {
    const { dialog } = await openSheet()
    const input = within(dialog).getByRole('textbox', { name: 'Your comment' }) as HTMLInputElement
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Reply' })[0] as HTMLElement)
    expect(input.value).toBe('@fan1 ')
    expect(within(dialog).getByText('Replying to @fan1')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(within(dialog).queryByText('Replying to @fan1')).toBeNull()
    // The mention goes with the reply: the next top-level comment does not start with it.
    expect(input.value).toBe('')

    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Reply' })[0] as HTMLElement)
    enterValue(within(dialog).getByRole('textbox', { name: 'Your reply' }), '@fan1 agreed')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }))
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
        post_id: 7,
        message: '@fan1 agreed',
        parent_id: 1,
      }),
    )
    // The thread opens: the reply it had, then the new one.
    expect(await within(dialog).findByText('comment 11')).toBeTruthy()
    await waitFor(() => expect(within(dialog).getAllByText('@fan1 agreed')).toHaveLength(1))
  })

  it('loads replies under their comment', async () => {
    const { dialog } = await openSheet()
    fireEvent.click(within(dialog).getByRole('button', { name: 'View 1 reply' }))
    expect(await within(dialog).findByText('comment 11')).toBeTruthy()
  })

  it('deletes only after the second click, and only where the server allows it', async () => {
    const { dialog } = await openSheet()
    expect(within(dialog).getAllByRole('button', { name: 'Delete' })).toHaveLength(1)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(within(dialog).getByText('comment 1')).toBeTruthy()
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tap again to delete' }))
    await waitFor(() => expect(within(dialog).queryByText('comment 1')).toBeNull())
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'DELETE')?.url).toBe(
        '/api/comments/1?lang=en&site_type=divas',
      ),
    )
    await waitFor(async () => expect(await listActions(user.id)).toEqual([]))
    expect(within(dialog).queryByText('comment 1')).toBeNull()
  })
})

describe('CommentsButton', () => {
  it('asks a guest to log in instead of opening the sheet', async () => {
    endSession()
    const onLoginRequired = vi.fn()
    renderInApp(<CommentsButton post={post} onLoginRequired={onLoginRequired} />)
    fireEvent.click(await screen.findByRole('button', { name: /^Comments\b/ }))
    await vi.waitFor(() => expect(onLoginRequired).toHaveBeenCalled())
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
