import { describe, expect, it } from 'vitest'
import { deviceOf } from './device-name'

describe('deviceOf', () => {
  it('names the browser and the system of common user agents', () => {
    const pixel =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36'
    expect(deviceOf(pixel)).toEqual({ browser: 'Chrome', system: 'Android' })
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'
    expect(deviceOf(iphone)).toEqual({ browser: 'Safari', system: 'iPhone' })
    const edge =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0'
    expect(deviceOf(edge)).toEqual({ browser: 'Edge', system: 'Windows' })
    const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0'
    expect(deviceOf(firefox)).toEqual({ browser: 'Firefox', system: 'Linux' })
  })

  it('says nothing it cannot tell', () => {
    expect(deviceOf('curl/8.5.0')).toEqual({ browser: undefined, system: undefined })
  })
})
