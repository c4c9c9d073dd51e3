/**
 * Stored files shared by every API process: the storage chosen by configuration (STORAGE), and
 * the reply that serves a stored file. Other modules use this file only.
 */
import type { StorageConfig } from '../../config'
import type { Db } from '../../db/client'
import type { FileStorage } from './file-storage'
import { createPostgresStorage } from './postgres-driver'

export { etagOf, type FileStorage, type StoredFile } from './file-storage'
export { sendStoredFile } from './reply'

export async function createFileStorage(config: StorageConfig, db: Db): Promise<FileStorage> {
  if (config.driver === 'postgres') return createPostgresStorage(db)
  // Loaded only when chosen: the AWS SDK adds about 20 MB to a process that never calls it.
  const { createS3Storage } = await import('./s3-driver')
  return createS3Storage(config)
}
