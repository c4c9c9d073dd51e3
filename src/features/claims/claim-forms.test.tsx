import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { User } from '../../../contract/schemas/user'
import { endSession, startSession } from '../../api/session'
import { enterValue } from '../../testing/enter-value'
import { renderInApp } from '../../testing/render'
import { type FormSent, member, stubFormServer } from '../../testing/stub-server'
import { CastingScreen } from './casting-screen'
import { ClaimScreen } from './claim-screen'

const user = {
  ...member,
  id: 8,
  username: 'fan.eight',
  email: 'eight@example.com',
  membership_active: false,
} satisfies User

let sent: FormSent[] = []

function stubServer(answer: () => Response) {
  sent = stubFormServer(answer)
}

afterEach(() => {
  vi.unstubAllGlobals()
  endSession()
})

function fillClaim(cardNumber: string) {
  enterValue(screen.getByLabelText('Country'), 'ES')
  enterValue(screen.getByLabelText('ID document number'), 'X1234567')
  enterValue(screen.getByLabelText('Card company'), 'Visa')
  enterValue(screen.getByLabelText('Last 4 digits of the card'), cardNumber)
  enterValue(screen.getByLabelText('Your claim'), 'A charge I do not recognise')
}

describe('ClaimScreen', () => {
  it('starts from the account, has no file input, and refuses more than four card digits on the form', async () => {
    startSession({ access_token: 't', token_type: 'Bearer', expires_in: 900, user })
    stubServer(() => Response.json({ data: { success: true } }, { status: 201 }))
    const { container } = renderInApp(<ClaimScreen />)
    expect(((await screen.findByLabelText('Username')) as HTMLInputElement).value).toBe('fan.eight')
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('eight@example.com')
    expect(container.querySelector('input[type="file"]')).toBeNull()
    fillClaim('12345')
    fireEvent.click(screen.getByRole('button', { name: 'Send claim' }))
    expect(await screen.findByText('Enter exactly the last four digits of the card, nothing more.')).toBeTruthy()
    expect(sent).toEqual([])
  })

  it('sends a multipart claim with an idempotency key and shows the result', async () => {
    startSession({ access_token: 't', token_type: 'Bearer', expires_in: 900, user })
    stubServer(() => Response.json({ data: { success: true } }, { status: 201 }))
    renderInApp(<ClaimScreen />)
    await screen.findByLabelText('Username')
    fillClaim('4242')
    fireEvent.click(screen.getByRole('button', { name: 'Send claim' }))
    expect(await screen.findByText(/Your claim was received/)).toBeTruthy()
    expect(sent[0]?.body).toEqual({
      username: 'fan.eight',
      email: 'eight@example.com',
      country: 'ES',
      document: 'X1234567',
      card_company: 'Visa',
      card_number: '4242',
      claim: 'A charge I do not recognise',
    })
    expect(sent[0]?.headers['Idempotency-Key']).toBeTruthy()
  })

  it('sends the creator a claim is about as the model_id part (R-CLAIM-17)', async () => {
    startSession({ access_token: 't', token_type: 'Bearer', expires_in: 900, user })
    stubServer(() => Response.json({ data: { success: true } }, { status: 201 }))
    renderInApp(<ClaimScreen modelId={12} />)
    await screen.findByLabelText('Username')
    fillClaim('4242')
    fireEvent.click(screen.getByRole('button', { name: 'Send claim' }))
    expect(await screen.findByText(/Your claim was received/)).toBeTruthy()
    expect(sent[0]?.body).toMatchObject({ model_id: '12', card_number: '4242' })
  })

  it('shows a 500 as the error and keeps the form', async () => {
    startSession({ access_token: 't', token_type: 'Bearer', expires_in: 900, user })
    stubServer(() => Response.json({ message: 'x', code: 'internal' }, { status: 500 }))
    renderInApp(<ClaimScreen />)
    await screen.findByLabelText('Username')
    fillClaim('4242')
    fireEvent.click(screen.getByRole('button', { name: 'Send claim' }))
    expect(await screen.findByText('An error ocurred. Please try again later.')).toBeTruthy()
    expect((screen.getByLabelText('Your claim') as HTMLTextAreaElement).value).toBe('A charge I do not recognise')
  })
})

describe('CastingScreen', () => {
  it('checks name, e-mail and WhatsApp, then thanks and goes home after 3 s', async () => {
    stubServer(() => Response.json({ data: { success: true } }, { status: 201 }))
    const { router } = renderInApp(<CastingScreen />, { path: '/casting' })
    enterValue(await screen.findByLabelText('Name'), 'Ana')
    enterValue(screen.getByLabelText('WhatsApp'), '+3')
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }))
    expect((await screen.findAllByText('Use at least 4 characters.')).length).toBe(2)
    expect(screen.getByText('E-mail is required.')).toBeTruthy()
    enterValue(screen.getByLabelText('Name'), 'Ana Luz')
    enterValue(screen.getByLabelText('E-mail'), 'ana@example.com')
    // WhatsApp may be left empty.
    enterValue(screen.getByLabelText('WhatsApp'), '')
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }))
    expect(await screen.findByText('Thank you for applying!')).toBeTruthy()
    expect(sent[0]?.body).toEqual({ name: 'Ana Luz', email: 'ana@example.com' })
    expect(router.state.location.pathname).toBe('/casting')
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'), { timeout: 4000 })
  }, 8000)
})
