/**
 * Log hygiene of the social endpoints: whatever is
 * reported, claimed, subscribed or pushed, no log line holds an e-mail address, a card's digits,
 * a push endpoint or its keys, a captcha solution or an access token. The fan-out logs counts.
 */
import { Writable } from 'node:stream'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { posts } from '../../server/db/schema/index'
import { registerUser, solveCaptcha } from '../fixtures/auth'
import { createSocialTestApp, fakeSubscription, loginDemo, type SocialTestApp, send } from './social-fixture'

const lines: string[] = []
let t: SocialTestApp

beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk))
      done()
    },
  })
  t = await createSocialTestApp({ seed: true, logger: pino({ level: 'debug' }, sink) })
})
afterAll(() => t.close())

describe('social logging', () => {
  it('never writes addresses, card digits, endpoints, keys, captchas or tokens', async () => {
    const guestEmail = 'reporter.private@example.test'
    const recaptcha = await solveCaptcha(t)
    const [post] = await t.db.select({ id: posts.id, creatorId: posts.creatorId }).from(posts).limit(1)
    const report = await send(t, null, {
      method: 'POST',
      url: '/api/post_options/report',
      payload: {
        userEmail: guestEmail,
        reason: 'private reason text',
        modelId: post?.creatorId,
        postId: post?.id,
        recaptcha,
      },
    })
    expect(report.statusCode).toBe(201)

    const fan = await registerUser(t)
    const claimRecaptcha = await solveCaptcha(t)
    const claim = await send(t, fan, {
      method: 'POST',
      url: '/api/claim',
      payload: {
        email: 'claimer.private@example.test',
        username: 'claimer',
        country: 'PT',
        document: 'DOC-998877',
        card_company: 'Visa',
        card_number: '9731',
        claim: 'private claim text',
        recaptcha: claimRecaptcha,
      },
    })
    expect(claim.statusCode).toBe(201)
    const fullCard = await send(t, fan, {
      method: 'POST',
      url: '/api/claim',
      payload: { card_number: '4000056655665556', email: 'claimer.private@example.test' },
    })
    expect(fullCard.statusCode).toBe(422)

    const creator = await loginDemo(t, 'creator')
    const sub = fakeSubscription()
    const gone = fakeSubscription()
    t.pushStatus.set(gone.endpoint, 410)
    for (const device of [sub, gone]) {
      await send(t, fan, { method: 'POST', url: '/api/push/subscriptions', payload: device })
    }
    await send(t, fan, {
      method: 'POST',
      url: '/api/follows',
      payload: { model_id: creator.user.model_id, notify: true },
    })
    await send(t, creator, {
      method: 'POST',
      url: '/api/posts',
      payload: { front_container: 'free', elements: [{ component: 'picture' }] },
    })
    await t.jobs.idle()

    const secrets = [
      guestEmail,
      'claimer.private@example.test',
      fan.email,
      '9731',
      '4000056655665556',
      'DOC-998877',
      sub.endpoint,
      gone.endpoint,
      sub.keys.p256dh,
      sub.keys.auth,
      recaptcha,
      claimRecaptcha,
      fan.accessToken,
      creator.accessToken,
    ]
    // pino's own numbers (epoch milliseconds, response times, pid) are not ours to judge: a response
    // time of 4.559731… once "leaked" the last four digits 9731.
    const ours = (line: string) => {
      const {
        time: _time,
        responseTime: _responseTime,
        pid: _pid,
        ...rest
      } = JSON.parse(line) as Record<string, unknown>
      return JSON.stringify(rest)
    }
    const leaks = lines.filter((line) => secrets.some((secret) => ours(line).includes(secret)))
    expect(leaks).toEqual([])
    const summary = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((entry) => entry.msg === 'new-post notifications sent')
    expect(summary).toMatchObject({ sent: 1, removed: 1, failed: 0 })
  })
})
