import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { deleteUserActions } from '../../../contract/outbox/store'
import type { User } from '../../../contract/schemas/user'
import { endSession, startSession } from '../../api/session'
import { enterValue } from '../../testing/enter-value'
import { renderInApp } from '../../testing/render'
import { type FormSent, member, stubFormServer } from '../../testing/stub-server'
import { ReportDialog } from './report-dialog'

const user = {
  ...member,
  membership_active: false,
} satisfies User

let sent: FormSent[] = []

function stubServer(answer: () => Response) {
  sent = stubFormServer(answer)
}

beforeEach(async () => {
  await deleteUserActions(user.id)
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
  endSession()
})

function renderDialog(onClose = vi.fn()) {
  renderInApp(<ReportDialog isOpen onClose={onClose} postId={9} modelId={4} />)
  return onClose
}

describe('ReportDialog', () => {
  it('starts with the waiting text and asks a guest for an e-mail', async () => {
    endSession()
    stubServer(() => Response.json({ data: { status: 'created' } }, { status: 201 }))
    renderDialog()
    expect(await screen.findByText('Tell us what is wrong with this post')).toBeTruthy()
    expect(screen.getByLabelText('E-mail')).toBeTruthy()
    expect(screen.getByText('0/500', { exact: false })).toBeTruthy()
  })

  it('checks the fields before sending: e-mail required and valid, reason required and at most 500', async () => {
    endSession()
    stubServer(() => Response.json({ data: { status: 'created' } }, { status: 201 }))
    renderDialog()
    fireEvent.click(await screen.findByRole('button', { name: 'Send report' }))
    expect(await screen.findByText('E-mail is required.')).toBeTruthy()
    expect(screen.getByText('Reason is required.')).toBeTruthy()
    enterValue(screen.getByLabelText('E-mail'), 'a@b')
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }))
    expect(await screen.findByText('Use at least 4 characters.')).toBeTruthy()
    enterValue(screen.getByLabelText('E-mail'), 'not-an-address')
    enterValue(screen.getByLabelText('Reason'), 'x'.repeat(501))
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }))
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeTruthy()
    expect(screen.getByText('Use at most 500 characters.')).toBeTruthy()
    expect(sent).toEqual([])
  })

  it("sends a guest's report directly and shows the result, closing after 5000 ms", async () => {
    endSession()
    stubServer(() => Response.json({ data: { status: 'already_reported' } }, { status: 208 }))
    const onClose = renderDialog()
    enterValue(await screen.findByLabelText('E-mail'), 'Guest@Example.com')
    enterValue(screen.getByLabelText('Reason'), 'Spam')
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }))
    expect(await screen.findByText(/You have already reported this post/)).toBeTruthy()
    expect(sent[0]?.body).toEqual({ userEmail: 'guest@example.com', reason: 'Spam', modelId: 4, postId: 9 })
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 6000 })
  }, 10_000)

  it('shows the generic error, not "offline", when the server does not answer while the browser is online', async () => {
    endSession()
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    stubServer(() => {
      throw new TypeError('Failed to fetch')
    })
    renderDialog()
    enterValue(await screen.findByLabelText('E-mail'), 'guest@example.com')
    enterValue(screen.getByLabelText('Reason'), 'Spam')
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }))
    expect(await screen.findByText('An error ocurred. Please try again later.')).toBeTruthy()
    expect(screen.queryByText(/You are offline/)).toBeNull()
    onLine.mockRestore()
  })

  it('shows a 422 under the fields and keeps what was typed', async () => {
    endSession()
    stubServer(() =>
      Response.json(
        { message: 'bad', code: 'validation_failed', issues: { userEmail: [{ message: 'email' }] } },
        { status: 422 },
      ),
    )
    renderDialog()
    enterValue(await screen.findByLabelText('E-mail'), 'guest@example.com')
    enterValue(screen.getByLabelText('Reason'), 'Spam')
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }))
    expect(await screen.findByText(/We could not accept this report/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Back to the form' }))
    expect((screen.getByLabelText('Reason') as HTMLTextAreaElement).value).toBe('Spam')
    expect(screen.getByText('Enter a valid e-mail address.')).toBeTruthy()
  })

  it("queues a signed-in user's report (no e-mail asked) and shows the server's answer", async () => {
    startSession({ access_token: 't', token_type: 'Bearer', expires_in: 900, user })
    stubServer(() => Response.json({ data: { status: 'created' } }, { status: 201 }))
    renderDialog()
    await screen.findByText('Tell us what is wrong with this post')
    expect(screen.queryByLabelText('E-mail')).toBeNull()
    enterValue(screen.getByLabelText('Reason'), 'Not allowed here')
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }))
    expect(await screen.findByText(/We received your report/)).toBeTruthy()
    expect(sent[0]?.url).toBe('/api/post_options/report?lang=en&site_type=divas')
    expect(sent[0]?.body).toEqual({ userEmail: 'six@example.com', reason: 'Not allowed here', modelId: 4, postId: 9 })
  })
})
