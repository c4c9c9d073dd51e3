import { describe, expect, it, vi } from 'vitest'
import { errorReportingOptions } from './error-reporting-sdk'
import { createErrorReporter } from './error-reporting-start'

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

  it('loads the SDK once there is an error and a DSN, and hands it the errors kept before', async () => {
    const page = new EventTarget() as unknown as Window
    const handed: unknown[] = []
    const startSdk = vi.fn(() => {
      // What the SDK's global handlers do when it starts: they take over window.onerror.
      page.onerror = (_message, _source, _line, _column, error) => void handed.push(error)
      page.onunhandledrejection = (event) => void handed.push(event.reason)
    })
    const load = vi.fn(async () => ({ startSdk }))
    const reporter = createErrorReporter(load, page)
    reporter.listen()
    const early = new Error('before the configuration')
    page.dispatchEvent(new ErrorEvent('error', { message: early.message, error: early }))
    expect(load).not.toHaveBeenCalled()

    reporter.start('http://velvet@localhost:3000/1')
    reporter.start('http://velvet@localhost:3000/1')
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent
    Object.assign(rejection, { reason: 'a refused promise' })
    page.dispatchEvent(rejection)
    await vi.waitFor(() => expect(handed).toEqual([early, 'a refused promise']))
    expect(load).toHaveBeenCalledTimes(1)
    expect(startSdk).toHaveBeenCalledWith('http://velvet@localhost:3000/1')

    // Later errors are the SDK's alone: none is handed twice.
    const later = new Error('after the SDK')
    page.dispatchEvent(new ErrorEvent('error', { message: later.message, error: later }))
    expect(handed).toEqual([early, 'a refused promise'])
  })

  it('never loads the SDK on a page without errors', async () => {
    const load = vi.fn(async () => ({ startSdk: vi.fn() }))
    const reporter = createErrorReporter(load, new EventTarget() as unknown as Window)
    reporter.start('http://velvet@localhost:3000/1')
    await Promise.resolve()
    expect(load).not.toHaveBeenCalled()
  })
})
