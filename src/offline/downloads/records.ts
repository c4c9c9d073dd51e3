/** The downloads' records in IndexedDB (idb-keyval), one per movie, parsed on every read. */
import { del, set, values } from 'idb-keyval'
import * as v from 'valibot'
import { type DownloadRecord, DownloadRecordSchema } from './record'
import { recordStore } from './record-store'

/** Every readable record; one that no longer parses (an older app's, a damaged one) is left out. */
export async function readRecords(): Promise<{ records: DownloadRecord[]; unreadable: number[] }> {
  const stored: unknown[] = await values(recordStore())
  const records: DownloadRecord[] = []
  const unreadable: number[] = []
  for (const item of stored) {
    const parsed = v.safeParse(DownloadRecordSchema, item)
    if (parsed.success) records.push(parsed.output)
    else if (typeof (item as { movieId?: unknown } | null)?.movieId === 'number')
      unreadable.push((item as { movieId: number }).movieId)
  }
  return { records, unreadable }
}

export function writeRecord(record: DownloadRecord): Promise<void> {
  return set(record.movieId, record, recordStore())
}

export function deleteRecord(movieId: number): Promise<void> {
  return del(movieId, recordStore())
}
