import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { reportObservation, resetReachabilityForTests } from '../../api/reachability'
import { enterValue } from '../../testing/enter-value'
import { renderInApp } from '../../testing/render'
import { type Sent, signInForEachTest, spendError, spent, stubServer, stubWallet } from '../../testing/stub-server'
import { SendTokensDialog } from './send-tokens-dialog'

signInForEachTest()

function server(answer: (request: Sent) => Response | Promise<Response>, balance = 40) {
  return stubWallet(balance, answer)
}

function renderDialog(postId: number | null = 12) {
  renderInApp(<SendTokensDialog isOpen onClose={vi.fn()} modelId={4} creatorName="Luna Rivers" postId={postId} />)
}

const spends = (sent: Sent[]) => sent.filter((request) => request.method === 'POST')

async function fill(tokens: string, message = '') {
  enterValue(await screen.findByLabelText('Tokens'), tokens)
  enterValue(screen.getByLabelText('Message (optional)'), message)
  fireEvent.click(screen.getByRole('button', { name: 'Send tokens' }))
}

describe('SendTokensDialog', () => {
  it('starts at the minimum of 3 tokens with an empty message and shows the balance', async () => {
    server(() => spent(37, 3))
    renderDialog()
    expect(((await screen.findByLabelText('Tokens')) as HTMLInputElement).value).toBe('3')
    expect((screen.getByLabelText('Message (optional)') as HTMLTextAreaElement).value).toBe('')
    expect(await screen.findByText('40')).toBeTruthy()
  })

  it('rejects a missing amount, 3.5, 2 and a 201-character message, and sends nothing', async () => {
    const sent = server(() => spent(37, 3))
    renderDialog()
    await fill('')
    expect(await screen.findByText('Tokens is required.')).toBeTruthy()
    await fill('3.5')
    expect(await screen.findByText('Enter a whole number.')).toBeTruthy()
    await fill('2', 'x'.repeat(201))
    expect(await screen.findByText('The minimum is 3.')).toBeTruthy()
    expect(screen.getByText('Use at most 200 characters.')).toBeTruthy()
    expect(spends(sent)).toEqual([])
  })

  it('stops the message at 200 characters as it is typed', async () => {
    server(() => spent(37, 3))
    renderDialog()
    const message = (await screen.findByLabelText('Message (optional)')) as HTMLTextAreaElement
    expect(message.maxLength).toBe(200)
  })

  it('sends POST tokens (model_id, tokens, message, post_id, no_post_block) with a key, then shows the amount and resets the form', async () => {
    let release: (response: Response) => void = () => {}
    const sent = server(() => new Promise((resolve) => (release = resolve)))
    renderDialog()
    await fill('5', 'For you')
    const send = await screen.findByRole('button', { name: /Send tokens/ })
    await waitFor(() => expect(send.getAttribute('aria-busy')).toBe('true'))
    release(spent(35, 5))
    expect(await screen.findByText('You sent 5 tokens')).toBeTruthy()
    expect(screen.getByText(/Your balance is 35 tokens/)).toBeTruthy()
    const [request] = spends(sent)
    expect(request?.body).toEqual({ type: 'no_post_block', model_id: 4, tokens: 5, message: 'For you', post_id: 12 })
    expect(request?.key).toMatch(/^[\w-]{8,}$/)
    fireEvent.click(screen.getByRole('button', { name: 'Send more' }))
    expect(((await screen.findByLabelText('Tokens')) as HTMLInputElement).value).toBe('3')
    expect((screen.getByLabelText('Message (optional)') as HTMLTextAreaElement).value).toBe('')
  })

  it('offers back and buy tokens when the balance is short, and back keeps what was typed', async () => {
    server(() => spendError(402, 'insufficient_tokens', { balance: 2, required: 10 }), 2)
    renderDialog()
    await fill('10', 'Hi')
    expect(await screen.findByText('Not enough tokens')).toBeTruthy()
    expect(screen.getByText(/This needs 10 tokens and you have 2/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Buy tokens' }).getAttribute('href')).toBe('/purchase/tokens')
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(((await screen.findByLabelText('Tokens')) as HTMLInputElement).value).toBe('10')
    expect((screen.getByLabelText('Message (optional)') as HTMLTextAreaElement).value).toBe('Hi')
  })

  it("shows the server's data.error when a send is refused", async () => {
    server(() => spendError(403, 'own_content'))
    renderDialog()
    await fill('3')
    expect(await screen.findByText('refused: own_content')).toBeTruthy()
  })

  it('tries a send that got no answer again with the same Idempotency-Key, and a new send with a new one', async () => {
    let attempt = 0
    const sent = server(() => {
      attempt++
      if (attempt === 1) throw new TypeError('Failed to fetch')
      return spent(30, 5)
    })
    renderDialog()
    await fill('5')
    expect(await screen.findByText('No answer from Velvet')).toBeTruthy()
    // The page learns the server is back (the reachability probe's answer).
    reportObservation('answer')
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('You sent 5 tokens')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Send more' }))
    await fill('5')
    await screen.findByText('You sent 5 tokens')
    const keys = spends(sent).map((request) => request.key)
    expect(keys[0]).toBe(keys[1])
    expect(keys[2]).not.toBe(keys[1])
  })

  it('asks to confirm a spend above the threshold and sends it again with confirm', async () => {
    const sent = server((request) =>
      (request.body as { confirm?: boolean }).confirm
        ? spent(0, 40)
        : spendError(409, 'confirmation_required', { threshold: 20 }),
    )
    renderDialog()
    await fill('40')
    expect(await screen.findByText('Spend 40 tokens?')).toBeTruthy()
    expect(screen.getByText('You asked us to confirm any spend above 20 tokens.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Yes, spend 40 tokens' }))
    expect(await screen.findByText('You sent 40 tokens')).toBeTruthy()
    expect(spends(sent).map((request) => (request.body as { confirm?: boolean }).confirm)).toEqual([undefined, true])
  })

  it('says which cap a spend would pass', async () => {
    server(() => spendError(403, 'spending_limit_reached', { limit: 'daily', cap: 50, spent: 48 }))
    renderDialog()
    await fill('5')
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText(/your limit of 50 tokens a day \(you have spent 48/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'My limits' }).getAttribute('href')).toBe('/tokens#spending-limits')
  })

  it('offline, says so and offers nothing that could send', async () => {
    resetReachabilityForTests(false)
    const sent = stubServer({
      'GET /api/tokens/balance': () => {
        throw new TypeError('Failed to fetch')
      },
    })
    renderDialog()
    expect(await screen.findByText(/You are offline. Tokens can be spent only with a connection/)).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Send tokens' }) as HTMLButtonElement).disabled).toBe(true)
    expect(spends(sent)).toEqual([])
  })
})
