/**
 * Deterministic abstract placeholder artwork for the demo catalogue: pure functions that turn an
 * ArtSpec into a small, self-contained SVG string. Nothing here touches the disk or the network;
 * render.ts rasterises the result with sharp for the media module.
 *
 * The art is deliberately abstract (gradient meshes, orbs, rings, waves, horizons) and never
 * depicts people. Softness comes from radial gradients with transparent stops instead of filters,
 * because librsvg rasterises blur filters slowly at the large sizes the server renders on demand.
 */

import type { ArtKind, ArtTheme } from '../../../modules/media/index'

export type ArtSpec = {
  kind: ArtKind
  seed: number
  theme: ArtTheme
  width: number
  height: number
  label?: string
}

type Rng = () => number

// A scheme is [primary, secondary, highlight]: two saturated accents plus a pale tint for rims,
// sparks and orb hot spots. Hand-picked pairs keep overlapping blobs from going muddy.
type Palette = {
  bg: string
  deep: readonly string[]
  schemes: readonly (readonly [string, string, string])[]
}

type Box = { x: number; y: number; w: number; h: number }

type Scene = {
  rng: Rng
  w: number
  h: number
  m: number
  bg: string
  deep: string
  c1: string
  c2: string
  hi: string
  defs: string[]
  body: string[]
  ids: Map<string, string>
  radialLeft: number
}

const FONT_FAMILY = 'system-ui, -apple-system, Segoe UI, Roboto, Helvetica, Arial, sans-serif'
const MAX_SIDE = 8192
// Radial gradients dominate librsvg's cost (about 25 ns per covered pixel on the dev box, against
// about 10 for a linear one), so each scene may cover at most this many canvases with them.
// Proportional to the canvas, so one seed looks the same at every output size.
const RADIAL_BUDGET = 0.9

const PALETTES: Record<ArtTheme, Palette> = {
  divas: {
    bg: '#0B0A0F',
    deep: ['#1C0B24', '#230A1B', '#150B26'],
    schemes: [
      ['#FF2E88', '#7A2CFF', '#FFC2DD'],
      ['#B44CFF', '#FF6FB5', '#FFC2DD'],
      ['#FF9A6B', '#FF2E88', '#FFD9C7'],
      ['#7A2CFF', '#FF6FB5', '#FFD9C7'],
      ['#FF2E88', '#FF9A6B', '#FFE3EF'],
      ['#B44CFF', '#7A2CFF', '#FFC2DD'],
      ['#FF6FB5', '#B44CFF', '#FFC2DD'],
    ],
  },
  chads: {
    bg: '#090B10',
    deep: ['#0A1628', '#08191F', '#111833', '#2B3A55'],
    schemes: [
      ['#2E8BFF', '#1FD1B2', '#9AD7FF'],
      ['#5B6CFF', '#39C2FF', '#9AD7FF'],
      ['#1FD1B2', '#2E8BFF', '#C8F4EC'],
      ['#39C2FF', '#5B6CFF', '#C8F4EC'],
      ['#2E8BFF', '#5B6CFF', '#9AD7FF'],
      ['#1FD1B2', '#39C2FF', '#9AD7FF'],
    ],
  },
  neutral: {
    bg: '#0A0A0E',
    deep: ['#170C26', '#0B1528', '#1A0C1C'],
    schemes: [
      ['#FF2E88', '#2E8BFF', '#FFC2DD'],
      ['#B44CFF', '#39C2FF', '#9AD7FF'],
      ['#7A2CFF', '#1FD1B2', '#FFD9EA'],
      ['#5B6CFF', '#FF6FB5', '#9AD7FF'],
      ['#FF9A6B', '#5B6CFF', '#FFC2DD'],
      ['#2E8BFF', '#FF2E88', '#9AD7FF'],
    ],
  },
}

const KIND_SALT: Record<ArtKind, number> = {
  avatar: 0x9e3779b1,
  banner: 0x85ebca6b,
  vertical: 0xc2b2ae35,
  post: 0x27d4eb2f,
  movie: 0x165667b1,
  category: 0xd3a2646c,
  carousel: 0xfd7046c5,
}

