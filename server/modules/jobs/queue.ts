/**
 * Background work on pg-boss: a queue kept in PostgreSQL (schema `pgboss`, in
 * the app's own database), so a job survives a crash or a restart, is retried with backoff when it
 * fails, and runs once at a time however many API processes share the database (pg-boss fetches
 * with SKIP LOCKED and its cron runs each schedule once per slot across processes).
 *
 * Modules describe their jobs (`define`) before `start`, each with the schema of its payload: the
 * queue's one registry of jobs, which checks a payload when it is sent and again before its handler
 * runs (a job written by an older release may not match). Anyone may `send` after `start`. A job sent with
 * `tx` is written in the caller's transaction: it exists if and only if the change that asked for it
 * commits. Handlers are at-least-once: a job whose process died mid-way runs again after its
 * expiry, so every handler is written to be idempotent.
 */
import { sql } from 'drizzle-orm'
import PgBoss from 'pg-boss'
import * as v from 'valibot'
import type { Executor } from '../../lib/executor'

export type JobMeta = { id: string; name: string; retryCount: number }

/** The payload of a job its cron schedule sends: nothing. */
const SCHEDULED = v.strictObject({})

/** A job its cron schedule sends: it carries nothing, and runs once at a time across processes. */
export function scheduledJob(
  spec: Omit<JobSpec<Record<string, never>>, 'payload' | 'policy' | 'cron'> & { cron: string },
): JobSpec<Record<string, never>> {
  return { ...spec, payload: SCHEDULED, policy: 'stately' }
}

export type JobSpec<T extends object> = {
  name: string
  /** What the job carries: checked on `send`, and before the handler gets it. */
  payload: v.GenericSchema<unknown, T>
  handler: (data: T, meta: JobMeta) => Promise<void>
  /** Retries after a failure, the first after `retryDelaySeconds`, doubling with backoff. */
  retryLimit: number
  retryDelaySeconds: number
  /** A job still running after this long is taken for dead (its process crashed) and retried. */
  expireInSeconds: number
  /** `stately`: at most one waiting and one running job per singleton key (duplicates are dropped). */
  policy?: 'standard' | 'stately'
  /** Cron in UTC: pg-boss sends the job on this schedule, once per slot across processes. */
  cron?: string
}

export type SendOptions = {
  /** Write the job in this transaction (it exists only if the transaction commits). */
  tx?: Executor
  singletonKey?: string
  startAfter?: Date
}

export type JobQueueOptions = {
  /** Run handlers in this process (polling each queue). */
  workers: boolean
  /** Keep the cron schedules (`cron` of the specs). */
  schedules: boolean
  pollingIntervalSeconds: number
}

export type JobQueue = {
  define: <T extends object>(spec: JobSpec<T>) => void
  send: <T extends object>(name: string, data: T, options?: SendOptions) => Promise<string | null>
  /** Creates the queues and the schedules: jobs can be sent from here on. */
  start: () => Promise<void>
  /**
   * Starts this process's workers (with `workers` on). The server calls it once it listens, since a
   * handler may call this very server over HTTP (the sandbox processor, for a renewal's charge).
   */
  work: () => Promise<void>
  stop: () => Promise<void>
  /**
   * Runs, in this process, every job that is due now, until none is left and no handler is busy.
   * Tests call it instead of waiting for the pollers; `sends` made by handlers are run too.
   */
  drain: () => Promise<{ ran: number; failed: number }>
  /** Runs a job's handler now, in this process, outside the queue (tests; what a cron tick would do). */
  runNow: (name: string, data?: object) => Promise<void>
}

/** A job's payload as its schema reads it; a payload that does not match is an error of the sender. */
function payloadOf<T extends object>(spec: JobSpec<T>, data: unknown): T {
  const parsed = v.safeParse(spec.payload, data)
  if (!parsed.success) {
    const where = parsed.issues.map((issue) => `${v.getDotPath(issue) ?? '(payload)'}: ${issue.message}`).join('; ')
    throw new Error(`jobs: ${spec.name} with a payload its schema refuses (${where})`)
  }
  return parsed.output
}

/** The pool pg-boss shares with the app: anything with pg's `query(text, values)`. */
export type QueryPool = { query: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }> }

/** pg-boss's connection interface over one of our executors (the pool or an open transaction). */
export function executorDb(executor: Executor): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      // "$1 … $n" become Drizzle parameters; the same number used twice is simply bound twice.
      const parts = text.split(/\$(\d+)/)
      const query = sql.empty()
      parts.forEach((part, index) => {
        if (index % 2 === 0) query.append(sql.raw(part))
        else query.append(sql`${sql.param(values[Number(part) - 1])}`)
      })
      const result = await executor.execute(query)
      return { rows: result.rows }
    },
  }
}

const SCHEMA = 'pgboss'

/** PostgreSQL's "deadlock detected": one of the two transactions was rolled back and may simply run again. */
const DEADLOCK_DETECTED = '40P01'
const DEADLOCK_RETRIES = 6

/**
 * Setting the queue up (pg-boss's schema, then one job-table partition per queue) takes strong locks;
 * processes starting together (a deploy, `npm run start:cluster`) can deadlock on them against each
 * other or against another process's polling. PostgreSQL then rolls one side back: try it again
 * after a short, random pause, so the processes fall out of step.
 */
