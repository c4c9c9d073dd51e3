/**
 * The artwork files the media routes serve, from the file storage like an image CDN's resize
 * cache: any API process serves what another stored. Where an artwork renderer is given (the demo
 * catalogue's generated art), a file not stored yet is rendered once and stored; without one, only
 * stored files exist. Concurrent requests for the same file in one process share one lookup and
 * render.
 */
import { etagOf, type FileStorage, type StoredFile } from '../storage/index'
import { type ArtRequest, artFileKey } from './variants'

/** Draws one artwork file as WebP. */
export type ArtRenderer = (request: ArtRequest) => Promise<Buffer>

export function createArtFiles(storage: FileStorage, render: ArtRenderer | undefined) {
  const inFlight = new Map<string, Promise<StoredFile | undefined>>()

  async function renderToStorage(request: ArtRequest, key: string): Promise<StoredFile | undefined> {
    if (!render) return undefined
    const bytes = await render(request)
    await storage.put(key, bytes, 'image/webp')
    return { bytes, contentType: 'image/webp', etag: etagOf(bytes) }
  }

  return {
    /** The file, or undefined when it is neither stored nor renderable. */
    get(request: ArtRequest): Promise<StoredFile | undefined> {
      const key = artFileKey(request)
      const pending = inFlight.get(key)
      if (pending) return pending
      const job = storage
        .get(key)
        .then((stored) => stored ?? renderToStorage(request, key))
        .finally(() => inFlight.delete(key))
      inFlight.set(key, job)
      return job
    },
  }
}
