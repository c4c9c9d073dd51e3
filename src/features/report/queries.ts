/**
 * Sending a report (`POST post_options/report`). A signed-in user's report goes through the
 * offline outbox (exactly once, also when sent offline); the modal waits a little for the answer to
 * show it, and otherwise says the report will be sent. A guest has no session the queue could replay
 * with, so a guest's report is sent directly and needs a connection.
 */
import { api } from '../../../contract/api'
import type { OutboxEvent } from '../../../contract/outbox/action'
import { IDEMPOTENCY_KEY_HEADER } from '../../../contract/schemas/idempotency'
import type { ReportBody } from '../../../contract/schemas/report'
import { request } from '../../api/client'
import { isApiError } from '../../api/errors'
import { discardAction, onOutboxEvent, queueAction } from '../../offline/outbox'
import { type ReportOutcome, reportOutcomeOf } from './report-outcome'

/** How long the modal waits for a queued report's answer before saying it will be sent later. */
export const REPORT_ANSWER_WAIT_MS = 10_000

/** `userEmail`: the account's address, sent as the spec's report body has it; the server keys on the account. */
export type UserReport = { reason: string; modelId: number; postId: number; userEmail?: string }

export function queueReport(userId: number, report: UserReport, isOnline: boolean): Promise<ReportOutcome> {
  return new Promise((resolve) => {
    let key: string | undefined
    const early: OutboxEvent[] = []
    let timer: ReturnType<typeof setTimeout> | undefined
    const finish = (outcome: ReportOutcome) => {
      unsubscribe()
      clearTimeout(timer)
      resolve(outcome)
    }
    const check = (event: OutboxEvent) => {
      if (event.type === 'outbox:changed') return
      if (key === undefined) {
        early.push(event)
        return
      }
      if (event.id !== key) return
      if (event.type === 'outbox:done') {
        finish(reportOutcomeOf(event.status))
        return
      }
      // Refused for good: the modal tells the user, so the queue need not keep it.
      void discardAction(key)
      finish(reportOutcomeOf(event.status))
    }
    // Listening before queueing, so an answer that comes back at once is not missed.
    const unsubscribe = onOutboxEvent(check)
    queueAction({
      userId,
      kind: 'report',
      method: 'POST',
      path: api.reportPost.path,
      body: {
        ...(report.userEmail ? { userEmail: report.userEmail } : {}),
        reason: report.reason,
        modelId: report.modelId,
        postId: report.postId,
      },
    })
      .then((queued) => {
        key = queued
        if (!isOnline) {
          finish('queued')
          return
        }
        timer = setTimeout(() => finish('queued'), REPORT_ANSWER_WAIT_MS)
        for (const event of early.splice(0)) check(event)
      })
      .catch(() => finish('error'))
  })
}

/**
 * A guest's report, sent now. Throws the ApiError of a 422 (the form shows the field problems) and of
 * a request that got no answer (the form keeps the Idempotency-Key for the retry).
 */
export async function sendGuestReport(body: ReportBody, idempotencyKey: string): Promise<ReportOutcome> {
  try {
    const response = await request(api.reportPost, { body, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } })
    return response.data.status === 'created' ? 'success' : 'already_reported'
  } catch (error) {
    if (isApiError(error) && (error.isNetwork || error.status === 422)) throw error
    return isApiError(error) ? reportOutcomeOf(error.status) : 'error'
  }
}
