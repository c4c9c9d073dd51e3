/** Stored files as rows of `stored_files`: every process on the database reads what any wrote. */
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { storedFiles } from '../../db/schema/index'
import { preparedFor } from '../../lib/prepared'
import { etagOf, type FileStorage } from './file-storage'

/** Asked on every artwork and profile-picture request: prepared once (lib/prepared.ts). */
const fileStatement = preparedFor(
  (db, name) =>
    db
      .select({ bytes: storedFiles.bytes, contentType: storedFiles.contentType, etag: storedFiles.etag })
      .from(storedFiles)
      .where(eq(storedFiles.key, sql.placeholder('key')))
      .prepare(name),
  'stored_file',
)

export function createPostgresStorage(db: Db): FileStorage {
  return {
    async put(key, bytes, contentType) {
      const file = { contentType, bytes, size: bytes.length, etag: etagOf(bytes) }
      await db
        .insert(storedFiles)
        .values({ key, ...file })
        .onConflictDoUpdate({ target: storedFiles.key, set: { ...file, createdAt: sql`now()` } })
    },
    async get(key) {
      const [row] = await fileStatement(db).execute({ key })
      return row
    },
    async delete(key) {
      await db.delete(storedFiles).where(eq(storedFiles.key, key))
    },
    async close() {},
  }
}
