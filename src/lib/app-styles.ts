/**
 * The app's style sheets do not hold up the first paint: index.html paints the age gate and the
 * shell's bar from its inline critical CSS, and the build marks the sheets `media="print"` so the
 * browser fetches them without blocking (scripts/first-paint.ts). The app applies them before its
 * first render, so nothing of it is ever shown unstyled.
 */
import { APP_CSS_ATTRIBUTE } from './app-css'

function loaded(link: HTMLLinkElement): Promise<void> {
  if (link.sheet) return Promise.resolve()
  return new Promise((resolve) => {
    // A sheet that fails to load must not keep the app from starting.
    link.addEventListener('load', () => resolve(), { once: true })
    link.addEventListener('error', () => resolve(), { once: true })
  })
}

export async function applyAppStyles(): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>(`link[${APP_CSS_ATTRIBUTE}]`)]
  await Promise.all(links.map(loaded))
  for (const link of links) link.media = 'all'
}
