/**
 * Unit tests for the placeholder artwork generator: determinism, geometry, escaping, size limits
 * and that librsvg (through sharp) accepts every kind.
 */
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import type { ArtKind, ArtTheme } from '../../../modules/media/index'
import { type ArtSpec, renderArtSvg } from './art'

const KINDS: ArtKind[] = ['avatar', 'banner', 'vertical', 'post', 'movie', 'category', 'carousel']
const THEMES: ArtTheme[] = ['divas', 'chads', 'neutral']

const SIZES: Record<ArtKind, [number, number]> = {
  avatar: [320, 320],
  banner: [1500, 500],
  vertical: [600, 800],
  post: [1080, 1350],
  movie: [1280, 720],
  category: [480, 480],
  carousel: [1600, 640],
}

function buildSpec(kind: ArtKind, seed: number, theme: ArtTheme = 'divas'): ArtSpec {
  const [width, height] = SIZES[kind]
  const label = kind === 'avatar' ? 'AB' : kind === 'category' ? 'Behind the scenes' : undefined
  return { kind, seed, theme, width, height, label }
}

function readRootAttributes(svg: string): Record<string, string> {
  const root = /^<svg\b([^>]*)>/.exec(svg)
  if (!root?.[1]) throw new Error('no root <svg> element')
  return Object.fromEntries([...root[1].matchAll(/([\w:-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]))
}

describe('renderArtSvg', () => {
  it.each(KINDS)('is deterministic for %s', (kind) => {
    for (const theme of THEMES) {
      expect(renderArtSvg(buildSpec(kind, 17, theme))).toBe(renderArtSvg(buildSpec(kind, 17, theme)))
    }
  })

  it.each(KINDS)('varies with the seed and the theme for %s', (kind) => {
    const outputs = new Set<string>()
    for (let seed = 0; seed < 12; seed++) outputs.add(renderArtSvg(buildSpec(kind, seed)))
    expect(outputs.size).toBe(12)
    expect(renderArtSvg(buildSpec(kind, 3, 'divas'))).not.toBe(renderArtSvg(buildSpec(kind, 3, 'chads')))
  })

  it('varies with the kind for the same seed and size', () => {
    const outputs = new Set(
      KINDS.map((kind) => renderArtSvg({ kind, seed: 5, theme: 'neutral', width: 800, height: 600 })),
    )
    expect(outputs.size).toBe(KINDS.length)
  })

  it('accepts seeds beyond 32 bits', () => {
    const big = renderArtSvg(buildSpec('post', Number.MAX_SAFE_INTEGER))
    expect(big).not.toBe(renderArtSvg(buildSpec('post', Number.MAX_SAFE_INTEGER - 1)))
  })

  it.each(KINDS)('matches width, height and viewBox for %s', (kind) => {
    for (const [width, height] of [
      [160, 160],
      [427, 240],
      [1080, 1350],
      [1600, 900],
    ] as const) {
      const attrs = readRootAttributes(renderArtSvg({ kind, seed: 9, theme: 'chads', width, height }))
      expect(attrs.xmlns).toBe('http://www.w3.org/2000/svg')
      expect(attrs.width).toBe(String(width))
      expect(attrs.height).toBe(String(height))
      expect(attrs.viewBox).toBe(`0 0 ${width} ${height}`)
    }
  })

  it('escapes XML special characters in category labels', () => {
    const svg = renderArtSvg({
      kind: 'category',
      seed: 1,
      theme: 'neutral',
      width: 600,
      height: 600,
      label: `Tom & Jerry's <"b">`,
    })
    // The label may wrap onto two lines, so check the escaped pieces separately.
    expect(svg).toContain('Tom &amp;')
    expect(svg).toContain('Jerry&apos;s')
    expect(svg).toContain('&lt;&quot;b&quot;&gt;')
    expect(svg).not.toContain('<"b">')
    expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/)
  })

  it('escapes avatar initials and keeps at most two characters', () => {
    const svg = renderArtSvg({
      kind: 'avatar',
      seed: 2,
      theme: 'divas',
      width: 200,
      height: 200,
      label: '<&>',
    })
    expect(svg).toContain('>&lt;&amp;</text>')
    expect(svg).not.toContain('&gt;</text>')
  })

  it('drops characters XML cannot carry', () => {
    const svg = renderArtSvg({
      kind: 'category',
      seed: 2,
      theme: 'divas',
      width: 300,
      height: 300,
      label: 'A\u0000B\u001F',
    })
    expect(svg).toContain('>AB</text>')
    const lone = renderArtSvg({
      kind: 'avatar',
      seed: 2,
      theme: 'divas',
      width: 200,
      height: 200,
      label: '\uD800Q',
    })
    expect(lone).toContain('>Q</text>')
  })

  it('writes label text only for avatars and categories', () => {
    for (const kind of KINDS) {
      const spec = buildSpec(kind, 4)
      const svg = renderArtSvg({ ...spec, label: 'Zz' })
      const hasText = svg.includes('<text')
      expect(hasText).toBe(kind === 'avatar' || kind === 'category')
      if (!hasText) expect(svg).toBe(renderArtSvg({ ...spec, label: undefined }))
    }
    expect(renderArtSvg({ ...buildSpec('avatar', 1), label: undefined })).not.toContain('<text')
  })

  it('uses the agreed font stack at weight 700', () => {
    const svg = renderArtSvg(buildSpec('category', 8))
    expect(svg).toContain('font-family="system-ui, -apple-system, Segoe UI, Roboto, Helvetica, Arial, sans-serif"')
    expect(svg).toContain('font-weight="700"')
  })

  it('stays small, self-contained and filter-free', () => {
    for (const kind of KINDS) {
      for (const theme of THEMES) {
        for (let seed = 0; seed < 40; seed++) {
          const svg = renderArtSvg({ ...buildSpec(kind, seed, theme), width: 1600, height: 1600 })
          expect(Buffer.byteLength(svg)).toBeLessThan(8 * 1024)
          expect(svg).not.toMatch(/<filter|<image|href=|url\((?!#)|@import|<script|<foreignObject/i)
        }
      }
    }
  })

  it('keeps pattern tiles whole-pixel, since librsvg tiles fractional ones very slowly', () => {
    for (const kind of KINDS) {
      for (let seed = 0; seed < 30; seed++) {
        const svg = renderArtSvg({ ...buildSpec(kind, seed), width: 1037, height: 1353 })
        for (const tile of svg.matchAll(/<pattern [^>]*width="([^"]+)" height="([^"]+)"/g)) {
          expect(Number.isInteger(Number(tile[1]))).toBe(true)
          expect(Number.isInteger(Number(tile[2]))).toBe(true)
        }
      }
    }
  })

  it('rejects malformed specs', () => {
    const spec = buildSpec('post', 1)
    expect(() => renderArtSvg({ ...spec, width: 0 })).toThrow(RangeError)
    expect(() => renderArtSvg({ ...spec, height: 10.5 })).toThrow(RangeError)
    expect(() => renderArtSvg({ ...spec, seed: -1 })).toThrow(RangeError)
    expect(() => renderArtSvg({ ...spec, seed: Number.NaN })).toThrow(RangeError)
    expect(() => renderArtSvg({ ...spec, kind: 'poster' as ArtKind })).toThrow(RangeError)
    expect(() => renderArtSvg({ ...spec, theme: 'toString' as ArtTheme })).toThrow(RangeError)
  })
})

describe('rasterising with sharp', () => {
  it.each(KINDS)('renders %s to WebP at the requested size', async (kind) => {
    for (const theme of THEMES) {
      const spec = buildSpec(kind, 11, theme)
      const svg = Buffer.from(renderArtSvg(spec))
      const webp = await sharp(svg).webp().toBuffer()
      const meta = await sharp(webp).metadata()
      expect(meta.format).toBe('webp')
      expect(meta.width).toBe(spec.width)
      expect(meta.height).toBe(spec.height)
      const svgMeta = await sharp(svg).metadata()
      expect(svgMeta.width).toBe(spec.width)
      expect(svgMeta.height).toBe(spec.height)
    }
  })

  it('renders small sizes and hostile labels', async () => {
    const svg = renderArtSvg({
      kind: 'category',
      seed: 3,
      theme: 'chads',
      width: 160,
      height: 160,
      label: `<]]>&'"`,
    })
    const meta = await sharp(await sharp(Buffer.from(svg)).png().toBuffer()).metadata()
    expect([meta.width, meta.height]).toEqual([160, 160])
  })

  it('is not a flat fill: the artwork has visible variation', async () => {
    const stats = await sharp(Buffer.from(renderArtSvg(buildSpec('post', 6)))).stats()
    const spread = stats.channels.slice(0, 3).map((c) => c.max - c.min)
    expect(Math.max(...spread)).toBeGreaterThan(100)
  })
})
