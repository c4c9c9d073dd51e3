import { useEffect } from 'react'

const APP_NAME = 'Velvet'

/**
 * The document title names the page the way its one h1 does ("Golden Weekend · Velvet"), whatever
 * the screen and whenever its heading changes (data arriving, language switched). Deriving it from
 * the h1 keeps one source for both, so no screen can forget its title.
 */
export function DocumentTitle() {
  useEffect(() => {
    const root = document.getElementById('root')
    if (!root) return
    let frame = 0
    const update = () => {
      frame = 0
      const heading = root.querySelector('main h1') ?? root.querySelector('h1')
      const text = heading?.textContent?.replace(/\s+/g, ' ').trim()
      const title = text && text !== APP_NAME ? `${text} · ${APP_NAME}` : APP_NAME
      if (document.title !== title) document.title = title
    }
    const observer = new MutationObserver(() => {
      if (!frame) frame = requestAnimationFrame(update)
    })
    observer.observe(root, { childList: true, subtree: true, characterData: true })
    update()
    return () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
    }
  }, [])
  return null
}
