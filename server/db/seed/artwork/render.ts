/**
 * The demo catalogue's artwork as WebP files, for the media module to store and serve: the SVG
 * from art.ts rasterised with sharp at the variant's size. WebP effort 2 halves the encode time
 * (the slow part) for files about 5% larger.
 */
import sharp from 'sharp'
import { ART_VARIANTS, type ArtRequest } from '../../../modules/media/index'
import { renderArtSvg } from './art'

const BLUR_SOURCE_WIDTH = 48

export async function renderDemoArt(request: ArtRequest): Promise<Buffer> {
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
