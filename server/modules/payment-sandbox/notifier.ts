/**
 * Sends the sandbox processor's due callbacks (signed at send time) to the merchant over HTTP,
 * retrying failures with a backoff, and settles the checkouts whose later callback says so (a pending card's approval).
 * A timer drives it in the running server; tests call `deliverDue` with their own clock.
 */
import type { Executor } from '../../lib/executor'
import type { SandboxFlavour } from '../../lib/processor-wire/sandbox-keys'
import { signatureHeaders } from './formats'
import { claimDueNotifications, markNotificationSent, updateCheckout } from './repository'
import type { Sandbox } from './service'

const BATCH = 20
const MAX_ATTEMPTS = 12
/** A merchant that does not answer within this long counts as a failed delivery, retried later. */
const TIMEOUT_MS = 10_000

export function createNotifier(deps: {
  db: Executor
  sandbox: Sandbox
  /** The merchant's site: callback URLs given as paths (CCBill's, set in its admin) are on it. */
  merchantUrl: string
  fetch: typeof fetch
}) {
  /** POSTs one callback to the merchant over HTTP; its status code, or 0 when nobody answered. */
  async function post(url: string, headers: Record<string, string>, body: string): Promise<number> {
    const response = await deps.fetch(new URL(url, deps.merchantUrl), {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    await response.body?.cancel()
    return response.status
  }

  async function deliverDue(now: Date): Promise<number> {
    let sent = 0
    for (;;) {
      const due = await claimDueNotifications(deps.db, now, BATCH, MAX_ATTEMPTS)
      if (due.length === 0) return sent
      for (const notification of due) {
        if (notification.settles) {
          await updateCheckout(deps.db, notification.checkoutId, ['pending', 'confirming'], {
            status: notification.settles,
            updatedAt: now,
          })
        }
        const flavour = notification.flavour as SandboxFlavour
        const headers = {
          'content-type': notification.contentType,
          ...notification.headers,
          ...signatureHeaders(flavour, deps.sandbox.secret(flavour), notification, now),
        }
        const status = await post(notification.url, headers, notification.body).catch(() => 0)
        const ok = status >= 200 && status < 300
        await markNotificationSent(deps.db, notification.id, status, ok ? now : null)
        if (ok) sent += 1
      }
    }
  }

  /** Runs deliverDue every `everyMs`, one run at a time; the stop function waits for a run under way. */
  function start(options: { everyMs: number; clock: () => Date; onError: (error: unknown) => void }) {
    let running: Promise<unknown> = Promise.resolve()
    let busy = false
    const timer = setInterval(() => {
      if (busy) return
      busy = true
      running = deliverDue(options.clock())
        .catch(options.onError)
        .finally(() => {
          busy = false
        })
    }, options.everyMs)
    timer.unref()
    return async () => {
      clearInterval(timer)
      await running
    }
  }

  return { deliverDue, start }
}

export type Notifier = ReturnType<typeof createNotifier>
