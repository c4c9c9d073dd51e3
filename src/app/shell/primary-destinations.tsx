import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useSession } from '../../api/use-session'
import { CoinsIcon, HomeIcon, PlayIcon, SearchIcon, UserIcon } from '../../ui/icons'

export type Destination = {
  id: 'home' | 'videos' | 'search' | 'tokens' | 'account'
  href: string
  label: ReactNode
  icon: ReactNode
  isCurrent: (path: string) => boolean
}

const HOME_PATHS = /^\/(home|banner|celebrities|feeds|outstandings|webstars|categories)\/?$/

/**
 * The app's primary destinations, one list for the phone's bottom bar and the desktop header so
 * both always offer the same places under the same names.
 */
export function usePrimaryDestinations(iconSize: number): Destination[] {
  const isSignedIn = useSession().status === 'user'
  return [
    {
      id: 'home',
      href: '/home',
      label: <Trans>Home</Trans>,
      icon: <HomeIcon size={iconSize} />,
      isCurrent: (p) => HOME_PATHS.test(p),
    },
    {
      id: 'videos',
      href: '/videos',
      label: <Trans>Videos</Trans>,
      icon: <PlayIcon size={iconSize} />,
      isCurrent: (p) => p.startsWith('/videos'),
    },
    {
      id: 'search',
      href: '/webstar/search',
      label: <Trans>Search</Trans>,
      icon: <SearchIcon size={iconSize} />,
      isCurrent: (p) => p.startsWith('/webstar/') || p === '/models',
    },
    {
      id: 'tokens',
      // Signed in: the wallet (balance, transactions, buy more); guests: the token packs.
      href: isSignedIn ? '/tokens' : '/buytokens',
      label: <Trans>Tokens</Trans>,
      icon: <CoinsIcon size={iconSize} />,
      isCurrent: (p) => ['/buytokens', '/tokens', '/purchase/tokens'].includes(p),
    },
    {
      id: 'account',
      href: isSignedIn ? '/dashboard' : '/login',
      label: <Trans>Account</Trans>,
      icon: <UserIcon size={iconSize} />,
      isCurrent: (p) => ['/login', '/signup', '/dashboard', '/favorites', '/likes', '/notifications'].includes(p),
    },
  ]
}