/** Renders one piece of artwork; the same spec always yields the byte-identical SVG. */
export function renderArtSvg(spec: ArtSpec): string {
  assertSpec(spec)
  const { kind, theme, width: w, height: h } = spec
  const palette = PALETTES[theme]
  const rng = createRng(hashSeed(spec.seed, KIND_SALT[kind], theme))
  const [c1, c2, hi] = pickItem(rng, palette.schemes)
  const scene: Scene = {
    rng,
    w,
    h,
    m: Math.min(w, h),
    bg: palette.bg,
    deep: pickItem(rng, palette.deep),
    c1,
    c2,
    hi,
    defs: [],
    body: [],
    ids: new Map(),
    radialLeft: RADIAL_BUDGET * w * h,
  }
  if (rng() < 0.5) swapAccents(scene)

  if (kind === 'movie') {
    // The movie sky gradient tints the frame anyway, so a flat fill saves a full linear pass.
    scene.body.push(`<rect width="${w}" height="${h}" fill="${scene.bg}"/>`)
  } else {
    drawBase(scene)
  }
  switch (kind) {
    case 'avatar':
      composeAvatar(scene, spec.label)
      break
    case 'banner':
      composeBanner(scene)
      break
    case 'vertical':
      composeVertical(scene)
      break
    case 'post':
      composePost(scene)
      break
    case 'movie':
      composeMovie(scene)
      break
    case 'category':
      composeCategory(scene, spec.label)
      break
    case 'carousel':
      composeCarousel(scene)
      break
  }

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs>${scene.defs.join('')}</defs>${scene.body.join('')}</svg>`
  )
}

function assertSpec(spec: ArtSpec): void {
  for (const [name, value] of [
    ['width', spec.width],
    ['height', spec.height],
  ] as const) {
    if (!Number.isInteger(value) || value < 1 || value > MAX_SIDE) {
      throw new RangeError(`art ${name} must be an integer between 1 and ${MAX_SIDE}`)
    }
  }
  if (!Number.isSafeInteger(spec.seed) || spec.seed < 0) {
    throw new RangeError('art seed must be a non-negative integer')
  }
  if (!Object.hasOwn(PALETTES, spec.theme) || !Object.hasOwn(KIND_SALT, spec.kind)) {
    throw new RangeError('unknown art kind or theme')
  }
}

// ---------------------------------------------------------------------------------------------
// Compositions per kind

function composeAvatar(s: Scene, label: string | undefined): void {
  const { w, h, m, rng } = s
  const cx = w / 2
  const cy = h / 2
  const a = rng() * Math.PI * 2
  const turn = (a * 180) / Math.PI
  drawBlob(s, cx + Math.cos(a) * m * 0.2, cy + Math.sin(a) * m * 0.2, m * 0.5, m * 0.4, s.c1, 1, turn)
  drawBlob(s, cx - Math.cos(a) * m * 0.24, cy - Math.sin(a) * m * 0.2, m * 0.42, m * 0.36, s.c2, 0.9, turn)
  drawBlob(s, cx + m * (rng() - 0.5) * 0.3, cy + m * 0.26, m * 0.24, m * 0.16, s.hi, 0.4, 0)
  const style = rng()
  if (style < 0.45) {
    drawRing(s, cx, cy, m * range(rng, 0.3, 0.38), m * 0.012, s.hi, 0.55)
  } else if (style < 0.75) {
    drawArcs(s, cx, cy, m * 0.26, 3, m * 0.05, m * 0.01)
  } else {
    drawOrb(s, cx + m * 0.18, cy - m * 0.18, m * 0.16)
  }
  drawGrain(s)
  const text = Array.from((label ?? '').trim())
    .slice(0, 2)
    .join('')
  if (text) {
    const size = m * (Array.from(text).length > 1 ? 0.38 : 0.46)
    drawText(s, text, cx, cy + size * 0.36, size, 'middle', m * 0.012)
  }
}

function composeBanner(s: Scene): void {
  const { w, h, m, rng } = s
  const count = 4 + Math.floor(rng() * 2)
  for (let i = 0; i < count; i++) {
    const x = (w * (i + 0.2 + rng() * 0.6)) / count
    const color = i % 2 === 0 ? s.c1 : s.c2
    const rx = w * range(rng, 0.1, 0.15)
    drawBlob(
      s,
      x,
      h * range(rng, 0.25, 0.8),
      rx,
      h * range(rng, 0.45, 0.65),
      color,
      range(rng, 0.75, 1),
      rng() * 40 - 20,
    )
  }
  drawBlob(s, w * range(rng, 0.2, 0.8), h * 0.5, w * 0.08, h * 0.22, s.hi, 0.4, 0)
  const style = rng()
  if (style < 0.45) {
    drawWaves(s, { x: 0, y: h * 0.2, w, h: h * 0.7 }, 4 + Math.floor(rng() * 4))
  } else if (style < 0.75) {
    drawBands(s, 3 + Math.floor(rng() * 3))
  } else {
    drawRidges(s, h * range(rng, 0.5, 0.7), 3)
  }
  if (rng() < 0.6) {
    const r = m * range(rng, 0.5, 0.8)
    drawArcs(s, w * range(rng, 0.55, 0.9), h * range(rng, 0.3, 0.7), r * 0.5, 3, r * 0.15, m * 0.008)
  }
  drawGrain(s)
}

function composeVertical(s: Scene): void {
  const style = pickItem(s.rng, ['orb', 'arch', 'bands', 'horizon', 'rings', 'mesh', 'waves'] as const)
  drawFocalStyle(s, style, { x: 0, y: 0, w: s.w, h: s.h })
  if (s.rng() < 0.5) {
    drawDots(s, { x: s.w * 0.08, y: s.h * 0.06, w: s.w * 0.3, h: s.h * 0.16 })
  }
  drawGrain(s)
  drawEdgeShade(s, 0.5, 0.6)
}

// Weighted so the strongest motifs (arch, horizon) stay occasional across 600 posts.
const POST_STYLES = [
  'mesh',
  'mesh',
  'orb',
  'orb',
  'waves',
  'waves',
  'bands',
  'rings',
  'rings',
  'arch',
  'horizon',
] as const

function composePost(s: Scene): void {
  const style = pickItem(s.rng, POST_STYLES)
  drawFocalStyle(s, style, { x: 0, y: 0, w: s.w, h: s.h })
  if (s.rng() < 0.35) {
    const box = { x: s.w * s.rng() * 0.6, y: s.h * s.rng() * 0.6, w: s.w * 0.3, h: s.h * 0.22 }
    drawDots(s, box)
  }
  drawGrain(s)
}

function composeMovie(s: Scene): void {
  drawHorizon(s, { x: 0, y: 0, w: s.w, h: s.h })
  drawLightLeak(s)
  drawGrain(s)
  drawEdgeShade(s, 0.55, 0)
}

function composeCategory(s: Scene, label: string | undefined): void {
  const style = pickItem(s.rng, ['mesh', 'orb', 'waves', 'rings', 'bands', 'arch'] as const)
  drawFocalStyle(s, style, { x: 0, y: -s.h * 0.06, w: s.w, h: s.h })
  drawGrain(s)
  // Darken the lower part so the label reads on every variation.
  const fade = defineVerticalFade(s, s.bg, 0, 0.92)
  s.body.push(`<rect y="${fmt(s.h * 0.4)}" width="${s.w}" height="${fmt(s.h * 0.6)}" fill="url(#${fade})"/>`)
  const text = (label ?? '').trim().replace(/\s+/g, ' ')
  if (!text) return
  const pad = s.w * 0.07
  const maxWidth = s.w - pad * 2
  const preferred = s.m * 0.13
  const baseline = s.h - s.m * 0.08
  const lines = splitLabel(text, maxWidth, preferred)
  const size = Math.max(
    s.m * 0.075,
    Math.min(preferred, ...lines.map((line) => fitFontSize(line, maxWidth, preferred))),
  )
  lines.forEach((line, i) => {
    const y = baseline - (lines.length - 1 - i) * size * 1.12
    drawText(s, truncateToWidth(line, maxWidth, size), pad, y, size, 'start', size * 0.05)
  })
}

// Long category names wrap onto two balanced lines before the font shrinks.
function splitLabel(text: string, maxWidth: number, size: number): string[] {
  if (fitFontSize(text, maxWidth, size) >= size * 0.85) return [text]
  const words = text.split(' ')
  if (words.length < 2) return [text]
  let best: string[] = [text]
  let bestLongest = Number.POSITIVE_INFINITY
  for (let i = 1; i < words.length; i++) {
    const pair = [words.slice(0, i).join(' '), words.slice(i).join(' ')]
    const longest = Math.max(...pair.map((line) => Array.from(line).length))
    if (longest < bestLongest) {
      best = pair
      bestLongest = longest
    }
  }
  return best
}

function composeCarousel(s: Scene): void {
  const { w, h, rng } = s
  // The detail lives in the right 55%: headline and buttons sit over the left side.
  const focus: Box = { x: w * 0.45, y: 0, w: w * 0.55, h }
  const style = pickItem(rng, ['orb', 'rings', 'mesh', 'horizon', 'waves'] as const)
  drawFocalStyle(s, style, focus)
  drawBlob(s, w * range(rng, 0.7, 0.9), h * range(rng, 0.1, 0.3), w * 0.12, h * 0.25, s.hi, 0.3, 0)
  drawGrain(s)
  const shade = defineHorizontalFade(s, s.bg)
  s.body.push(`<rect width="${fmt(w * 0.62)}" height="${h}" fill="url(#${shade})"/>`)
}

// ---------------------------------------------------------------------------------------------
// Focal styles shared by several kinds; each fills the given box (it may bleed outside it).

type FocalStyle = 'mesh' | 'orb' | 'arch' | 'waves' | 'bands' | 'rings' | 'horizon'

function drawFocalStyle(s: Scene, style: FocalStyle, box: Box): void {
  switch (style) {
    case 'mesh':
      drawMesh(s, box)
      drawAccent(s, box)
      return
    case 'orb': {
      drawMesh(s, box, 3)
      const r = Math.min(box.w, box.h) * range(s.rng, 0.2, 0.3)
      const cx = box.x + box.w * range(s.rng, 0.35, 0.65)
      // Clamped so the orb never gets sliced by the top or bottom edge of the canvas.
      const cy = clamp(box.y + box.h * range(s.rng, 0.3, 0.5), r * 1.15, s.h - r * 1.15)
      drawBlob(s, cx, cy, r * 1.8, r * 1.8, s.c1, 0.6, 0)
      if (s.rng() < 0.6) drawRing(s, cx, cy, r * range(s.rng, 1.35, 1.7), s.m * 0.006, s.hi, 0.5)
      drawOrb(s, cx, cy, r)
      if (s.rng() < 0.5) drawOrb(s, cx + r * 1.6, cy + r * 1.3, r * 0.22)
      return
    }
    case 'arch':
      drawMesh(s, box, 3)
      drawArch(s, box)
      return
    case 'waves':
      drawMesh(s, box, 4)
      drawWaves(s, { x: box.x, y: box.y + box.h * 0.25, w: box.w, h: box.h * 0.6 }, 5 + Math.floor(s.rng() * 5))
      return
    case 'bands':
      drawMesh(s, box, 3)
      drawBands(s, 3 + Math.floor(s.rng() * 3))
      return
    case 'rings': {
      drawMesh(s, box, 4)
      const cx = box.x + box.w * range(s.rng, 0.3, 0.7)
      const cy = box.y + box.h * range(s.rng, 0.3, 0.6)
      const r = Math.min(box.w, box.h) * range(s.rng, 0.12, 0.2)
      drawArcs(s, cx, cy, r, 4 + Math.floor(s.rng() * 3), r * range(s.rng, 0.28, 0.4), s.m * 0.007)
      return
    }
    case 'horizon':
      drawHorizon(s, box)
      return
  }
}

function drawMesh(s: Scene, box: Box, count = 4 + Math.floor(s.rng() * 2)): void {
  const { rng } = s
  const size = Math.sqrt(box.w * box.h)
  // Blobs follow one gentle diagonal so the mesh flows instead of scattering like bokeh.
  const angle = rng() * Math.PI * 2
  const dx = Math.cos(angle) * box.w * 0.4
  const dy = Math.sin(angle) * box.h * 0.4
  const colors = [s.c1, s.c2, s.c1, s.c2, s.deep]
  for (let i = 0; i < count; i++) {
    const t = count === 1 ? 0 : i / (count - 1) - 0.5
    const color = colors[i % colors.length] ?? s.c1
    const bow = Math.sin(t * Math.PI) * size * 0.1
    drawBlob(
      s,
      box.x + box.w / 2 + dx * t * 2 + bow + box.w * range(rng, -0.08, 0.08),
      box.y + box.h / 2 + dy * t * 2 - bow + box.h * range(rng, -0.08, 0.08),
      size * range(rng, 0.34, 0.46),
      size * range(rng, 0.22, 0.3),
      color,
      range(rng, 0.8, 1),
      (angle * 180) / Math.PI + range(rng, -25, 25),
    )
  }
  drawBlob(
    s,
    box.x + box.w * range(rng, 0.25, 0.75),
    box.y + box.h * range(rng, 0.25, 0.75),
    size * 0.16,
    size * 0.1,
    s.hi,
    0.55,
    (angle * 180) / Math.PI,
  )
}

// A crisp element on top of a soft mesh gives the eye an anchor; pure blur looks out of focus.
function drawAccent(s: Scene, box: Box): void {
  const { rng } = s
  const cx = box.x + box.w * range(rng, 0.3, 0.7)
  const cy = box.y + box.h * range(rng, 0.3, 0.7)
  const r = Math.min(box.w, box.h) * range(rng, 0.18, 0.3)
  const pick = rng()
  if (pick < 0.3) {
    drawRing(s, cx, cy, r, s.m * 0.005, s.hi, 0.7)
  } else if (pick < 0.55) {
    drawArcs(s, cx, cy, r * 0.7, 3, r * 0.22, s.m * 0.005)
  } else if (pick < 0.8) {
    drawOrb(s, cx, cy, r * 0.45)
  } else {
    const id = defineDiagonalFade(s, s.hi)
    const len = Math.max(box.w, box.h) * 0.7
    s.body.push(
      `<path d="M${fmt(cx - len / 2)} ${fmt(cy + len / 3)}L${fmt(cx + len / 2)} ${fmt(cy - len / 3)}" stroke="url(#${id})" stroke-width="${fmt(s.m * 0.004 + 0.6)}" stroke-linecap="round"/>`,
    )
  }
}

function drawHorizon(s: Scene, box: Box): void {
  const { rng } = s
  const y = box.y + box.h * range(rng, 0.55, 0.68)
  // Sky and ground span the whole canvas: a focus box narrower than the canvas would otherwise
  // leave a hard vertical seam.
  const sky = defineOnce(
    s,
    `sky${s.c2}${s.c1}`,
    (gid) =>
      `<linearGradient id="${gid}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${s.c2}" stop-opacity="0"/><stop offset="0.7" stop-color="${s.c2}" stop-opacity="0.38"/><stop offset="1" stop-color="${s.c1}" stop-opacity="0.7"/></linearGradient>`,
  )
  s.body.push(`<rect width="${s.w}" height="${fmt(y)}" fill="url(#${sky})"/>`)
  drawBlob(s, box.x + box.w * range(rng, 0.2, 0.8), 0, box.w * 0.35, box.h * 0.32, s.c2, 0.55, 0)
  const sunX = box.x + box.w * range(rng, 0.3, 0.7)
  const sunR = box.h * range(rng, 0.14, 0.22)
  drawBlob(s, sunX, y, Math.min(box.w * 0.32, sunR * 3), sunR * 2, s.c1, 0.85, 0)
  if (rng() < 0.7) drawSun(s, sunX, y - sunR * range(rng, 0.15, 0.6), sunR)
  // Opaque ground is free to fill and hides the lower half of the glow, so the light sets.
  s.body.push(`<rect y="${fmt(y)}" width="${s.w}" height="${fmt(s.h - y)}" fill="${mixHex(s.deep, s.bg, 0.6)}"/>`)
  // A flat bright streak on the horizon reads as light rather than as an object.
  drawBlob(s, sunX, y, box.w * 0.55, box.h * 0.03, s.hi, 0.9, 0)
  const ground = rng()
  if (ground < 0.4) {
    drawRidges(s, y, 2 + Math.floor(rng() * 2))
  } else if (ground < 0.7) {
    drawFloorGrid(s, sunX, y, box)
  } else {
    for (let i = 0; i < 5; i++) {
      const ry = y + (s.h - y) * (0.12 + i * 0.17)
      drawBlob(
        s,
        sunX + box.w * (rng() - 0.5) * 0.1,
        ry,
        box.w * (0.3 - i * 0.04),
        box.h * 0.012,
        s.hi,
        0.5 - i * 0.07,
        0,
      )
    }
  }
}

function drawSun(s: Scene, cx: number, cy: number, r: number): void {
  const id = defineOnce(
    s,
    `sun${s.hi}${s.c1}`,
    (gid) =>
      `<linearGradient id="${gid}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${s.hi}"/><stop offset="1" stop-color="${s.c1}"/></linearGradient>`,
  )
  s.body.push(`<circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(r)}" fill="url(#${id})"/>`)
  if (s.rng() < 0.5) {
    // Horizontal cuts through the lower half give the disc a graphic, poster-like finish.
    let bars = ''
    for (let i = 0; i < 4; i++) {
      const by = cy + r * (0.15 + i * 0.22)
      bars += `<rect x="${fmt(cx - r)}" y="${fmt(by)}" width="${fmt(r * 2)}" height="${fmt(r * (0.04 + i * 0.03))}"/>`
    }
    s.body.push(`<g fill="${s.bg}" fill-opacity="0.85">${bars}</g>`)
  }
}

