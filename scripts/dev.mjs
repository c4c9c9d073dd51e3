/**
 * `npm run dev`: the API server (restarted on change by tsx watch) and the Vite dev server with hot
 * reload, which proxies /api and /media to it. Open http://localhost:5173.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '..')
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name)
const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'server/main.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development', SERVE_APP: 'false' },
  }),
  spawn(bin('vite'), [], { cwd: ROOT, stdio: 'inherit' }),
]

function stop() {
  for (const child of children) child.kill('SIGTERM')
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const child of children)
  child.on('exit', (code) => {
    stop()
    process.exitCode = code ?? 0
  })
