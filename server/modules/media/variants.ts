/**
 * The generated-artwork catalogue: which kinds exist and their pixel sizes. Paths look like
 * `/media/art/v1/<variant>/<theme>/<seed>[-<initials>]` and the API adds `/small.webp`,
 * `/large.webp` or `/blur.webp`. Bump the version segment when the artwork changes, because
 * these URLs are cached as immutable.
 */
/** What a piece of artwork shows, and the look of the site it belongs to. */
export type ArtKind = 'avatar' | 'banner' | 'vertical' | 'post' | 'movie' | 'category' | 'carousel'
export type ArtTheme = 'divas' | 'chads' | 'neutral'

export const ART_VERSION = 'v1'
export const ART_SIZES = ['small', 'large', 'blur'] as const
export type ArtSize = (typeof ART_SIZES)[number]

type Variant = { kind: ArtKind; small: [number, number]; large: [number, number] }

export const ART_VARIANTS = {
  avatar: { kind: 'avatar', small: [160, 160], large: [480, 480] },
  banner: { kind: 'banner', small: [800, 267], large: [1600, 533] },
  vertical: { kind: 'vertical', small: [240, 320], large: [600, 800] },
  'post-portrait': { kind: 'post', small: [360, 450], large: [1080, 1350] },
  'post-square': { kind: 'post', small: [360, 360], large: [1080, 1080] },
  'post-landscape': { kind: 'post', small: [480, 270], large: [1280, 720] },
  movie: { kind: 'movie', small: [480, 270], large: [1280, 720] },
  category: { kind: 'category', small: [320, 240], large: [640, 480] },
  carousel: { kind: 'carousel', small: [800, 450], large: [1920, 800] },
} as const satisfies Record<string, Variant>

export type ArtVariant = keyof typeof ART_VARIANTS
export const ART_THEMES = ['divas', 'chads', 'neutral'] as const satisfies readonly ArtTheme[]

/** Base path of one piece of artwork, as stored in image columns. */
export function artPath(variant: ArtVariant, theme: ArtTheme, seed: number, initials?: string): string {
  const token = initials ? `${seed}-${initials}` : String(seed)
  return `/media/art/${ART_VERSION}/${variant}/${theme}/${token}`
}

export function sizeOf(variant: ArtVariant, size: 'small' | 'large'): { width: number; height: number } {
  const [width, height] = ART_VARIANTS[variant][size]
  return { width, height }
}

export type ArtBase = { variant: ArtVariant; theme: ArtTheme; seed: number; initials?: string }

const ART_TOKEN = /^(\d{1,9})(?:-([A-Z]{1,2}))?$/

/** The parts of a token (`<seed>` or `<seed>-<initials>`), or undefined when it is not one. */
export function parseArtToken(token: string): { seed: number; initials?: string } | undefined {
  const match = ART_TOKEN.exec(token)
  if (!match?.[1]) return undefined
  return match[2] ? { seed: Number(match[1]), initials: match[2] } : { seed: Number(match[1]) }
}

/** Reads a stored base path back (the inverse of artPath); undefined for anything else. */
export function parseArtPath(base: string): ArtBase | undefined {
  const [empty, media, art, version, variant = '', theme = '', token = '', ...rest] = base.split('/')
  if (empty !== '' || media !== 'media' || art !== 'art' || version !== ART_VERSION || rest.length > 0) return undefined
  if (!Object.hasOwn(ART_VARIANTS, variant) || !(ART_THEMES as readonly string[]).includes(theme)) return undefined
  const parsed = parseArtToken(token)
  return parsed && { variant: variant as ArtVariant, theme: theme as ArtTheme, ...parsed }
}

/** One file of one piece of artwork. */
export type ArtRequest = ArtBase & { size: ArtSize }

/** `art/v1/<variant>/<theme>/<token>/<size>.webp`: the file's key in the storage (its URL without `/media/`). */
export function artFileKey(request: ArtRequest): string {
  const base = artPath(request.variant, request.theme, request.seed, request.initials)
  return `${base.slice('/media/'.length)}/${request.size}.webp`
}
