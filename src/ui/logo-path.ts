/**
 * The white V of the Velvet mark (public/favicon.svg, on its 512 × 512 box). The page draws the mark
 * itself, this path over a CSS gradient (logo-mark.tsx, and index.html through scripts/first-paint.ts),
 * instead of showing the SVG file as an image: Chromium builds a whole document for an SVG image,
 * about 45 ms at CPU ×4 in the middle of a repeat visit's first paint.
 */
export const LOGO_V_PATH = 'M132 150h62l62 150 62-150h62L286 370h-60z'
