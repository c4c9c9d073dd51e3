import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderInApp } from '../../testing/render'
import { type Sent, signInForEachTest, spendError, spent, stubWallet } from '../../testing/stub-server'
import { UnlockDialog } from './unlock-dialog'

signInForEachTest()

function server(
  balance: number,
  answer: (request: Sent) => Response | Promise<Response> = () => spent(balance - 10, 10, 77),
) {
  return stubWallet(balance, answer)
}

function renderDialog(onUnlocked: () => Promise<void> = async () => {}) {
  renderInApp(
    <UnlockDialog
      isOpen
      onClose={vi.fn()}
      modelId={4}
      creatorName="Luna Rivers"
      postId={77}
      cost={10}
      onUnlocked={onUnlocked}
    />,
  )
}

const spends = (sent: Sent[]) => sent.filter((request) => request.method === 'POST')

describe('UnlockDialog', () => {
  it('shows the cost, the balance, back and unlock, and no buy-tokens button when the balance covers it', async () => {
    server(40)
    renderDialog()
    expect(await screen.findByText('40 tokens')).toBeTruthy()
    expect(screen.getByText('10 tokens')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Unlock' }) as HTMLButtonElement).disabled).toBe(false)
    expect(screen.queryByRole('link', { name: 'Buy tokens' })).toBeNull()
  })

  it('offers to buy tokens when the balance is short of the cost', async () => {
    server(4)
    renderDialog()
    expect(await screen.findByText('You need 6 more tokens to unlock it.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Buy tokens' }).getAttribute('href')).toBe('/purchase/tokens')
  })

  it('sends the unlock (model_id, post_id, tokens) with a key, fetches the post again and says it is unlocked', async () => {
    let release: (response: Response) => void = () => {}
    const sent = server(40, () => new Promise((resolve) => (release = resolve)))
    const onUnlocked = vi.fn(async () => {})
    renderDialog(onUnlocked)
    fireEvent.click(await screen.findByRole('button', { name: 'Unlock' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Unlock' }).getAttribute('aria-busy')).toBe('true'))
    release(spent(30, 10, 77))
    expect(await screen.findByText('Unlocked')).toBeTruthy()
    expect(screen.getByText(/You paid 10 tokens/)).toBeTruthy()
    expect(onUnlocked).toHaveBeenCalledTimes(1)
    const [request] = spends(sent)
    expect(request?.body).toEqual({ type: 'post_block', model_id: 4, post_id: 77, tokens: 10 })
    expect(request?.key).toBeTruthy()
  })

  it('says the unlock went through when the post cannot be fetched again, and loading it again only fetches', async () => {
    const sent = server(40)
    const onUnlocked = vi.fn().mockRejectedValueOnce(new Error('no answer')).mockResolvedValueOnce(undefined)
    renderDialog(onUnlocked)
    fireEvent.click(await screen.findByRole('button', { name: 'Unlock' }))
    expect(await screen.findByText('The post did not load. Loading it again charges nothing.')).toBeTruthy()
    expect(screen.getByText('Unlocked')).toBeTruthy()
    expect(screen.getByText(/You paid 10 tokens/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Load the post' }))
    expect(await screen.findByRole('button', { name: 'See the post' })).toBeTruthy()
    expect(screen.queryByText('The post did not load. Loading it again charges nothing.')).toBeNull()
    expect(onUnlocked).toHaveBeenCalledTimes(2)
    expect(spends(sent)).toHaveLength(1)
  })

  it('shows a changed price and unlocks at the new one when asked', async () => {
    const sent = server(40, (request) =>
      (request.body as { tokens: number }).tokens === 12
        ? spent(28, 12, 77)
        : spendError(409, 'price_changed', { tokens: 12 }),
    )
    renderDialog()
    fireEvent.click(await screen.findByRole('button', { name: 'Unlock' }))
    expect(await screen.findByText('This post now costs 12 tokens. Nothing was charged.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Unlock for 12 tokens' }))
    expect(await screen.findByText('Unlocked')).toBeTruthy()
    expect(spends(sent).map((request) => (request.body as { tokens: number }).tokens)).toEqual([10, 12])
  })
})