function drawFloorGrid(s: Scene, vx: number, y: number, box: Box): void {
  const bottom = s.h
  let d = ''
  for (let i = -8; i <= 8; i++) {
    d += `M${fmt(vx)} ${fmt(y)}L${fmt(vx + i * box.w * 0.14)} ${fmt(bottom)}`
  }
  for (let i = 1; i <= 6; i++) {
    const ly = y + (bottom - y) * (i / 6) ** 1.8
    d += `M${fmt(box.x)} ${fmt(ly)}H${fmt(box.x + box.w)}`
  }
  // userSpaceOnUse keeps the fade anchored to the floor, not to each line's zero-height bbox.
  const id = defineOnce(
    s,
    `floor${s.c1}${fmt(y)}`,
    (gid) =>
      `<linearGradient id="${gid}" gradientUnits="userSpaceOnUse" x1="0" y1="${fmt(y)}" x2="0" y2="${fmt(bottom)}"><stop offset="0" stop-color="${s.c1}" stop-opacity="0"/><stop offset="1" stop-color="${s.c1}" stop-opacity="0.7"/></linearGradient>`,
  )
  s.body.push(`<path d="${d}" fill="none" stroke="url(#${id})" stroke-width="${fmt(s.m * 0.004 + 0.5)}"/>`)
}

