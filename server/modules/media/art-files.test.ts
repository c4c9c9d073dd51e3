/**
 * Artwork files: without a renderer only stored files exist; with one, a missing file is drawn
 * once, stored, and served from the storage afterwards.
 */
import { describe, expect, it } from 'vitest'
import type { FileStorage, StoredFile } from '../storage/index'
import { etagOf } from '../storage/index'
import { createArtFiles } from './art-files'
import { type ArtRequest, artFileKey } from './variants'

function memoryStorage(): FileStorage & { files: Map<string, StoredFile> } {
  const files = new Map<string, StoredFile>()
  return {
    files,
    async put(key, bytes, contentType) {
      files.set(key, { bytes, contentType, etag: etagOf(bytes) })
    },
    async get(key) {
      return files.get(key)
    },
    async delete(key) {
      files.delete(key)
    },
    async close() {},
  }
}

const REQUEST: ArtRequest = { variant: 'avatar', theme: 'divas', seed: 7, size: 'small' }

describe('artwork files', () => {
  it('serves only stored artwork when no renderer is given', async () => {
    const storage = memoryStorage()
    const files = createArtFiles(storage, undefined)
    expect(await files.get(REQUEST)).toBeUndefined()
    await storage.put(artFileKey(REQUEST), Buffer.from('stored'), 'image/webp')
    expect((await files.get(REQUEST))?.bytes.toString()).toBe('stored')
  })

  it('draws a missing file once and keeps it in the storage', async () => {
    const storage = memoryStorage()
    let drawn = 0
    const files = createArtFiles(storage, async () => {
      drawn += 1
      return Buffer.from('drawn')
    })
    const [first, second] = await Promise.all([files.get(REQUEST), files.get(REQUEST)])
    expect(first?.bytes.toString()).toBe('drawn')
    expect(second?.bytes.toString()).toBe('drawn')
    expect(storage.files.get('art/v1/avatar/divas/7/small.webp')?.contentType).toBe('image/webp')
    await files.get(REQUEST)
    expect(drawn).toBe(1)
  })
})
