/**
 * A small in-process job runner for work kept off the request path (push fan-out): a job starts on
 * the next turn of the event loop, after the response, and is never awaited by a handler. `idle()`
 * waits for the jobs under way (the app awaits it on close, before the pool goes; tests await it
 * instead of sleeping). One process only: a multi-node deployment would put a queue here.
 */
export type JobRunner = {
  run: (name: string, job: () => Promise<void>) => void
  idle: () => Promise<void>
}

export function createJobRunner(onError: (name: string, error: unknown) => void = () => {}): JobRunner {
  const pending = new Set<Promise<void>>()
  return {
    run(name, job) {
      const started = new Promise<void>((resolve) => setImmediate(resolve))
        .then(job)
        .catch((error: unknown) => onError(name, error))
      pending.add(started)
      void started.finally(() => pending.delete(started))
    },
    async idle() {
      // Jobs may start jobs: wait until none is left.
      while (pending.size > 0) await Promise.allSettled([...pending])
    },
  }
}
