/** A queued action for tests of the outbox (page, worker and contract alike). */
import type { OutboxAction } from './action'

export function outboxAction(overrides: Partial<OutboxAction> = {}): OutboxAction {
  return {
    id: `key-${Math.random().toString(36).slice(2, 12)}`,
    userId: 7,
    kind: 'post_like',
    target: 'post:1',
    method: 'POST',
    path: '/api/post_likes',
    body: { post_id: 1, liked: true },
    baseline: false,
    desired: true,
    createdAt: Date.now(),
    attempts: 0,
    status: 'pending',
    ...overrides,
  }
}
