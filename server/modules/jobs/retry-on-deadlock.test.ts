import { describe, expect, it } from 'vitest'
import { retryOnDeadlock } from './queue'

const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' })

describe('retryOnDeadlock', () => {
  it('runs the work again when PostgreSQL rolled it back for a deadlock', async () => {
    let calls = 0
    const result = await retryOnDeadlock(async () => {
      calls += 1
      if (calls < 3) throw deadlock()
      return 'created'
    })
    expect({ result, calls }).toEqual({ result: 'created', calls: 3 })
  })

  it('gives up after the last retry, and never retries other errors', async () => {
    let calls = 0
    await expect(
      retryOnDeadlock(async () => {
        calls += 1
        throw deadlock()
      }, 2),
    ).rejects.toThrow('deadlock detected')
    expect(calls).toBe(3)

    let others = 0
    await expect(
      retryOnDeadlock(async () => {
        others += 1
        throw Object.assign(new Error('syntax error'), { code: '42601' })
      }),
    ).rejects.toThrow('syntax error')
    expect(others).toBe(1)
  })
})
