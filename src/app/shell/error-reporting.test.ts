import { afterEach, describe, expect, it, vi } from 'vitest'
import { errorReportingOptions } from './error-reporting-sdk'
import { startErrorReporting } from './error-reporting-start'

afterEach(() => vi.unstubAllGlobals())

describe('client error reporting', () => {
  it('reports 1 error in 100, through our tunnel, without personal data or session updates', () => {
    const options = errorReportingOptions('http://velvet@localhost:3000/1')
    expect(options).toMatchObject({
      dsn: 'http://velvet@localhost:3000/1',
      tunnel: '/api/client_errors',
      sampleRate: 0.01,
      dataCollection: { userInfo: false, cookies: false, urlQueryParams: false },
    })
    const defaults = [{ name: 'GlobalHandlers' }, { name: 'BrowserSession' }, { name: 'Dedupe' }]
    const integrations = options.integrations as (list: typeof defaults) => typeof defaults
    expect(integrations(defaults).map((each) => each.name)).toEqual(['GlobalHandlers', 'Dedupe'])
  })

  it('loads the SDK once, after the page has loaded and gone idle', async () => {
    const startSdk = vi.fn()
    const load = vi.fn(async () => ({ startSdk }))
    const idle = vi.fn((task: () => void) => {
      task()
      return 1
    })
    vi.stubGlobal('requestIdleCallback', idle)
    startErrorReporting('http://velvet@localhost:3000/1', load as never)
    startErrorReporting('http://velvet@localhost:3000/1', load as never)
    await vi.waitFor(() => expect(startSdk).toHaveBeenCalledWith('http://velvet@localhost:3000/1'))
    expect(load).toHaveBeenCalledTimes(1)
    expect(idle).toHaveBeenCalledTimes(1)
  })
})
