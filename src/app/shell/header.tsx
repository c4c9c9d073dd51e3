import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import type { FormEvent } from 'react'
import { usePreferences } from '../../api/use-preferences'
import { ChatShortcut } from '../../features/chat'
import { LanguageMenu } from '../../features/language'
import { AppLink } from '../../ui/app-link'
import { CoinsIcon, InstagramIcon, SearchIcon, XLogoIcon } from '../../ui/icons'
import { AccountMenu } from './account-menu'
import styles from './header.module.css'
import { PendingChip } from './outbox-status'
import { SOCIAL_LINKS } from './social-links'

/** Header (000 §2 App shell): logo, model search, social links of the theme, chat, language, tokens, profile. */
export function Header() {
  const { t } = useLingui()
  const { siteType } = usePreferences()
  const navigate = useNavigate()

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const text = String(new FormData(event.currentTarget).get('search') ?? '').trim()
    void navigate({ href: `/webstar/search?search=${encodeURIComponent(text)}&t=${Date.now()}` })
  }

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/home" className={styles.logo} aria-label={t`Velvet home`}>
          <img src="/icons/icon-192.png" alt="" width={30} height={30} />
          <span>Velvet</span>
        </Link>
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
            className={`${styles.tokens} ${styles.searchIcon}`}
            href="/webstar/search"
            aria-label={t`Search creators`}
          >
            <SearchIcon size={20} />
          </AppLink>
          <ChatShortcut />
          <PendingChip />
          <LanguageMenu />
          <AppLink className={styles.tokens} href="/buytokens" aria-label={t`Tokens`}>
            <CoinsIcon size={20} />
            <span className={styles.tokensLabel}>
              <Trans>Tokens</Trans>
            </span>
          </AppLink>
          <AccountMenu />
        </div>
      </div>
    </header>
  )
}
