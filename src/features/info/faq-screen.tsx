/** /faqs: every question with its HTML answer, searchable as you type. */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useDeferredValue, useId, useMemo, useState } from 'react'
import type { Faq } from '../../../contract/schemas/faq'
import { usePreferences } from '../../api/use-preferences'
import { useIsOnline } from '../../offline/online'
import { Button, buttonClass } from '../../ui/button'
import { ChevronDownIcon, CloseIcon, SearchIcon } from '../../ui/icons'
import { LoadFailed } from '../../ui/load-failed'
import { Skeleton } from '../../ui/skeleton'
import { EmptyState } from '../../ui/states'
import styles from './faq-screen.module.css'
import { filterBySearch, normalizeForSearch } from './faq-search'
import info from './info.module.css'
import { InfoHeader } from './info-parts'
import { faqsQuery } from './queries'
import { SafeHtml, type SafeNode, sanitizeHtml, textOf } from './safe-html'

type FaqEntry = { faq: Faq; answer: SafeNode[]; searchText: string }

export function FaqScreen() {
  const isOnline = useIsOnline()
  const faqs = useQuery(faqsQuery(usePreferences()))
  return (
    <div className={info.page}>
      <InfoHeader
        eyebrow={<Trans>Help centre</Trans>}
        title={<Trans>Frequently asked questions</Trans>}
        lead={<Trans>Quick answers about your account, payments, tokens and privacy.</Trans>}
      />
      {faqs.data ? (
        faqs.data.length === 0 ? (
          <EmptyState title={<Trans>There are no questions yet</Trans>} />
        ) : (
          <FaqList faqs={faqs.data} />
        )
      ) : faqs.isError || faqs.isPaused ? (
        // Offline, a first load waits (paused) for the connection instead of failing: both show the offline state.
        <LoadFailed
          isOnline={isOnline && !faqs.isPaused}
          offlineBody={
            <Trans>
              The questions have not been saved on this device yet. They will load when you are back online.
            </Trans>
          }
          onRetry={() => void faqs.refetch()}
          isRetrying={faqs.isRefetching}
        />
      ) : (
        <FaqSkeleton />
      )}
      <aside className={info.helpCard}>
        <div className={info.header}>
          <h2 className={info.helpTitle}>
            <Trans>Still need help?</Trans>
          </h2>
          <p className={info.muted}>
            <Trans>Our support team answers every message.</Trans>
          </p>
        </div>
        <Link to="/support" className={buttonClass({ variant: 'secondary' })}>
          <Trans>Contact support</Trans>
        </Link>
      </aside>
    </div>
  )
}

function FaqList({ faqs }: { faqs: Faq[] }) {
  const { t, i18n } = useLingui()
  const searchId = useId()
  const [search, setSearch] = useState('')
  // Typing stays instant on long lists: filtering renders at a lower priority.
  const deferredSearch = useDeferredValue(search)
  const entries = useMemo<FaqEntry[]>(
    () =>
      faqs.map((faq) => {
        const answer = sanitizeHtml(faq.answer)
        return { faq, answer, searchText: normalizeForSearch(`${faq.question} ${textOf(answer)}`, i18n.locale) }
      }),
    [faqs, i18n.locale],
  )
  const shown = useMemo(
    () => filterBySearch(entries, deferredSearch, i18n.locale),
    [entries, deferredSearch, i18n.locale],
  )
  const isSearching = deferredSearch.trim().length > 0
  const count = shown.length

  return (
    <section className={styles.faqs} aria-label={t`Questions`}>
      <search className={styles.search}>
        <label htmlFor={searchId} className="visually-hidden">
          <Trans>Search the questions</Trans>
        </label>
        <SearchIcon size={20} className={styles.searchIcon} />
        <input
          id={searchId}
          type="search"
          className={styles.searchInput}
          placeholder={t`Search the questions`}
          value={search}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => setSearch(event.target.value)}
        />
        {search ? (
          <button type="button" className={styles.clear} aria-label={t`Clear search`} onClick={() => setSearch('')}>
            <CloseIcon size={18} />
          </button>
        ) : null}
      </search>
      <p className={styles.count} aria-live="polite">
        {isSearching ? (
          <Plural value={count} one="# question matches your search" other="# questions match your search" />
        ) : (
          <Plural value={count} one="# question" other="# questions" />
        )}
      </p>
      {count === 0 ? (
        <EmptyState
          title={<Trans>No questions match your search</Trans>}
          body={<Trans>Try other words, or ask our support team.</Trans>}
          action={
            <Button variant="secondary" onClick={() => setSearch('')}>
              <Trans>Clear search</Trans>
            </Button>
          }
        />
      ) : (
        <div className={styles.list}>
          {shown.map(({ faq, answer }) => (
            <details key={faq.id} className={styles.item}>
              <summary className={styles.question}>
                <span>{faq.question}</span>
                <ChevronDownIcon size={20} className={styles.chevron} />
              </summary>
              <SafeHtml nodes={answer} className={`${info.prose} ${styles.answer}`} />
            </details>
          ))}
        </div>
      )}
    </section>
  )
}

function FaqSkeleton() {
  const { t } = useLingui()
  return (
    <div className={styles.list} role="status" aria-label={t`Loading questions`}>
      {[72, 56, 80, 64, 48, 70].map((width) => (
        <div key={width} className={styles.skeletonRow}>
          <Skeleton width={`${width}%`} height={16} />
          <Skeleton width={20} height={20} circle />
        </div>
      ))}
    </div>
  )
}
