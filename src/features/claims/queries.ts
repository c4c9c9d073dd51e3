/**
 * The claim forms and the casting form, sent directly (never queued: they need the answer and a
 * fresh captcha). Claims go as multipart forms, as the spec sends them; attachments are
 * disabled by the flags (FLAGS.attachments), so no file part is ever added.
 */
import { api } from '../../../contract/api'
import type { CastingBody } from '../../../contract/schemas/casting'
import type { ClaimBody, ModelClaimBody } from '../../../contract/schemas/claim'
import { IDEMPOTENCY_KEY_HEADER } from '../../../contract/schemas/idempotency'
import { request } from '../../api/client'

/** Text parts only; empty and absent values are left out (the server reads a missing part as absent). */
function toFormData(fields: Record<string, unknown>): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) {
    if ((typeof value === 'string' && value !== '') || typeof value === 'number') form.append(name, String(value))
  }
  return form
}

export function sendClaim(body: ClaimBody, idempotencyKey: string) {
  return request(api.claim, {
    formData: toFormData(body),
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  })
}

export function sendModelClaim(modelId: number, body: ModelClaimBody, idempotencyKey: string) {
  return request(api.modelClaim, {
    params: { id: modelId },
    formData: toFormData(body),
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  })
}

export function sendCasting(body: CastingBody, idempotencyKey: string) {
  return request(api.casting, { body, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } })
}
