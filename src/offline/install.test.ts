import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { listenForInstallPrompt, promptInstall, useInstallOffer } from './install'

function installPromptEvent(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true })
  const prompt = vi.fn(async () => {})
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) })
  return { event, prompt }
}

describe('install offer', () => {
  listenForInstallPrompt()

  it("keeps the browser's install event for the app's own offer, and installs from it once", async () => {
    const { result } = renderHook(() => useInstallOffer())
    expect(result.current).toBeNull()
    const { event, prompt } = installPromptEvent('accepted')
    act(() => {
      window.dispatchEvent(event)
    })
    // The browser's own mini-infobar is held back.
    expect(event.defaultPrevented).toBe(true)
    expect(result.current).toEqual({ kind: 'prompt' })

    let accepted = false
    await act(async () => {
      accepted = await promptInstall()
    })
    expect(prompt).toHaveBeenCalledTimes(1)
    expect(accepted).toBe(true)
    // The event can be used once: no second offer until the browser gives another.
    expect(result.current).toBeNull()
    expect(await promptInstall()).toBe(false)
  })

  it('offers nothing more once the app is installed', () => {
    const { result } = renderHook(() => useInstallOffer())
    act(() => {
      window.dispatchEvent(installPromptEvent('dismissed').event)
    })
    expect(result.current).toEqual({ kind: 'prompt' })
    act(() => {
      window.dispatchEvent(new Event('appinstalled'))
    })
    expect(result.current).toBeNull()
  })
})