export async function retryOnDeadlock<T>(work: () => Promise<T>, retries = DEADLOCK_RETRIES): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await work()
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code
      if (code !== DEADLOCK_DETECTED || attempt >= retries) throw error
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200 * (attempt + 1)))
    }
  }
}

export function createJobQueue(deps: {
  pool: QueryPool
  options: JobQueueOptions
  onError: (error: unknown, context: { job?: string; id?: string }) => void
}): JobQueue {
  const specs = new Map<string, JobSpec<object>>()
  const workerIds = new Map<string, string>()
  const busy = new Set<Promise<unknown>>()
  let boss: PgBoss | undefined

  const db: PgBoss.Db = {
    executeSql: async (text, values) => (await deps.pool.query(text, values)) as { rows: unknown[] },
  }

  async function run(spec: JobSpec<object>, job: PgBoss.JobWithMetadata<object>): Promise<void> {
    const task = Promise.resolve().then(() =>
      spec.handler(payloadOf(spec, job.data ?? {}), { id: job.id, name: job.name, retryCount: job.retryCount }),
    )
    busy.add(task)
    try {
      await task
    } catch (error) {
      deps.onError(error, { job: job.name, id: job.id })
      throw error
    } finally {
      busy.delete(task)
    }
  }

  function started(): PgBoss {
    if (!boss) throw new Error('jobs: the queue is not started')
    return boss
  }

  return {
    define(spec) {
      if (boss) throw new Error(`jobs: ${spec.name} defined after start`)
      // Kept by name with the others; its payload schema is what types its data from here on.
      specs.set(spec.name, spec as unknown as JobSpec<object>)
    },

    async send(name, data, options = {}) {
      const spec = specs.get(name)
      if (!spec) throw new Error(`jobs: unknown job ${name}`)
      const id = await started().send(name, payloadOf(spec, data), {
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
        ...(options.startAfter ? { startAfter: options.startAfter } : {}),
        ...(options.tx ? { db: executorDb(options.tx) } : {}),
      })
      // Outside a transaction the job is visible now: wake this process's worker instead of waiting a poll.
      const worker = workerIds.get(name)
      if (id && worker && !options.tx) started().notifyWorker(worker)
      return id
    },

    async start() {
      if (boss) return
      const instance = new PgBoss({
        db,
        schema: SCHEMA,
        migrate: true,
        supervise: true,
        schedule: deps.options.schedules,
        // Finished jobs hold mail and push payloads: kept briefly, then deleted.
        archiveCompletedAfterSeconds: 3600,
        deleteAfterDays: 2,
      })
      instance.on('error', (error) => deps.onError(error, {}))
      await instance.start()
      boss = instance
      // Every queue exists before any worker polls: creating a queue attaches a partition to the
      // job table, which deadlocks against this process's own fetches from it (and, with several
      // processes starting at once, against theirs).
      for (const spec of specs.values()) {
        const queue = {
          name: spec.name,
          policy: spec.policy ?? 'standard',
          retryLimit: spec.retryLimit,
          retryDelay: spec.retryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: spec.expireInSeconds,
        } as const
        await retryOnDeadlock(() => instance.createQueue(spec.name, queue))
        await retryOnDeadlock(() => instance.updateQueue(spec.name, queue))
      }
      for (const spec of specs.values()) {
        if (spec.cron && deps.options.schedules) await instance.schedule(spec.name, spec.cron, {}, { tz: 'UTC' })
      }
    },

    async work() {
      const instance = started()
      if (!deps.options.workers || workerIds.size > 0) return
      for (const spec of specs.values()) {
        const workerId = await instance.work<object>(
          spec.name,
          { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: deps.options.pollingIntervalSeconds },
          async ([job]) => (job ? run(spec, job) : undefined),
        )
        workerIds.set(spec.name, workerId)
      }
    },

    async stop() {
      const instance = boss
      if (!instance) return
      // Waits for handlers under way; one that does not finish in time is failed, and retried later.
      await instance.stop({ graceful: true, wait: true, close: false, timeout: 10_000 })
      boss = undefined
      workerIds.clear()
    },

    async drain() {
      const instance = started()
      let ran = 0
      let failed = 0
      for (;;) {
        let fetched = 0
        for (const spec of specs.values()) {
          const jobs = await instance.fetch<object>(spec.name, { batchSize: 20, includeMetadata: true })
          for (const job of jobs) {
            fetched += 1
            try {
              await run(spec, job)
              await instance.complete(spec.name, job.id)
              ran += 1
            } catch (error) {
              await instance.fail(spec.name, job.id, { message: String((error as Error)?.message ?? error) })
              failed += 1
            }
          }
        }
        if (fetched === 0 && busy.size === 0) return { ran, failed }
        if (fetched === 0) await Promise.allSettled([...busy])
      }
    },

    async runNow(name, data = {}) {
      const spec = specs.get(name)
      if (!spec) throw new Error(`jobs: unknown job ${name}`)
      await spec.handler(payloadOf(spec, data), { id: 'now', name, retryCount: 0 })
    },
  }
}

/** Creates or upgrades the queue's schema (`pgboss`) without running anything: test templates, deploy steps. */
export async function prepareJobSchema(pool: QueryPool): Promise<void> {
  const queue = createJobQueue({
    pool,
    options: { workers: false, schedules: false, pollingIntervalSeconds: 2 },
    onError: () => {},
  })
  await queue.start()
  await queue.stop()
}
