/**
 * The page's side of the offline outbox (contract/outbox): queue a write, ask for it to be sent,
 * and watch what is still waiting. Writes go through the queue whether the device is online or
 * not, so there is one path: online, the worker sends them within milliseconds; offline, they wait
 * (Background Sync, or the `online` event and app start where that is missing) and survive reloads
 * and closing the app. Each carries its Idempotency-Key from the start, so it is applied once.
 */
import { useSyncExternalStore } from 'react'
import {
  isToggle,
  mergeToggle,
  OUTBOX_CHANNEL,
  OUTBOX_SYNC_TAG,
  type OutboxAction,
  type OutboxEvent,
  type OutboxKind,
  type ToggleKind,
} from '../../contract/outbox/action'
import { deleteAction, deleteUserActions, findByTarget, listActions, putAction } from '../../contract/outbox/store'
import { queuedWriteTarget } from '../api/client'
import { isReachable, onReachabilityChange, reportObservation } from '../api/reachability'
import { getAccessTokenFor } from '../api/session-manager'
import { reportPendingActions } from './app-badge'
import { flushPersistedCache } from './persister'

type QueueRequest = { userId: number; kind: OutboxKind; method: 'POST' | 'DELETE'; path: string; body: unknown }

export type ToggleRequest = QueueRequest & { kind: ToggleKind; target: string; desired: boolean; baseline: boolean }

const channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(OUTBOX_CHANNEL)
const listeners = new Set<(event: OutboxEvent) => void>()

function emit(event: OutboxEvent) {
  for (const listener of listeners) listener(event)
  // The change the user just made, or the server's answer to it, is in the query cache now (the
  // listeners and the optimistic update before a queueing put it there): save it on the device at
  // once, not after the persister's one-second throttle, so a page opened right after shows it.
  void flushPersistedCache()
}
channel?.addEventListener('message', (message: MessageEvent<OutboxEvent>) => emit(message.data))

function publish(event: OutboxEvent) {
  channel?.postMessage(event)
  emit(event)
}

export function onOutboxEvent(listener: (event: OutboxEvent) => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function newKey(): string {
  return crypto.randomUUID()
}

/** The request as it will be sent: write base, lang, site_type and Accept-Language fixed now. */
function addressed<R extends QueueRequest>(request: R): R & { headers: Record<string, string> } {
  const { url, headers } = queuedWriteTarget(request.path)
  return { ...request, path: url, headers }
}

/** Queues a one-off write (a comment, a report, a deletion); returns its idempotency key. */
export async function queueAction(request: QueueRequest): Promise<string> {
  const id = newKey()
  await putAction({
    ...addressed(request),
    id,
    target: `${request.kind}:${id}`,
    createdAt: Date.now(),
    attempts: 0,
    status: 'pending',
  })
  publish({ type: 'outbox:changed' })
  requestReplay()
  return id
}

/** Queues a state change (like, favourite, follow); changes of one target collapse to the net result. */
export async function queueToggle(request: ToggleRequest): Promise<void> {
  const queued = await findByTarget(request.userId, request.target)
  const plan = mergeToggle(queued, request)
  if (plan.action === 'drop') {
    if (queued?.status === 'pending') await deleteAction(queued.id)
  } else {
    const baseline = plan.action === 'replace' ? plan.baseline : request.baseline
    if (queued) await deleteAction(queued.id)
    await putAction({
      ...addressed(request),
      baseline,
      id: newKey(),
      createdAt: Date.now(),
      attempts: 0,
      status: 'pending',
    })
  }
  publish({ type: 'outbox:changed' })
  requestReplay()
}

async function serviceWorker(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator) || !navigator.serviceWorker.controller) return undefined
  return navigator.serviceWorker.ready
}

/**
 * Asks for the queue to be sent: through Background Sync where the browser has it (it waits for
 * connectivity and retries), with a direct nudge to the worker, or by the page itself when no
 * worker controls it (first visit, development).
 */
