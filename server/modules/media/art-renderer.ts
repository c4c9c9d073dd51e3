/**
 * Rasterises generated artwork to WebP on first request and keeps it in the file storage, like an
 * image CDN's resize cache: any API process serves what another rendered. Concurrent requests for
 * the same image in one process share one lookup and render. WebP effort 2 halves the encode time
 * (the slow part) for files about 5% larger.
 */
import sharp from 'sharp'
import { etagOf, type FileStorage, type StoredFile } from '../storage/index'
import { type ArtTheme, renderArtSvg } from './art'
import { ART_VARIANTS, type ArtSize, type ArtVariant, artPath } from './variants'

export type ArtRequest = { variant: ArtVariant; theme: ArtTheme; seed: number; initials?: string; size: ArtSize }

const BLUR_SOURCE_WIDTH = 48

/** `art/v1/<variant>/<theme>/<token>/<size>.webp`: the image's URL without `/media/`. */
function artKey(request: ArtRequest): string {
  const base = artPath(request.variant, request.theme, request.seed, request.initials)
  return `${base.slice('/media/'.length)}/${request.size}.webp`
}

export function createArtRenderer(storage: FileStorage) {
  const inFlight = new Map<string, Promise<StoredFile>>()

  async function render(request: ArtRequest): Promise<Buffer> {
    const variant = ART_VARIANTS[request.variant]
    const [width, height] = request.size === 'large' ? variant.large : variant.small
    const label = request.initials
    if (request.size === 'blur') {
      // A tiny render scaled up and blurred: enough to hint at colour and shape, nothing more.
      const scale = BLUR_SOURCE_WIDTH / width
      const svg = renderArtSvg({
        kind: variant.kind,
        seed: request.seed,
        theme: request.theme,
        width: BLUR_SOURCE_WIDTH,
        height: Math.max(1, Math.round(height * scale)),
      })
      return sharp(Buffer.from(svg)).resize(width, height).blur(12).webp({ quality: 50, effort: 2 }).toBuffer()
    }
    const svg = renderArtSvg({
      kind: variant.kind,
      seed: request.seed,
      theme: request.theme,
      width,
      height,
      ...(label ? { label } : {}),
    })
    return sharp(Buffer.from(svg))
      .webp({ quality: request.size === 'large' ? 78 : 72, effort: 2 })
      .toBuffer()
  }

  async function renderToStorage(request: ArtRequest, key: string): Promise<StoredFile> {
    const bytes = await render(request)
    await storage.put(key, bytes, 'image/webp')
    return { bytes, contentType: 'image/webp', etag: etagOf(bytes) }
  }

  return {
    get(request: ArtRequest): Promise<StoredFile> {
      const key = artKey(request)
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