function drawRidges(s: Scene, baseY: number, layers: number): void {
  const { rng } = s
  const colors = [s.deep, mixHex(s.deep, s.bg, 0.5), s.bg]
  for (let l = 0; l < layers; l++) {
    const top = baseY + (s.h - baseY) * l * 0.22 - s.h * range(rng, 0.02, 0.08)
    const steps = 4 + Math.floor(rng() * 3)
    const stepW = (s.w * 1.2) / steps
    let x = -s.w * 0.1
    let d = `M${fmt(x)} ${fmt(s.h)}L${fmt(x)} ${fmt(top)}`
    for (let i = 0; i < steps; i++) {
      const peak = top - s.h * range(rng, 0, 0.09)
      d += `Q${fmt(x + stepW / 2)} ${fmt(peak)} ${fmt(x + stepW)} ${fmt(top + s.h * range(rng, -0.02, 0.03))}`
      x += stepW
    }
    d += `L${fmt(x)} ${fmt(s.h)}Z`
    s.body.push(`<path d="${d}" fill="${colors[Math.min(l, colors.length - 1)]}"/>`)
    // A thin lit rim along the first ridge separates it from the glow behind.
    if (l === 0) {
      s.body.push(
        `<path d="${d}" fill="none" stroke="${s.hi}" stroke-opacity="0.25" stroke-width="${fmt(s.m * 0.003 + 0.4)}"/>`,
      )
    }
  }
}

