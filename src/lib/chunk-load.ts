/**
 * Loading a screen's code on a flaky network (R-CONST-13): a chunk that never arrives is given up
 * after the spec's 120 s, and every failure to load one becomes a ScreenLoadError, which the
 * router's error screen offers to retry instead of leaving a blank page.
 */
export class ScreenLoadError extends Error {
  constructor(reason: 'timeout' | 'failed', options?: { cause?: unknown }) {
    super(reason === 'timeout' ? 'screen code did not arrive in time' : 'screen code could not be loaded', options)
    this.name = 'ScreenLoadError'
  }
}

export function loadWithDeadline<T>(importer: () => Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ScreenLoadError('timeout')), timeoutMs)
    importer().then(
      (module) => {
        clearTimeout(timer)
        resolve(module)
      },
      (cause: unknown) => {
        clearTimeout(timer)
        reject(new ScreenLoadError('failed', { cause }))
      },
    )
  })
}

export function isScreenLoadError(error: unknown): boolean {
  return error instanceof ScreenLoadError
}
