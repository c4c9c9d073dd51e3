import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatBytes, formatCompact, formatDuration, formatRelative, prepareFormatters } from './format'

describe('formatDuration', () => {
  it('writes minutes and seconds, adding hours only when needed', () => {
    expect(formatDuration(0)).toBe('0:00')
    expect(formatDuration(754)).toBe('12:34')
    expect(formatDuration(3725)).toBe('1:02:05')
  })
})

describe('formatRelative', () => {
  const now = new Date('2026-11-22T12:00:00Z')

  it('reads recent dates in the given language', () => {
    expect(formatRelative(new Date('2026-11-22T09:00:00Z'), 'en', now)).toBe('3 hours ago')
    expect(formatRelative(new Date('2026-11-22T09:00:00Z'), 'es', now)).toBe('hace 3 horas')
    expect(formatRelative(new Date('2026-11-21T12:00:00Z'), 'en', now)).toBe('yesterday')
  })
})

describe('formatBytes', () => {
  it('picks the unit a phone would, in the given language', () => {
    expect(formatBytes(1_234_567, 'en')).toBe('1.2 MB')
    expect(formatBytes(2_500_000_000, 'en')).toBe('2.5 GB')
    expect(formatBytes(640, 'en')).toBe('0.6 kB')
    expect(formatBytes(1_234_567, 'tr')).toBe('1,2 MB')
  })
})

describe('formatCompact', () => {
  it('shortens large counts', () => {
    expect(formatCompact(1234, 'en')).toBe('1.2K')
    expect(formatCompact(87, 'en')).toBe('87')
  })
})

describe('prepareFormatters', () => {
  afterEach(() => vi.unstubAllGlobals())

  it("loads the locale's number and time data in a worker, which ends once it has", async () => {
    const blobs = new Map<string, Blob>()
    const revoked: string[] = []
    vi.stubGlobal('URL', {
      createObjectURL: (blob: Blob) => {
        const url = `blob:test/${blobs.size}`
        blobs.set(url, blob)
        return url
      },
      revokeObjectURL: (url: string) => revoked.push(url),
    })
    const workers: FakeWorker[] = []
    class FakeWorker {
      onmessage: (() => void) | null = null
      onerror: (() => void) | null = null
      constructor(readonly url: string) {
        workers.push(this)
      }
    }
    vi.stubGlobal('Worker', FakeWorker)

    prepareFormatters('tr')

    expect(workers).toHaveLength(1)
    const [worker] = workers
    if (!worker) throw new Error('no worker was started')
    const source = await blobs.get(worker.url)?.text()
    // The worker's script runs on its own and makes formatters for the page's language.
    const made: string[] = []
    const posted: unknown[] = []
    let closed = false
    const FakeIntl = {
      NumberFormat: class {
        constructor(locale: string, options: Intl.NumberFormatOptions) {
          made.push(`number ${locale} ${options.notation}`)
        }
        format = () => ''
      },
      RelativeTimeFormat: class {
        constructor(locale: string) {
          made.push(`relative ${locale}`)
        }
        format = () => ''
      },
    }
    const close = () => {
      closed = true
    }
    new Function('Intl', 'postMessage', 'close', source ?? '')(
      FakeIntl,
      (message: unknown) => posted.push(message),
      close,
    )
    expect(made).toEqual(['number tr compact', 'relative tr'])
    expect(posted).toHaveLength(1)
    expect(closed).toBe(true)

    worker.onmessage?.()
    expect(revoked).toEqual([worker.url])
  })
})
