/**
 * Renders the PWA icons from public/icons/logo.svg. Run once after changing the logo
 * (`node --import tsx scripts/make-icons.ts`); the PNGs are committed.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'

const dir = path.join(import.meta.dirname, '..', 'public', 'icons')
const logo = readFileSync(path.join(dir, 'logo.svg'))

async function main() {
  for (const size of [192, 512]) {
    await sharp(logo)
      .resize(size, size)
      .png()
      .toFile(path.join(dir, `icon-${size}.png`))
  }
  await sharp(logo)
    .resize(180, 180)
    .flatten({ background: '#0B0A0F' })
    .png()
    .toFile(path.join(dir, 'apple-touch-icon.png'))
  // Maskable: the mark inside the 80% safe zone on a full-bleed background.
  const inner = await sharp(logo).resize(360, 360).png().toBuffer()
  await sharp({ create: { width: 512, height: 512, channels: 4, background: '#0B0A0F' } })
    .composite([{ input: inner, left: 76, top: 76 }])
    .png()
    .toFile(path.join(dir, 'maskable-512.png'))
  // Notification badge (Android's status bar): a white silhouette of the mark on transparency.
  const badge = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="110 130 292 260"><path d="M132 150h62l62 150 62-150h62L286 370h-60z" fill="#fff"/></svg>',
  )
  await sharp(badge)
    .resize(96, 96, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toFile(path.join(dir, 'badge-96.png'))
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