function drawArch(s: Scene, box: Box): void {
  const { rng } = s
  const aw = box.w * range(rng, 0.42, 0.58)
  const x0 = box.x + (box.w - aw) / 2
  const top = box.y + box.h * range(rng, 0.14, 0.24)
  const bottom = box.y + box.h * range(rng, 0.78, 0.9)
  const r = aw / 2
  const fill = defineOnce(
    s,
    `arch${s.c1}${s.c2}`,
    (gid) =>
      `<linearGradient id="${gid}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${s.hi}" stop-opacity="0.9"/><stop offset="0.45" stop-color="${s.c1}"/><stop offset="1" stop-color="${s.c2}" stop-opacity="0.35"/></linearGradient>`,
  )
  s.body.push(archPath(x0, top, aw, bottom, r, `fill="url(#${fill})" fill-opacity="0.85"`))
  for (let i = 1; i <= 3; i++) {
    const inset = aw * 0.09 * i
    if (aw - inset * 2 <= 0) break
    s.body.push(
      archPath(
        x0 + inset,
        top + inset,
        aw - inset * 2,
        bottom,
        r - inset,
        `fill="none" stroke="${s.bg}" stroke-opacity="${fmt2(0.25 + i * 0.1)}" stroke-width="${fmt(s.m * 0.006 + 0.5)}"`,
      ),
    )
  }
  drawOrb(s, x0 + aw / 2, top + r * range(rng, 0.9, 1.4), r * 0.32)
}

