/**
 * What a report's answer means for the modal: 201 success, 208 already
 * reported, 422 bad request, anything else (500, other statuses, no answer) the generic error.
 * Two more outcomes come from being offline: a signed-in user's report waits in the outbox
 * (`queued`), a guest's cannot be sent at all (`offline`).
 */
export type ReportOutcome = 'success' | 'already_reported' | 'bad_request' | 'error' | 'queued' | 'offline'

export function reportOutcomeOf(status: number): ReportOutcome {
  switch (status) {
    case 201:
      return 'success'
    case 208:
      return 'already_reported'
    case 422:
      return 'bad_request'
    default:
      return 'error'
  }
}

/** Outcomes after which the report is done with: the form starts empty next time. */
export function isFinal(outcome: ReportOutcome): boolean {
  return outcome === 'success' || outcome === 'already_reported' || outcome === 'queued'
}
