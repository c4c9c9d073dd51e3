/**
 * The outbox's IndexedDB store, written with the bare IndexedDB API because it runs both in the
 * page and in the service worker (no DOM, no library needed).
 */
import type { OutboxAction } from './action'

export const OUTBOX_DB = 'velvet-outbox'
const STORE = 'actions'

let connection: Promise<IDBDatabase> | null = null

/**
 * One connection, kept: opening the database for every read cost a feed's first seconds more than
 * the reads. It is let go when another context upgrades or deletes the database, or
 * when the browser closes it, and opened again on the next use.
 */
function open(): Promise<IDBDatabase> {
  connection ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(OUTBOX_DB, 1)
    request.onupgradeneeded = () => {
      const store = request.result.createObjectStore(STORE, { keyPath: 'id' })
      store.createIndex('target', ['userId', 'target'])
      store.createIndex('createdAt', 'createdAt')
    }
    request.onsuccess = () => {
      const db = request.result
      const forget = () => {
        connection = null
      }
      db.onversionchange = () => {
        db.close()
        forget()
      }
      db.onclose = forget
      resolve(db)
    }
    request.onerror = () => {
      connection = null
      reject(request.error)
    }
  })
  return connection
}

async function run<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T> | undefined,
): Promise<T | undefined> {
  const db = await open()
  return new Promise<T | undefined>((resolve, reject) => {
    const tx = db.transaction(STORE, mode)
    const request = work(tx.objectStore(STORE))
    tx.oncomplete = () => resolve(request?.result)
    tx.onerror = () => reject(tx.error)
    tx.onabort = () => reject(tx.error)
  })
}

export async function listActions(userId?: number): Promise<OutboxAction[]> {
  const all = ((await run('readonly', (store) => store.index('createdAt').getAll())) ?? []) as OutboxAction[]
  return userId === undefined ? all : all.filter((action) => action.userId === userId)
}

export async function findByTarget(userId: number, target: string): Promise<OutboxAction | undefined> {
  return (await run('readonly', (store) => store.index('target').get([userId, target]))) as OutboxAction | undefined
}

export async function putAction(action: OutboxAction): Promise<void> {
  await run('readwrite', (store) => store.put(action))
}

export async function deleteAction(id: string): Promise<void> {
  await run('readwrite', (store) => store.delete(id))
}

/** Everything a user queued: removed at logout. */
export async function deleteUserActions(userId: number): Promise<void> {
  for (const action of await listActions(userId)) await deleteAction(action.id)
}
