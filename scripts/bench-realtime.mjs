/**
 * `npm run bench -- realtime`: chat messages across two API processes. One database and one Redis
 * (REDIS_URL, or a redis-server started here); process A takes the fans' messages over HTTP,
 * process B holds their creator's WebSocket. Each fan sends one message after another; the latency
 * of a message runs from just before its POST to its arrival on the creator's socket.
 */
import { randomUUID } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import WebSocket from 'ws'
import { ensureRedis } from './redis-server.mjs'

const ROOMS = Number(process.env.BENCH_ROOMS ?? 20)
const PASSWORD = 'velvet-demo-2026'

async function call(base, method, url, { token, body, key } = {}) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const json = await res.json().catch(() => undefined)
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`)
  return json
}

function percentile(sorted, p) {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

export async function measureRealtime({ startServer, stopServer, seconds }) {
  const redis = await ensureRedis()
  const secretsDir = mkdtempSync(path.join(os.tmpdir(), 'velvet-bench-keys-'))
  const database = await startServer(['db'])
  const env = { DATABASE_URL: database.ready, REDIS_URL: redis.url, BENCH_SECRETS_DIR: secretsDir }
  const a = await startServer(['api'], env)
  const b = await startServer(['api'], env)
  const baseA = `http://127.0.0.1:${a.port}`
  const baseB = `http://127.0.0.1:${b.port}`
  try {
    const creator = (
      await call(baseB, 'POST', '/api/auth/login', { body: { email: 'creator@velvet.example', password: PASSWORD } })
    ).data
    const modelId = creator.user.model_id
    const fans = []
    for (let i = 0; i < ROOMS; i++) {
      const name = `benchfan${Date.now().toString(36)}${i}`
      const email = `${name}@bench.example`
      const body = {
        email,
        email_confirm: email,
        username: name,
        password: PASSWORD,
        password_confirm: PASSWORD,
        over_age: true,
        use_of_images: true,
        terms: true,
      }
      fans.push({ email, token: (await call(baseA, 'POST', '/api/auth/register', { body })).data.access_token })
    }
    const sql = new pg.Client({ connectionString: database.ready })
    await sql.connect()
    await sql.query(
      `update users set membership_expires_at = now() + interval '1 year' where email like '%@bench.example'`,
    )
    await sql.end()
    for (const fan of fans) {
      const opened = await call(baseA, 'POST', '/api/chat/model', { token: fan.token, body: { model_id: modelId } })
      fan.roomId = new URL(opened.url, 'http://x').searchParams.get('rid')
    }

    const sentAt = new Map()
    const latencies = []
    const socket = new WebSocket(`ws://127.0.0.1:${b.port}/api/realtime`)
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))
    let joined = 0
    const allJoined = new Promise((resolve) => {
      socket.on('message', (data) => {
        const message = JSON.parse(data.toString())
        if (message.type === 'ping') socket.send(JSON.stringify({ type: 'pong' }))
        if (message.type === 'ready')
          for (const fan of fans)
            socket.send(JSON.stringify({ type: 'join', channel: `room:${fan.roomId}`, after: null }))
        if (message.type === 'joined' && ++joined === fans.length) resolve()
        if (message.type === 'event' && message.name === 'message') {
          const started = sentAt.get(message.data.body)
          if (started !== undefined) latencies.push(performance.now() - started)
        }
      })
    })
    socket.send(
      JSON.stringify({ type: 'auth', token: creator.access_token, socket_id: randomUUID().replaceAll('-', '') }),
    )
    await allJoined

    let sent = 0
    const until = performance.now() + seconds * 1000
    await Promise.all(
      fans.map(async (fan, index) => {
        for (let n = 0; performance.now() < until; n++) {
          const body = `bench ${index}:${n}`
          sentAt.set(body, performance.now())
          await call(baseA, 'POST', `/api/chat/rooms/${fan.roomId}/messages`, {
            token: fan.token,
            body: { body },
            key: randomUUID(),
          })
          sent++
        }
      }),
    )
    // Let the last ones arrive (no fixed wait: until everything sent is in, or 5 s).
    const drainUntil = performance.now() + 5000
    while (latencies.length < sent && performance.now() < drainUntil)
      await new Promise((resolve) => setTimeout(resolve, 20))
    socket.close()
    const sorted = [...latencies].sort((x, y) => x - y)
    return {
      rooms: fans.length,
      sent,
      delivered: latencies.length,
      perSecond: latencies.length / seconds,
      p50: Math.round(percentile(sorted, 50)),
      p99: Math.round(percentile(sorted, 99)),
    }
  } finally {
    await stopServer(a)
    await stopServer(b)
    await stopServer(database)
    await redis.stop()
  }
}
