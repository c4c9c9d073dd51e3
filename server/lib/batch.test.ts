import { describe, expect, it } from 'vitest'
import { batched } from './batch'

type Call = { owner: object; key: string; inputs: number[] }

function recorder(fail?: (inputs: number[]) => boolean) {
  const calls: Call[] = []
  const run = batched(async (owner: object, key: string, inputs: number[]) => {
    calls.push({ owner, key, inputs })
    if (fail?.(inputs)) throw new Error(`failed ${inputs.join(',')}`)
    return inputs.map((input) => `${key}:${input * 10}`)
  })
  return { calls, run }
}

describe('batched', () => {
  it('sends the calls of one turn once, in their order, and answers each its own', async () => {
    const { calls, run } = recorder()
    const owner = {}
    const answers = await Promise.all([run(owner, 'a', 1), run(owner, 'a', 2), run(owner, 'a', 3)])
    expect(answers).toEqual(['a:10', 'a:20', 'a:30'])
    expect(calls).toEqual([{ owner, key: 'a', inputs: [1, 2, 3] }])
  })

  it('keeps owners and keys apart, and later turns in batches of their own', async () => {
    const { calls, run } = recorder()
    const one = {}
    const two = {}
    const first = await Promise.all([run(one, 'a', 1), run(two, 'a', 2), run(one, 'b', 3)])
    const later = await run(one, 'a', 4)
    expect(first).toEqual(['a:10', 'a:20', 'b:30'])
    expect(later).toBe('a:40')
    expect(calls.map((call) => call.inputs)).toEqual([[1], [2], [3], [4]])
  })

  it('sends at most 64 at a time', async () => {
    const { calls, run } = recorder()
    const owner = {}
    const inputs = Array.from({ length: 130 }, (_, index) => index)
    const answers = await Promise.all(inputs.map((input) => run(owner, 'a', input)))
    expect(answers).toEqual(inputs.map((input) => `a:${input * 10}`))
    expect(calls.map((call) => call.inputs.length)).toEqual([64, 64, 2])
  })

  it('rejects every call of a batch that failed, and only those', async () => {
    const { run } = recorder((inputs) => inputs.includes(2))
    const owner = {}
    const settled = await Promise.allSettled([run(owner, 'a', 1), run(owner, 'a', 2), run(owner, 'b', 3)])
    expect(settled.map((one) => one.status)).toEqual(['rejected', 'rejected', 'fulfilled'])
  })
})