function archPath(x: number, top: number, w: number, bottom: number, r: number, attrs: string): string {
  return `<path d="M${fmt(x)} ${fmt(bottom)}V${fmt(top + r)}A${fmt(r)} ${fmt(r)} 0 0 1 ${fmt(x + w)} ${fmt(top + r)}V${fmt(bottom)}Z" ${attrs}/>`
}

// ---------------------------------------------------------------------------------------------
// Primitives

// The base is one opaque linear gradient: it tints the whole frame for a single linear pass,
// which is far cheaper than washing it with large radial blobs.
function drawBase(s: Scene): void {
  const id = defineOnce(s, 'base', (gid) => {
    const a = s.rng() < 0.5
    return `<linearGradient id="${gid}" x1="${a ? 0 : 1}" y1="0" x2="${a ? 1 : 0}" y2="1"><stop offset="0" stop-color="${mixHex(s.c2, s.bg, 0.72)}"/><stop offset="0.55" stop-color="${s.bg}"/><stop offset="1" stop-color="${mixHex(s.c1, s.bg, 0.82)}"/></linearGradient>`
  })
  s.body.push(`<rect width="${s.w}" height="${s.h}" fill="url(#${id})"/>`)
}

function drawBlob(
  s: Scene,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  color: string,
  opacity: number,
  rotate: number,
): void {
  const rotated = rotate % 180 !== 0
  const bx = rotated ? Math.max(rx, ry) : rx
  const by = rotated ? Math.max(rx, ry) : ry
  const visible = overlap(cx - bx, cx + bx, 0, s.w) * overlap(cy - by, cy + by, 0, s.h)
  if (visible <= 0) return
  // Only the part inside the canvas costs anything; past the budget a blob shrinks, then goes.
  const cost = ((Math.PI * rx * ry) / (4 * bx * by)) * visible
  let k = 1
  if (cost > s.radialLeft) {
    k = Math.sqrt(Math.max(s.radialLeft, 0) / cost)
    if (k < 0.6) return
  }
  s.radialLeft -= cost * k * k
  const id = defineOnce(
    s,
    `blob${color}`,
    (gid) =>
      `<radialGradient id="${gid}"><stop offset="0" stop-color="${color}"/><stop offset="0.3" stop-color="${color}" stop-opacity="0.8"/><stop offset="0.65" stop-color="${color}" stop-opacity="0.3"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
  )
  const turn = rotated ? ` transform="rotate(${fmt(rotate)} ${fmt(cx)} ${fmt(cy)})"` : ''
  s.body.push(
    `<ellipse cx="${fmt(cx)}" cy="${fmt(cy)}" rx="${fmt(rx * k)}" ry="${fmt(ry * k)}" fill="url(#${id})" fill-opacity="${fmt2(opacity)}"${turn}/>`,
  )
}

function drawOrb(s: Scene, cx: number, cy: number, r: number): void {
  const id = defineOnce(
    s,
    `orb${s.c1}${s.c2}`,
    (gid) =>
      `<radialGradient id="${gid}" fx="0.32" fy="0.28"><stop offset="0" stop-color="${s.hi}"/><stop offset="0.35" stop-color="${s.c1}"/><stop offset="0.8" stop-color="${s.c2}"/><stop offset="1" stop-color="${mixHex(s.c2, s.bg, 0.55)}"/></radialGradient>`,
  )
  s.body.push(`<circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(r)}" fill="url(#${id})"/>`)
}

function drawRing(s: Scene, cx: number, cy: number, r: number, width: number, color: string, opacity: number): void {
  const id = defineDiagonalFade(s, color)
  s.body.push(
    `<circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(r)}" fill="none" stroke="url(#${id})" stroke-width="${fmt(width + 0.5)}" stroke-opacity="${fmt2(opacity)}"/>`,
  )
}

function drawArcs(s: Scene, cx: number, cy: number, r0: number, count: number, gap: number, width: number): void {
  const { rng } = s
  for (let i = 0; i < count; i++) {
    const r = r0 + i * gap
    const start = rng() * Math.PI * 2
    const sweep = range(rng, 0.8, 1.6) * Math.PI
    const x1 = cx + Math.cos(start) * r
    const y1 = cy + Math.sin(start) * r
    const x2 = cx + Math.cos(start + sweep) * r
    const y2 = cy + Math.sin(start + sweep) * r
    const color = i % 3 === 2 ? s.hi : i % 2 === 0 ? s.c1 : s.c2
    const id = defineDiagonalFade(s, color)
    s.body.push(
      `<path d="M${fmt(x1)} ${fmt(y1)}A${fmt(r)} ${fmt(r)} 0 ${sweep > Math.PI ? 1 : 0} 1 ${fmt(x2)} ${fmt(y2)}" fill="none" stroke="url(#${id})" stroke-width="${fmt(width * (1 + (i % 2)) + 0.5)}" stroke-linecap="round"/>`,
    )
  }
}

function drawWaves(s: Scene, box: Box, lines: number): void {
  const { rng } = s
  const amp = box.h * range(rng, 0.06, 0.14)
  const wave = box.w * range(rng, 0.35, 0.7)
  const gap = box.h / Math.max(lines, 1)
  const drift = wave * range(rng, 0.03, 0.08)
  const id = defineOnce(
    s,
    `wave${s.c1}${s.c2}${fmt(box.x)}`,
    (gid) =>
      `<linearGradient id="${gid}" gradientUnits="userSpaceOnUse" x1="${fmt(box.x)}" y1="0" x2="${fmt(box.x + box.w)}" y2="0"><stop offset="0" stop-color="${s.c1}" stop-opacity="0"/><stop offset="0.35" stop-color="${s.c1}"/><stop offset="0.7" stop-color="${s.hi}"/><stop offset="1" stop-color="${s.c2}" stop-opacity="0.1"/></linearGradient>`,
  )
  let d = ''
  for (let i = 0; i < lines; i++) {
    let x = box.x - wave * 0.25 - i * drift
    const y = box.y + gap * (i + 0.5)
    const bend = amp * (1 - (Math.abs(i - lines / 2) / lines) * 0.8)
    d += `M${fmt(x)} ${fmt(y)}Q${fmt(x + wave / 4)} ${fmt(y - bend)} ${fmt(x + wave / 2)} ${fmt(y)}`
    x += wave / 2
    while (x < box.x + box.w + wave * 0.25) {
      x += wave / 2
      d += `T${fmt(x)} ${fmt(y)}`
    }
  }
  s.body.push(
    `<path d="${d}" fill="none" stroke="url(#${id})" stroke-opacity="0.75" stroke-width="${fmt(s.m * 0.005 + 0.6)}"/>`,
  )
}

function drawBands(s: Scene, count: number): void {
  const { rng, w, h } = s
  const slope = range(rng, 0.35, 0.9) * (rng() < 0.5 ? -1 : 1)
  const span = w + h
  let offset = range(rng, 0.1, 0.3) * span
  for (let i = 0; i < count; i++) {
    const thick = span * range(rng, 0.03, 0.09)
    const color = i % 2 === 0 ? s.c1 : s.hi
    const id = defineDiagonalFade(s, color)
    const x0 = -h + offset
    const dx = h * slope
    s.body.push(
      `<path d="M${fmt(x0)} ${h}L${fmt(x0 + dx)} 0H${fmt(x0 + dx + thick)}L${fmt(x0 + thick)} ${h}Z" fill="url(#${id})" fill-opacity="${fmt2(range(rng, 0.18, 0.4))}"/>`,
    )
    offset += thick + span * range(rng, 0.04, 0.14)
  }
}

function drawDots(s: Scene, box: Box): void {
  // Whole-pixel tiles matter: librsvg renders a fractional pattern tile by tile, about 20x slower.
  const step = Math.max(4, Math.round(s.m * 0.03))
  const id = defineOnce(
    s,
    'dots',
    (gid) =>
      `<pattern id="${gid}" width="${fmt(step)}" height="${fmt(step)}" patternUnits="userSpaceOnUse"><circle cx="${fmt(step / 2)}" cy="${fmt(step / 2)}" r="${fmt(Math.max(0.7, step * 0.09))}" fill="${s.hi}"/></pattern>`,
  )
  s.body.push(
    `<rect x="${fmt(box.x)}" y="${fmt(box.y)}" width="${fmt(box.w)}" height="${fmt(box.h)}" fill="url(#${id})" fill-opacity="0.35"/>`,
  )
}

function drawLightLeak(s: Scene): void {
  const { rng, w, h } = s
  const left = rng() < 0.5
  const x = left ? 0 : w
  const y = h * range(rng, -0.05, 0.2)
  drawBlob(s, x, y, w * 0.3, h * 0.4, s.hi, range(rng, 0.4, 0.6), left ? 30 : -30)
  drawBlob(s, x + (left ? w * 0.12 : -w * 0.12), y + h * 0.1, w * 0.28, h * 0.04, s.hi, 0.45, left ? 25 : -25)
}

// Fine speckle instead of a noise filter: a tile of a few dozen sub-pixel-ish dots repeated by
// the rasteriser, which costs almost nothing and takes the plastic sheen off flat gradients.
function drawGrain(s: Scene): void {
  const tile = Math.max(24, Math.round(s.m / 6))
  const id = defineOnce(s, 'grain', (gid) => {
    let dots = ''
    const r = fmt(Math.max(0.6, s.m / 900))
    for (let i = 0; i < 28; i++) {
      const light = i % 2 === 0
      dots += `<circle cx="${fmt(s.rng() * tile)}" cy="${fmt(s.rng() * tile)}" r="${r}" fill="${light ? '#FFF' : '#000'}" fill-opacity="${light ? '0.09' : '0.14'}"/>`
    }
    return `<pattern id="${gid}" width="${tile}" height="${tile}" patternUnits="userSpaceOnUse">${dots}</pattern>`
  })
  s.body.push(`<rect width="${s.w}" height="${s.h}" fill="url(#${id})"/>`)
}

// Top and bottom shading from two linear strips: a radial vignette over the full frame would
// cost more than the whole rest of a typical scene.
function drawEdgeShade(s: Scene, top: number, bottom: number): void {
  if (top > 0) {
    const id = defineVerticalFade(s, s.bg, top, 0)
    s.body.push(`<rect width="${s.w}" height="${fmt(s.h * 0.28)}" fill="url(#${id})"/>`)
  }
  if (bottom > 0) {
    const id = defineVerticalFade(s, s.bg, 0, bottom)
    s.body.push(`<rect y="${fmt(s.h * 0.7)}" width="${s.w}" height="${fmt(s.h * 0.3)}" fill="url(#${id})"/>`)
  }
}

// Text gets a hard offset copy underneath rather than a blur filter: cheap and still legible on
// the brightest blob.
function drawText(
  s: Scene,
  text: string,
  x: number,
  y: number,
  size: number,
  anchor: 'start' | 'middle',
  shadow: number,
): void {
  const safe = escapeXml(text)
  const attrs = `font-family="${FONT_FAMILY}" font-weight="700" font-size="${fmt(size)}" text-anchor="${anchor}"`
  s.body.push(
    `<text x="${fmt(x)}" y="${fmt(y + shadow)}" ${attrs} fill="#000" fill-opacity="0.4">${safe}</text>` +
      `<text x="${fmt(x)}" y="${fmt(y)}" ${attrs} fill="#FFF7FB">${safe}</text>`,
  )
}

// ---------------------------------------------------------------------------------------------
// Gradient definitions, deduplicated per scene so repeated colours cost one <defs> entry

function defineOnce(s: Scene, key: string, build: (id: string) => string): string {
  const existing = s.ids.get(key)
  if (existing) return existing
  const id = `g${s.ids.size}`
  s.ids.set(key, id)
  s.defs.push(build(id))
  return id
}

function defineDiagonalFade(s: Scene, color: string): string {
  return defineOnce(
    s,
    `diag${color}`,
    (id) =>
      `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="${color}" stop-opacity="0.05"/></linearGradient>`,
  )
}

function defineVerticalFade(s: Scene, color: string, from: number, to: number): string {
  return defineOnce(
    s,
    `vert${color}${from}${to}`,
    (id) =>
      `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${color}" stop-opacity="${fmt2(from)}"/><stop offset="1" stop-color="${color}" stop-opacity="${fmt2(to)}"/></linearGradient>`,
  )
}

function defineHorizontalFade(s: Scene, color: string): string {
  return defineOnce(
    s,
    `horiz${color}`,
    (id) =>
      `<linearGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="0.82"/><stop offset="0.45" stop-color="${color}" stop-opacity="0.55"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></linearGradient>`,
  )
}

// ---------------------------------------------------------------------------------------------
// Text helpers

/** Escapes a label for use as SVG text content and drops code points XML 1.0 forbids. */
function escapeXml(text: string): string {
  let kept = ''
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0
    const control = code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d
    // Lone surrogates and U+FFFE/U+FFFF would make librsvg reject the whole document.
    if (control || (code >= 0xd800 && code <= 0xdfff) || code === 0xfffe || code === 0xffff) continue
    kept += ch
  }
  return kept
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

// Rough advance width of a bold sans glyph in ems; exact metrics depend on the server's fonts.
const BOLD_EM = 0.62

function fitFontSize(text: string, maxWidth: number, preferred: number): number {
  const chars = Math.max(Array.from(text).length, 1)
  return Math.min(preferred, maxWidth / (chars * BOLD_EM))
}

function truncateToWidth(text: string, maxWidth: number, size: number): string {
  const chars = Array.from(text)
  const fits = Math.floor(maxWidth / (size * BOLD_EM))
  if (chars.length <= fits) return text
  return `${chars
    .slice(0, Math.max(fits - 1, 1))
    .join('')
    .trimEnd()}…`
}

// ---------------------------------------------------------------------------------------------
// Numbers, colours, randomness

function fmt(n: number): string {
  return String(Math.round(n * 10) / 10)
}

function fmt2(n: number): string {
  return String(Math.round(n * 100) / 100)
}

function overlap(a0: number, a1: number, b0: number, b1: number): number {
  return Math.max(0, Math.min(a1, b1) - Math.max(a0, b0))
}

function clamp(n: number, min: number, max: number): number {
  return Math.min(Math.max(n, min), max)
}

function range(rng: Rng, min: number, max: number): number {
  return min + (max - min) * rng()
}

function pickItem<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)]
  if (item === undefined) throw new RangeError('cannot pick from an empty list')
  return item
}

function swapAccents(s: Scene): void {
  const c1 = s.c1
  s.c1 = s.c2
  s.c2 = c1
}

function mixHex(a: string, b: string, t: number): string {
  const pa = Number.parseInt(a.slice(1), 16)
  const pb = Number.parseInt(b.slice(1), 16)
  let out = '#'
  for (const shift of [16, 8, 0]) {
    const ca = (pa >> shift) & 0xff
    const cb = (pb >> shift) & 0xff
    out += Math.round(ca + (cb - ca) * t)
      .toString(16)
      .padStart(2, '0')
  }
  return out.toUpperCase()
}

// FNV-1a over the seed's decimal digits, so seeds beyond 2^32 still spread across the state.
function hashSeed(seed: number, salt: number, theme: string): number {
  let h = (0x811c9dc5 ^ salt) >>> 0
  for (const ch of `${theme}:${seed}`) {
    h ^= ch.charCodeAt(0)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h
}

// mulberry32: tiny, fast and good enough to scatter shapes; determinism is what matters here.
function createRng(seed: number): Rng {
  let a = seed >>> 0
  return function next() {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
