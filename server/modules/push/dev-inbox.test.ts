import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { createDevPushInbox, devPushRoutes } from './dev-inbox'

const options = { TTL: 60, urgency: 'normal' as const, topic: 'post-1' }
const target = (endpoint: string) => ({ endpoint, keys: { p256dh: 'p', auth: 'a' } })

describe('development push inbox', () => {
  it('keeps what would have been sent, newest first, per device, and reports it delivered', async () => {
    const inbox = createDevPushInbox(() => new Date('2026-11-22T10:00:00Z'))
    expect(await inbox.sender(target('https://push.example/a'), '{"title":"One"}', options)).toEqual({
      statusCode: 201,
    })
    await inbox.sender(target('https://push.example/b'), '{"title":"Two"}', options)
    await inbox.sender(target('https://push.example/a'), '{"title":"Three"}', options)
    expect(inbox.list('https://push.example/a').map((item) => item.payload)).toEqual([
      '{"title":"Three"}',
      '{"title":"One"}',
    ])
    expect(inbox.list()).toHaveLength(3)
  })

  it('lists the payloads as JSON at /api/dev/push', async () => {
    const inbox = createDevPushInbox()
    await inbox.sender(target('https://push.example/a'), '{"title":"New post","post_id":7}', options)
    const app = Fastify()
    await app.register(devPushRoutes, { inbox })
    const res = await app.inject({ url: `/api/dev/push?endpoint=${encodeURIComponent('https://push.example/a')}` })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ data: [{ payload: { title: 'New post', post_id: 7 }, topic: 'post-1' }] })
    await app.close()
  })
})
