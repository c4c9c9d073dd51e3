/**
 * Stored files as objects of an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Ceph…). The
 * bucket stays private: the API reads an object and answers with it under its own URL (see
 * reply.ts), so the same access checks and cache headers apply whichever driver holds the file.
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3'
import type { StorageConfig } from '../../config'
import { etagOf, type FileStorage } from './file-storage'

export type S3StorageConfig = Extract<StorageConfig, { driver: 's3' }>

export function createS3Storage(config: S3StorageConfig): FileStorage {
  const clientConfig: S3ClientConfig = {
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    // A bucket that stops answering fails the request after a few seconds instead of holding it.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 15_000, throwOnRequestTimeout: true },
    maxAttempts: 3,
    // Checksums only where S3 requires them: S3-compatible services differ in the newer checksum
    // headers, and TLS already protects the bytes on the way.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
  }
  const client = new S3Client(clientConfig)
  const bucket = config.bucket

  return {
    async put(key, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentType: contentType }))
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
        const body = await object.Body?.transformToByteArray()
        if (!body) return undefined
        const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength)
        return {
          bytes,
          contentType: object.ContentType ?? 'application/octet-stream',
          etag: object.ETag ?? etagOf(bytes),
        }
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined
        throw error
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }))
    },
    async close() {
      client.destroy()
    },
  }
}
