import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useLocation, useNavigate } from '@tanstack/react-router'
import type { FormEvent } from 'react'
import { usePreferences } from '../../api/use-preferences'
import { useSession } from '../../api/use-session'
import { ChatShortcut } from '../../features/chat'
import { LanguageMenu } from '../../features/language'
import { TokenBalanceChip } from '../../features/wallet'
import { AppLink } from '../../ui/app-link'
import { CoinsIcon, InstagramIcon, SearchIcon, XLogoIcon } from '../../ui/icons'
import { LogoMark } from '../../ui/logo-mark'
import { AccountMenu } from './account-menu'
import styles from './header.module.css'
import { PendingChip } from './outbox-status'
import { usePrimaryDestinations } from './primary-destinations'
import { SOCIAL_LINKS } from './social-links'

/**
 * Header: logo, model search, social links of the theme, chat, language, tokens, profile.
 * From 768 px it also carries the primary navigation the phone has in its bottom bar.
 */
export function Header() {
  const { t } = useLingui()
  const { siteType } = usePreferences()
  const navigate = useNavigate()
  const isSignedIn = useSession().status === 'user'

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const text = String(new FormData(event.currentTarget).get('search') ?? '').trim()
    void navigate({ href: `/webstar/search?search=${encodeURIComponent(text)}&t=${Date.now()}` })
  }

  return (
    // Signed in, the row holds chat, balance and avatar too: on narrow phones the mark stands alone.
    <header className={isSignedIn ? `${styles.header} ${styles.signedIn}` : styles.header}>
      <div className={styles.inner}>
        <Link to="/home" className={styles.logo} aria-label={t`Velvet home`}>
          <LogoMark className={styles.logoMark} size={30} />
          <span className={styles.wordmark}>Velvet</span>
        </Link>
        <HeaderNav />
        <form className={styles.search} onSubmit={search} aria-label={t`Search creators`}>
          <label className={styles.searchField}>
            <SearchIcon size={18} />
            <span className="visually-hidden">
              <Trans>Search creators</Trans>
            </span>
            <input
              name="search"
              type="search"
              placeholder={t`Search creators`}
              autoComplete="off"
              enterKeyHint="search"
            />
          </label>
        </form>
        <div className={styles.end}>
          <div className={styles.social}>
            {SOCIAL_LINKS[siteType].map((link) => (
              <a
                key={link.url}
                className={styles.socialLink}
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={link.label}
              >
                {link.site === 'instagram' ? <InstagramIcon size={18} /> : <XLogoIcon size={16} />}
              </a>
            ))}
          </div>
          <AppLink
            className={`${styles.iconLink} ${styles.phoneOnly}`}
            href="/webstar/search"
            aria-label={t`Search creators`}
          >
            <SearchIcon size={20} />
          </AppLink>
          <ChatShortcut />
          <PendingChip />
          <LanguageMenu isCompact={isSignedIn} />
          {isSignedIn ? (
            // The balance, loaded after the first screen; the plain link stands in until then.
            <TokenBalanceChip
              fallback={
                <AppLink className={styles.iconLink} href="/tokens" aria-label={t`Tokens`}>
                  <CoinsIcon size={20} />
                </AppLink>
              }
            />
          ) : (
            <AppLink className={`${styles.iconLink} ${styles.phoneOnly}`} href="/buytokens" aria-label={t`Tokens`}>
              <CoinsIcon size={20} />
            </AppLink>
          )}
          <AccountMenu />
        </div>
      </div>
    </header>
  )
}

/** The bottom bar's destinations on wide screens; the account one is the profile menu at the end. */
function HeaderNav() {
  const { t } = useLingui()
  const pathname = useLocation({ select: (location) => location.pathname })
  const destinations = usePrimaryDestinations(18).filter((item) => item.id !== 'account')
  return (
    <nav className={styles.nav} aria-label={t`Main`}>
      {destinations.map((item) => (
        <AppLink
          key={item.id}
          href={item.href}
          className={item.id === 'search' ? `${styles.navItem} ${styles.navSearch}` : styles.navItem}
          aria-current={item.isCurrent(pathname) ? 'page' : undefined}
        >
          {item.icon}
          {item.label}
        </AppLink>
      ))}
    </nav>
  )
}
