import { describe, expect, it } from 'vitest'
import type { SubscriptionPlan } from '../../../contract/schemas/plan'
import { renderInApp } from '../../testing/render'
import { PlanTitleLabel } from './plan-labels'

function plan(months: number, perMonth: number, premium: boolean): SubscriptionPlan {
  return {
    premium,
    show_data: {
      total: { duration: months, duration_type: 'months', amount: months * perMonth, fees: 0 },
      breakdown: { period_amount: perMonth, period_type: 'months' },
      promotional_tag: null,
    },
  } as SubscriptionPlan
}

describe('PlanTitleLabel', () => {
  it('gives a one-month plan its price alone, not "1 month · … a month"', async () => {
    const { findByText } = renderInApp(<PlanTitleLabel plan={plan(1, 23.97, true)} price="$23.97" />)
    expect((await findByText(/VIP/)).textContent).toBe('VIP · 1 month · $23.97')
  })

  it('gives a plan of several months its price a month', async () => {
    const { findByText } = renderInApp(<PlanTitleLabel plan={plan(3, 9.99, false)} price="$9.99" />)
    expect((await findByText(/months/)).textContent).toBe('3 months · $9.99 a month')
  })
})
