import { describe, expect, it } from 'vitest'
import type { SavedCard } from '../../../contract/schemas/purchase'
import { sortSavedCards } from './saved-cards'

const advice = { TRANS_STATUS_NAME: 'DECLINED', TRANS_ID: 'T1', SERVICE_ADVICE: 'Use another card.' }

function card(id: number, banned = false): SavedCard {
  return { id, type: 'VISA', last_4_digits: String(id).padStart(4, '0'), banned, failure: banned ? advice : null }
}

describe('saved cards', () => {
  it('lists banned cards after the good ones, keeping the order within each', () => {
    expect(sortSavedCards([card(1, true), card(2), card(3, true), card(4)], []).map((c) => c.id)).toEqual([2, 4, 1, 3])
  })

  it('marks a card that failed here as banned, with its advice', () => {
    const sorted = sortSavedCards([card(1), card(2)], [{ id: 1, details: advice }])
    expect(sorted.map((c) => c.id)).toEqual([2, 1])
    expect(sorted[1]).toMatchObject({ banned: true, failure: advice })
  })
})
