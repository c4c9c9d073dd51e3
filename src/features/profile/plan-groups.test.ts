import { describe, expect, it } from 'vitest'
import { groupPlans } from './plan-groups'

const plan = (id: number, is_plan_pack: boolean) => ({ id, is_plan_pack })

describe('groupPlans', () => {
  it('lists only plan packs as bundles; other plans stay buttons of their own', () => {
    expect(groupPlans([plan(1, false), plan(2, false), plan(3, true), plan(4, true)])).toEqual({
      main: plan(1, false),
      others: [plan(2, false)],
      bundles: [plan(3, true), plan(4, true)],
    })
  })

  it('takes the first plan that is not a pack as the main one, a pack when there is nothing else', () => {
    expect(groupPlans([plan(5, true), plan(6, false)])?.main).toEqual(plan(6, false))
    expect(groupPlans([plan(7, true)])).toEqual({ main: plan(7, true), others: [], bundles: [] })
    expect(groupPlans([])).toBeNull()
  })
})
