import { describe, expect, it } from 'vitest'
import { OPENER_POLICY_NO_ISOLATION, OPENER_POLICY_STRICT, openerPolicyFor } from './opener-policy'

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36'
const EDGE =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0'
const HEADLESS =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36'
const OLD_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.6723.58 Safari/537.36'
const FIREFOX = 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0'
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1'
const CHROME_ON_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/140.0.0.0 Mobile/15E148 Safari/604.1'

describe('openerPolicyFor', () => {
  it('spares Chromium 131 and later the isolated process, openers still severed', () => {
    expect(openerPolicyFor(ANDROID_CHROME)).toBe(OPENER_POLICY_NO_ISOLATION)
    expect(openerPolicyFor(EDGE)).toBe(OPENER_POLICY_NO_ISOLATION)
    expect(openerPolicyFor(HEADLESS)).toBe(OPENER_POLICY_NO_ISOLATION)
  })

  it('keeps same-origin for browsers that would read the other value as unsafe-none', () => {
    for (const agent of [OLD_CHROME, FIREFOX, SAFARI, CHROME_ON_IOS, '', undefined]) {
      expect(openerPolicyFor(agent), String(agent)).toBe(OPENER_POLICY_STRICT)
    }
  })
})
