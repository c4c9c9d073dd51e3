import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AdditionalMembershipOffer, Subscription } from '../../../contract/schemas/subscription'
import { resetReachabilityForTests } from '../../api/reachability'
import { endSession } from '../../api/session'
import { enterValue } from '../../testing/enter-value'
import { renderInApp } from '../../testing/render'
import { member, type Sent, signIn, stubServer } from '../../testing/stub-server'
import { UnsubscribeDialog } from './unsubscribe-dialog'

const subscription: Subscription = {
  id: 31,
  active: true,
  status: 'approved',
  created_at: '2026-10-01T10:00:00.000Z',
  starts_at: '2026-10-01T10:00:00.000Z',
  ends_at: '2026-12-01T10:00:00.000Z',
  grace_ends_at: null,
  auto_renew: true,
  renewal_status: 'scheduled',
  next_scheduled_payment: { date: '2026-12-01T10:00:00.000Z', amount: 29.99, charged_amount: 29.99, currency: 'USD' },
  latest_payment_status: 'approved',
  is_trial: false,
  canceled_at: null,
  end_reason: null,
  subscription_plan: {
    id: 2,
    title: 'Monthly',
    description: 'Every video, every month',
    amount: 29.99,
    duration: 1,
    duration_type: 'months',
    is_recurrent: true,
    premium: false,
  },
  user_credit_card: { id: 5, last_4_digits: '4242', type: 'VISA' },
  model: null,
  can_cancel: true,
}

const offer: AdditionalMembershipOffer = {
  id: 8,
  subscription_id: 31,
  extra_days: 7,
  is_trial: false,
  accepted: null,
  expires_at: '2026-11-30T10:00:00.000Z',
}

function server({
  hasOffers,
  countdown = 10,
  cancel,
}: {
  hasOffers: boolean
  countdown?: number
  cancel?: (request: Sent) => Response
}) {
  let offers = hasOffers ? [offer] : []
  return stubServer({
    'POST /api/unsubscription_requests': () =>
      Response.json(
        {
          data: {
            id: 3,
            subscription_id: 31,
            expires_at: '2026-11-23T16:00:00.000Z',
            code_length: 6,
            has_offers: hasOffers,
            decline_countdown_seconds: countdown,
          },
        },
        { status: 201 },
      ),
    'GET /api/additional_membership_offers': () =>
      Response.json({
        data: offers,
        meta: {
          pagination: {
            total: offers.length,
            count: offers.length,
            per_page: 10,
            current_page: 1,
            total_pages: 1,
            links: { next: null },
          },
        },
      }),
    'PUT /api/additional_membership_offers/8': (request) => {
      const accepted = (request.body as { accepted: boolean }).accepted
      offers = []
      const ends_at = accepted ? '2026-12-08T10:00:00.000Z' : subscription.ends_at
      return Response.json({ data: { offer: { ...offer, accepted }, subscription: { ...subscription, ends_at } } })
    },
    'DELETE /api/subscriptions/31':
      cancel ??
      (() =>
        Response.json({
          data: { ...subscription, renewal_status: 'scheduled-canceled', auto_renew: false, can_cancel: false },
        })),
    'GET /api/users/me': () => Response.json({ data: member }),
  })
}

beforeEach(() => {
  resetReachabilityForTests()
  signIn()
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
  endSession()
})

function renderDialog() {
  renderInApp(<UnsubscribeDialog isOpen onClose={vi.fn()} subscription={subscription} />)
}

async function requestCode() {
  fireEvent.click(await screen.findByRole('button', { name: 'Send me the code' }))
}

describe('UnsubscribeDialog', () => {
  it('asks for a code by e-mail, skips the promos without offers, cancels with the code and refreshes the user', async () => {
    const sent = server({ hasOffers: false })
    renderDialog()
    expect(await screen.findByText('Cancel Monthly?')).toBeTruthy()
    await requestCode()
    enterValue(await screen.findByLabelText('Code'), ' 123456 ')
    fireEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }))
    expect(await screen.findByText('Subscription canceled')).toBeTruthy()
    expect(sent.find((r) => r.method === 'POST')?.body).toEqual({ subscription_id: 31 })
    expect(sent.find((r) => r.method === 'DELETE')?.body).toEqual({ code: '123456' })
    expect(sent.some((r) => r.path === '/api/users/me')).toBe(true)
  })

  it('keeps the reject button disabled for the 10 s countdown, then declining goes on to the code', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const sent = server({ hasOffers: true })
    renderDialog()
    await requestCode()
    const reject = await screen.findByRole('button', { name: /No thanks/ })
    expect((reject as HTMLButtonElement).disabled).toBe(true)
    await act(async () => vi.advanceTimersByTime(9_000))
    expect((screen.getByRole('button', { name: /No thanks/ }) as HTMLButtonElement).disabled).toBe(true)
    await act(async () => vi.advanceTimersByTime(1_500))
    const enabled = screen.getByRole('button', { name: 'No thanks' }) as HTMLButtonElement
    expect(enabled.disabled).toBe(false)
    fireEvent.click(enabled)
    expect(await screen.findByLabelText('Code')).toBeTruthy()
    expect(sent.find((r) => r.method === 'PUT')?.body).toEqual({ accepted: false })
  })

  it('lets the offer be declined at once where the server says there is no countdown', async () => {
    const sent = server({ hasOffers: true, countdown: 0 })
    renderDialog()
    await requestCode()
    const reject = (await screen.findByRole('button', { name: 'No thanks' })) as HTMLButtonElement
    expect(reject.disabled).toBe(false)
    expect(screen.queryByText('You can decline in a few seconds.')).toBeNull()
    fireEvent.click(reject)
    expect(await screen.findByLabelText('Code')).toBeTruthy()
    expect(sent.find((r) => r.method === 'PUT')?.body).toEqual({ accepted: false })
  })

  it('accepting an offer refreshes the user and finishes', async () => {
    const sent = server({ hasOffers: true })
    renderDialog()
    await requestCode()
    fireEvent.click(await screen.findByRole('button', { name: 'Accept 7 free days' }))
    expect(await screen.findByText(/7 free days added\. Your subscription now runs until Dec 8, 2026/)).toBeTruthy()
    expect(sent.find((r) => r.method === 'PUT')?.body).toEqual({ accepted: true })
    expect(sent.some((r) => r.path === '/api/users/me')).toBe(true)
    expect(sent.some((r) => r.method === 'DELETE')).toBe(false)
  })

  it('shows the invalid-code message on a 403, the expired one, and the generic error otherwise', async () => {
    const answers = [
      Response.json({ message: 'The code is not correct.', code: 'invalid_code' }, { status: 403 }),
      Response.json({ message: 'expired', code: 'code_expired' }, { status: 403 }),
      Response.json({ message: 'conflict', code: 'conflict' }, { status: 409 }),
    ]
    server({ hasOffers: false, cancel: () => answers.shift() as Response })
    renderDialog()
    await requestCode()
    const submit = async () => {
      enterValue(await screen.findByLabelText('Code'), '000000')
      fireEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }))
    }
    await submit()
    expect(await screen.findByText('The code is not correct.')).toBeTruthy()
    await submit()
    expect(await screen.findByText('This code has expired. Ask for a new one.')).toBeTruthy()
    await submit()
    expect(await screen.findByText('Your subscription could not be canceled. Please try again.')).toBeTruthy()
  })
})
