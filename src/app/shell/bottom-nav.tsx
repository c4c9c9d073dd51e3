import { Trans, useLingui } from '@lingui/react/macro'
import { useLocation } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useSession } from '../../api/use-session'
import { AppLink } from '../../ui/app-link'
import { CoinsIcon, HomeIcon, PlayIcon, SearchIcon, UserIcon } from '../../ui/icons'
import styles from './bottom-nav.module.css'

type Item = { href: string; label: ReactNode; icon: ReactNode; match: (path: string) => boolean }

const HOME_PATHS = /^\/(home|celebrities|feeds|outstandings|webstars|categories)\/?$/

/** The phone tab bar (DESIGN.md): primary destinations within thumb reach. */
export function BottomNav() {
  const { t } = useLingui()
  const pathname = useLocation({ select: (location) => location.pathname })
  const isSignedIn = useSession().status === 'user'
  const items: Item[] = [
    { href: '/home', label: <Trans>Home</Trans>, icon: <HomeIcon size={22} />, match: (p) => HOME_PATHS.test(p) },
    {
      href: '/videos',
      label: <Trans>Videos</Trans>,
      icon: <PlayIcon size={22} />,
      match: (p) => p.startsWith('/videos'),
    },
    {
      href: '/webstar/search',
      label: <Trans>Search</Trans>,
      icon: <SearchIcon size={22} />,
      match: (p) => p.startsWith('/webstar/'),
    },
    {
      href: isSignedIn ? '/purchase/tokens' : '/buytokens',
      label: <Trans>Tokens</Trans>,
      icon: <CoinsIcon size={22} />,
      match: (p) => p === '/buytokens' || p === '/tokens' || p === '/purchase/tokens',
    },
    {
      href: isSignedIn ? '/dashboard' : '/login',
      label: <Trans>Account</Trans>,
      icon: <UserIcon size={22} />,
      match: (p) => p === '/login' || p === '/dashboard',
    },
  ]
  return (
    <nav className={styles.nav} aria-label={t`Main`}>
      {items.map((item) => (
        <AppLink
          key={item.href}
          href={item.href}
          className={styles.item}
          aria-current={item.match(pathname) ? 'page' : undefined}
        >
          {item.icon}
          {item.label}
        </AppLink>
      ))}
    </nav>
  )
}