export function requestReplay(): void {
  void (async () => {
    const registration = await serviceWorker()
    if (registration) {
      const sync = (registration as ServiceWorkerRegistration & { sync?: { register: (tag: string) => Promise<void> } })
        .sync
      await sync?.register(OUTBOX_SYNC_TAG).catch(() => undefined)
      if (isReachable()) registration.active?.postMessage({ type: 'REPLAY_OUTBOX' })
      return
    }
    if (!isReachable()) return
    // The sending code comes with the first action that waits: most pages have none to send.
    const waiting = await listActions().catch(() => [])
    if (waiting.every((action) => action.status !== 'pending')) return
    const { replayOutbox, withReplayLock } = await import('../../contract/outbox/replay')
    await withReplayLock(navigator.locks, () =>
      replayOutbox({
        fetch: window.fetch.bind(window),
        publish,
        getAccessToken: getAccessTokenFor,
        observe: reportObservation,
      }),
    ).catch(() => undefined)
    publish({ type: 'outbox:changed' })
  })().catch(() => undefined)
}

/** Sends what waits when the app starts and whenever the server can be reached again. */
export function startOutbox(): void {
  // What an earlier visit left in the queue counts on the app's badge from the start.
  void reload()
  requestReplay()
  onReachabilityChange((state) => {
    if (state.reachable) requestReplay()
  })
}

/**
 * A failed action the user chose to send again (e.g. after logging back in). One that expired gets
 * a new idempotency key: the server has forgotten the old one, and this is now a new request.
 */
export async function retryAction(action: OutboxAction): Promise<void> {
  const renewed = action.failure?.code === 'expired' ? { id: newKey(), createdAt: Date.now() } : {}
  if (renewed.id) await deleteAction(action.id)
  await putAction({ ...action, ...renewed, status: 'pending', failure: undefined, attempts: 0 })
  publish({ type: 'outbox:changed' })
  requestReplay()
}

export async function discardAction(id: string): Promise<void> {
  await deleteAction(id)
  publish({ type: 'outbox:changed' })
}

export async function clearOutbox(userId: number): Promise<void> {
  await deleteUserActions(userId)
  publish({ type: 'outbox:changed' })
}

// A small external store over the queue, read again on every change.
let snapshot: OutboxAction[] = []
let snapshotJson = '[]'
const subscribers = new Set<() => void>()
async function reload() {
  const actions = await listActions().catch(() => snapshot)
  // Most events leave the queue as it was (a replay of an empty queue, a reachability change):
  // the same snapshot then, so the cards that read it do not render again for nothing.
  const json = JSON.stringify(actions)
  if (json === snapshotJson) return
  snapshot = actions
  snapshotJson = json
  reportPendingActions(actions.length)
  for (const subscriber of subscribers) subscriber()
}
onOutboxEvent(() => void reload())

/** The queued actions of `userId` (none for null), or of everyone on this device. */
export function useOutbox(userId: number | null | 'all'): OutboxAction[] {
  const all = useSyncExternalStore(
    (subscriber) => {
      subscribers.add(subscriber)
      if (subscribers.size === 1) void reload()
      return () => subscribers.delete(subscriber)
    },
    () => snapshot,
    () => snapshot,
  )
  if (userId === 'all') return all
  return userId === null ? [] : all.filter((action) => action.userId === userId)
}

/** Whether a toggle of this target is waiting to be sent (the per-item pending marker). */
export function isPending(actions: readonly OutboxAction[], target: string): boolean {
  return pendingToggle(actions, target) !== undefined
}

/**
 * The state a toggle still waiting to be sent sets (undefined when none waits). Screens show it over
 * what the server last said, so a refetch or a reload never undoes a like the server has not had yet.
 */
export function pendingToggle(actions: readonly OutboxAction[], target: string): boolean | undefined {
  return actions.find((action) => action.target === target && action.status === 'pending' && isToggle(action.kind))
    ?.desired
}
