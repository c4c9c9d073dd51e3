import { describe, expect, it } from 'vitest'
import { isPasskeyAlreadyOnDevice, isPasskeyPromptDismissed } from './passkey-errors'

describe('passkey ceremony errors', () => {
  it('tells a dismissed prompt from a passkey already on the device and from anything else', () => {
    const dismissed = new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError')
    const aborted = Object.assign(new Error('aborted'), { name: 'AbortError', code: 'ERROR_CEREMONY_ABORTED' })
    const duplicate = Object.assign(new Error('registered'), {
      name: 'InvalidStateError',
      code: 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED',
    })
    expect([dismissed, aborted].map(isPasskeyPromptDismissed)).toEqual([true, true])
    expect(isPasskeyAlreadyOnDevice(duplicate)).toBe(true)
    expect(isPasskeyPromptDismissed(duplicate)).toBe(false)
    for (const other of [new TypeError('x'), undefined, null, 'text']) {
      expect(isPasskeyPromptDismissed(other)).toBe(false)
      expect(isPasskeyAlreadyOnDevice(other)).toBe(false)
    }
  })
})
