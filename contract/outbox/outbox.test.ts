import { beforeEach, describe, expect, it, vi } from 'vitest'
import { mergeToggle, type OutboxEvent } from './action'
import { outboxAction } from './fixtures'
import { ReplayInterrupted, replayOutbox } from './replay'
import { deleteUserActions, listActions, putAction } from './store'

const action = outboxAction

beforeEach(async () => {
  for (const queued of await listActions()) await deleteUserActions(queued.userId)
})

describe('mergeToggle', () => {
  it('adds a change away from what the server has', () => {
    expect(mergeToggle(undefined, { desired: true, baseline: false })).toEqual({ action: 'add' })
  })

  it('drops a like then unlike made offline: the net result is no change', () => {
    const queued = action({ baseline: false, desired: true })
    expect(mergeToggle(queued, { desired: false, baseline: true })).toEqual({ action: 'drop' })
  })

  it('keeps the first baseline when the state changes again', () => {
    const queued = action({ baseline: false, desired: true })
    expect(mergeToggle(queued, { desired: true, baseline: true })).toEqual({ action: 'replace', baseline: false })
  })
})

describe('replayOutbox', () => {
  it('does not send an action older than the server keeps idempotency keys; it is shown as expired', async () => {
    const old = action({ createdAt: Date.now() - 8 * 24 * 3600 * 1000 })
    await putAction(old)
    const fetchMock = vi.fn(async () => Response.json({}))
    const events: OutboxEvent[] = []
    const result = await replayOutbox({
      getAccessToken: async () => 'token',
      fetch: fetchMock as unknown as typeof fetch,
      publish: (event) => events.push(event),
    })
    expect(result).toEqual({ sent: 0, failed: 1 })
    expect(fetchMock).not.toHaveBeenCalled()
    expect((await listActions())[0]).toMatchObject({ id: old.id, status: 'failed', failure: { code: 'expired' } })
    expect(events).toContainEqual(expect.objectContaining({ type: 'outbox:failed', code: 'expired' }))
  })

  function deps(fetchImpl: typeof fetch) {
    const events: OutboxEvent[] = []
    return {
      events,
      deps: { getAccessToken: async () => 'token', fetch: fetchImpl, publish: (e: OutboxEvent) => events.push(e) },
    }
  }

  it('sends each action once with its idempotency key and a fresh token, then forgets it', async () => {
    const queued = action()
    await putAction(queued)
    const fetchMock = vi.fn(async () => Response.json({ data: { post_id: 1, liked: true, likes: 5 } }))
    const { deps: d, events } = deps(fetchMock as unknown as typeof fetch)
    expect(await replayOutbox(d)).toEqual({ sent: 1, failed: 0 })
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1]
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toBe(queued.id)
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer token')
    expect(await listActions()).toEqual([])
    expect(events[0]).toMatchObject({ type: 'outbox:done', id: queued.id, status: 200 })
  })

  it('sends it where and as it was queued (write base, lang, site_type, Accept-Language)', async () => {
    const queued = action({
      path: 'https://write.example/api/post_likes?lang=tr&site_type=chads',
      headers: { 'Accept-Language': 'tr' },
    })
    await putAction(queued)
    const fetchMock = vi.fn(async () => Response.json({ data: { post_id: 1, liked: true, likes: 5 } }))
    const observed: string[] = []
    const { deps: d } = deps(fetchMock as unknown as typeof fetch)
    await replayOutbox({ ...d, observe: (observation) => observed.push(observation) })
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('https://write.example/api/post_likes?lang=tr&site_type=chads')
    expect((init.headers as Record<string, string>)['Accept-Language']).toBe('tr')
    expect(observed).toEqual(['answer'])
  })

  it('gives up on a request that never answers, keeps the action and reports no answer', async () => {
    await putAction(action())
    const never = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(new DOMException('timeout', 'AbortError'))),
      )) as unknown as typeof fetch
    const observed: string[] = []
    const { deps: d } = deps(never)
    const replay = replayOutbox({ ...d, timeoutMs: 50, observe: (observation) => observed.push(observation) })
    await expect(replay).rejects.toBeInstanceOf(ReplayInterrupted)
    expect(observed).toEqual(['no-answer'])
    const [kept] = await listActions()
    expect(kept).toMatchObject({ status: 'pending', attempts: 1 })
  })

  it('keeps an action whose request got no answer, for the next try', async () => {
    await putAction(action())
    const { deps: d } = deps((async () => {
      throw new TypeError('Failed to fetch')
    }) as unknown as typeof fetch)
    await expect(replayOutbox(d)).rejects.toBeInstanceOf(ReplayInterrupted)
    const [kept] = await listActions()
    expect(kept).toMatchObject({ status: 'pending', attempts: 1 })
  })

  it('shows a replay refused because the session ended instead of dropping it', async () => {
    await putAction(action())
    const { deps: d, events } = deps((async () =>
      Response.json({ code: 'unauthenticated', message: 'x' }, { status: 401 })) as unknown as typeof fetch)
    expect(await replayOutbox(d)).toEqual({ sent: 0, failed: 1 })
    const [kept] = await listActions()
    expect(kept).toMatchObject({ status: 'failed', failure: { status: 401, code: 'unauthenticated' } })
    expect(events).toContainEqual(expect.objectContaining({ type: 'outbox:failed', status: 401 }))
  })

  it('retries later on a server error, and treats "already reported" as done', async () => {
    await putAction(action({ kind: 'report', target: 'report:1', path: '/api/post_options/report' }))
    const { deps: d } = deps((async () => new Response(null, { status: 503 })) as unknown as typeof fetch)
    await expect(replayOutbox(d)).rejects.toBeInstanceOf(ReplayInterrupted)
    const { deps: again } = deps((async () =>
      Response.json({ status: 'already_reported' }, { status: 208 })) as unknown as typeof fetch)
    expect(await replayOutbox(again)).toEqual({ sent: 1, failed: 0 })
  })

  it('fails a movie like or favourite the server errs on (5xx) so it rolls back, and says what to undo', async () => {
    const like = action({ kind: 'movie_like', target: 'movie_like:4', path: '/api/movie_likes', desired: true })
    await putAction(like)
    const { deps: d, events } = deps((async () =>
      Response.json({ code: 'internal', message: 'x' }, { status: 500 })) as unknown as typeof fetch)
    expect(await replayOutbox(d)).toEqual({ sent: 0, failed: 1 })
    expect(await listActions()).toEqual([
      expect.objectContaining({ status: 'failed', failure: { status: 500, code: 'internal' } }),
    ])
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'outbox:failed', kind: 'movie_like', target: 'movie_like:4', desired: true }),
    )
  })

  it('keeps a movie favourite waiting while a gateway says the server is away (503)', async () => {
    await putAction(action({ kind: 'movie_favorite', target: 'movie_favorite:4', path: '/api/movie_favorites' }))
    const { deps: d } = deps((async () => new Response(null, { status: 503 })) as unknown as typeof fetch)
    await expect(replayOutbox(d)).rejects.toBeInstanceOf(ReplayInterrupted)
    expect(await listActions()).toEqual([expect.objectContaining({ status: 'pending', attempts: 1 })])
  })
})
