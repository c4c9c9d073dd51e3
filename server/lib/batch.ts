/**
 * Calls made in the same turn of the event loop, sent as one (DataLoader's idea). Under
 * load, the requests a turn reads from the network reach the same query within it; answering them
 * with one statement costs PostgreSQL one execution and the process one write and one read on the
 * socket, where each of those per request was most of a guest page's cost. Nothing is kept: every
 * call is answered by a statement sent after it was made.
 */
const MAX_BATCH = 64

type Pending<I, O> = { inputs: I[]; settle: { resolve: (value: O) => void; reject: (error: unknown) => void }[] }

/**
 * `run(owner, key, inputs)` answers the inputs in their order. Calls with the same owner (a
 * database handle) and key (what makes their statement the same) made before the turn ends go
 * together, at most MAX_BATCH at a time.
 */
export function batched<Owner extends object, I, O>(
  run: (owner: Owner, key: string, inputs: I[]) => Promise<O[]>,
): (owner: Owner, key: string, input: I) => Promise<O> {
  const open = new WeakMap<Owner, Map<string, Pending<I, O>>>()

  function flush(owner: Owner, key: string, batch: Pending<I, O>) {
    const byKey = open.get(owner)
    if (byKey?.get(key) === batch) byKey.delete(key)
    run(owner, key, batch.inputs).then(
      (outputs) => {
        batch.settle.forEach((one, index) => {
          one.resolve(outputs[index] as O)
        })
      },
      (error: unknown) => {
        for (const one of batch.settle) one.reject(error)
      },
    )
  }

  return (owner, key, input) =>
    new Promise<O>((resolve, reject) => {
      let byKey = open.get(owner)
      if (!byKey) {
        byKey = new Map()
        open.set(owner, byKey)
      }
      let batch = byKey.get(key)
      if (!batch) {
        const fresh: Pending<I, O> = { inputs: [], settle: [] }
        byKey.set(key, fresh)
        // After this turn's network reads and the promise chains they started.
        setImmediate(() => {
          if (byKey.get(key) === fresh) flush(owner, key, fresh)
        })
        batch = fresh
      }
      batch.inputs.push(input)
      batch.settle.push({ resolve, reject })
      if (batch.inputs.length >= MAX_BATCH) flush(owner, key, batch)
    })
}
