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
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
