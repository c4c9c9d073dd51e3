/**
 * The Velvet mark where the page shows it (bars, gate, footer, install prompt): the vector logo,
 * 0.7 kB and the same file as the tab's icon, where the 192 px app icon was 31 kB on a first visit's
 * critical path (about 0.15 s of a slow 4G link's bandwidth, shared with the app's code). The PNGs
 * stay for the manifest and notifications, which need bitmaps. index.html's first paint uses it too.
 */
const LOGO_SRC = '/favicon.svg'

/** Decorative: it always sits beside the brand's name or a label that says what it is. */
export function LogoMark({ size, className }: { size: number; className?: string }) {
  return <img className={className} src={LOGO_SRC} alt="" width={size} height={size} />
}
