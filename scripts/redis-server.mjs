/**
 * A throwaway Redis for `npm run start:cluster`, the multi-process tests and the bench when
 * REDIS_URL is not set: Debian's redis-server (`apt-get install redis-server`) on a free port of
 * 127.0.0.1, nothing saved to disk, stopped with the caller. Without redis-server on the PATH it
 * fails with a message saying what to do.
 */
import { spawn } from 'node:child_process'
import { accessSync, constants } from 'node:fs'
import { connect, createServer } from 'node:net'
import path from 'node:path'

function findRedisServer() {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(dir, 'redis-server')
    try {
      accessSync(candidate, constants.X_OK)
      return candidate
    } catch {}
  }
  return undefined
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })
}

/** Resolves once Redis answers PING on the port. */
async function waitForPong(port, deadline) {
  while (Date.now() < deadline) {
    const pong = await new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1', () => socket.write('PING\r\n'))
      socket.setTimeout(500, () => socket.destroy())
      socket.on('data', (data) => {
        socket.destroy()
        resolve(data.toString().startsWith('+PONG'))
      })
      socket.on('error', () => resolve(false))
      socket.on('close', () => resolve(false))
    })
    if (pong) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`redis-server did not answer on port ${port}`)
}

/** REDIS_URL when it is set; otherwise a redis-server of our own. `stop()` ends only what was started here. */
export async function ensureRedis({ log = () => {} } = {}) {
  if (process.env.REDIS_URL) return { url: process.env.REDIS_URL, stop: async () => {} }
  const binary = findRedisServer()
  if (!binary) {
    throw new Error(
      'Redis is needed here: set REDIS_URL to a Redis server, or install redis-server (Debian: apt-get install redis-server) so one can be started.',
    )
  }
  const port = await freePort()
  const child = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  await waitForPong(port, Date.now() + 10_000)
  log(`started redis-server on 127.0.0.1:${port}`)
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM')
      await exited
    },
  }
}
