/**
 * Client error reporting (R-CONST-12) without Sentry's SDK in the page's first load, as Sentry's own
 * lazy loader does it: from boot, the page's uncaught errors and unhandled rejections are kept; the
 * SDK (its own chunk: error-reporting-sdk.ts) is fetched on the first of them, once the server has
 * said where to report (app_config), and started. The kept errors are then handed to the global
 * handlers the SDK installed, exactly as if they had happened after it, and every later error goes
 * to the SDK directly. A page without an error never downloads it.
 */

type Sdk = { startSdk: (dsn: string) => void }

/** What `window.onerror` receives: the SDK's handler reads the error and where it was thrown from these. */
type OnErrorArguments = [message: string, source: string, line: number, column: number, error: Error | undefined]

type KeptError = { kind: 'error'; args: OnErrorArguments } | { kind: 'rejection'; event: PromiseRejectionEvent }

/** Errors kept before the SDK runs; beyond these, a page in an error loop adds nothing worth sending. */
const MAX_KEPT = 20

export type ErrorReporter = {
  /** Keeps the page's errors from now on, until the SDK takes over. */
  listen(): void
  /** Where to report: the SDK is loaded now if an error is already kept, or on the first one. */
  start(dsn: string): void
}

export function createErrorReporter(
  load: () => Promise<Sdk> = () => import('./error-reporting-sdk'),
  target: Window = window,
): ErrorReporter {
  let kept: KeptError[] = []
  let dsn: string | undefined
  let listening = false
  let loading = false

  const keep = (error: KeptError) => {
    if (kept.length < MAX_KEPT) kept.push(error)
    loadOnError()
  }
  const onError = (event: ErrorEvent) =>
    keep({ kind: 'error', args: [event.message, event.filename, event.lineno, event.colno, event.error] })
  const onRejection = (event: PromiseRejectionEvent) => keep({ kind: 'rejection', event })

  function listen() {
    if (listening) return
    listening = true
    target.addEventListener('error', onError)
    target.addEventListener('unhandledrejection', onRejection)
  }

  function handOver(sdk: Sdk, reportTo: string) {
    sdk.startSdk(reportTo)
    // From here the SDK's own handlers see every error: ours stop so none is reported twice.
    target.removeEventListener('error', onError)
    target.removeEventListener('unhandledrejection', onRejection)
    const handed = kept
    kept = []
    for (const error of handed) {
      if (error.kind === 'error') target.onerror?.(...error.args)
      else target.onunhandledrejection?.call(target, error.event)
    }
  }

  function loadOnError() {
    const reportTo = dsn
    if (!reportTo || loading || kept.length === 0) return
    loading = true
    load()
      .then((sdk) => handOver(sdk, reportTo))
      .catch(() => {
        // The chunk did not arrive (offline): the errors stay kept, and the next one tries again.
        loading = false
      })
  }

  return {
    listen,
    start(reportTo) {
      if (dsn) return
      dsn = reportTo
      listen()
      loadOnError()
    },
  }
}

/** The page's one reporter: main.tsx listens at boot, the shell starts it with the server's DSN. */
let pageReporter: ErrorReporter | undefined
const reporter = () => {
  pageReporter ??= createErrorReporter()
  return pageReporter
}

export const keepErrorsForReporting = (): void => reporter().listen()
export const startErrorReporting = (dsn: string): void => reporter().start(dsn)
