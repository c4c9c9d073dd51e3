import { describe, expect, it, vi } from 'vitest'
import { once } from './single-flight'

describe('once', () => {
  it('runs an action once however many screens (or remounts) ask for it while it runs', async () => {
    const action = vi.fn(async () => 'done')
    const results = await Promise.all([once('logout', action), once('logout', action)])
    expect(results).toEqual(['done', 'done'])
    expect(action).toHaveBeenCalledTimes(1)
    // Finished: the next logout (another session) runs again.
    await once('logout', action)
    expect(action).toHaveBeenCalledTimes(2)
  })

  it('keeps a one-time action done: a remount after the login never uses the token again', async () => {
    const action = vi.fn(async () => 'session')
    expect(await once('token:a', action, { keepDone: true })).toBe('session')
    expect(await once('token:a', action, { keepDone: true })).toBe('session')
    expect(action).toHaveBeenCalledTimes(1)
  })

  it('lets a failed action be tried again, and keeps keys apart', async () => {
    const failing = vi.fn(async () => {
      throw new Error('offline')
    })
    await expect(once('token:b', failing, { keepDone: true })).rejects.toThrow('offline')
    await expect(once('token:b', failing, { keepDone: true })).rejects.toThrow('offline')
    expect(failing).toHaveBeenCalledTimes(2)
    const other = vi.fn(async () => 1)
    await once('token:c', other)
    expect(other).toHaveBeenCalledTimes(1)
  })
})
