import { describe, expect, it, vi } from 'vitest'
import { createAgeCheckTrigger, isAgeCheckPath } from './age-check-trigger'

describe('the age check trigger', () => {
  it('opens the check screen once for many refused requests, remembering where the visitor was', async () => {
    let finish = () => {}
    const openCheck = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    const trigger = createAgeCheckTrigger({ currentHref: () => '/videos?page=2', openCheck })
    trigger()
    trigger()
    trigger()
    expect(openCheck).toHaveBeenCalledTimes(1)
    expect(openCheck).toHaveBeenCalledWith('/videos?page=2')
    finish()
    await Promise.resolve()
    await Promise.resolve()
    trigger()
    expect(openCheck).toHaveBeenCalledTimes(2)
  })

  it('does nothing on the check screen itself', () => {
    const openCheck = vi.fn(async () => undefined)
    createAgeCheckTrigger({ currentHref: () => '/age-check?redirect=%2Fhome', openCheck })()
    expect(openCheck).not.toHaveBeenCalled()
    expect(isAgeCheckPath('/age-check/')).toBe(true)
    expect(isAgeCheckPath('/age-checks')).toBe(false)
  })
})
