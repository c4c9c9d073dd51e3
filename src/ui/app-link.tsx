import { useRouter } from '@tanstack/react-router'
import type { AnchorHTMLAttributes, MouseEvent } from 'react'

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }

/**
 * A link to a URL known only at run time (from the API: slides, banners) or to a page of the app.
 * Paths inside the app navigate without reloading; http(s) links open in a new tab.
 */
export function AppLink({ href, onClick, children, ...rest }: Props) {
  const router = useRouter()
  const isExternal = /^https?:\/\//.test(href) || href.startsWith('mailto:')
  if (isExternal) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" onClick={onClick} {...rest}>
        {children}
      </a>
    )
  }
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event)
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return
    event.preventDefault()
    void router.navigate({ href })
  }
  return (
    <a href={href} onClick={handleClick} {...rest}>
      {children}
    </a>
  )
}
