import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useInfiniteQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useState } from 'react'
import { TIMING } from '../../../contract/limits'
import { SEARCH_RULE } from '../../../contract/schemas/common'
import { usePreferences } from '../../api/use-preferences'
import { useIsOnline } from '../../offline/online'
import { ListMore, ListStatus } from '../../ui/list-status'
import { SearchForm } from '../../ui/search-form'
import { Skeleton } from '../../ui/skeleton'
import { EmptyState } from '../../ui/states'
import { CreatorGrid } from './creator-grid'
import { CreatorGridSkeleton } from './creator-skeletons'
import styles from './lists.module.css'
import { creatorSearchQuery, isCreatorSearchReady } from './queries'

const route = getRouteApi('/shell/gated/webstar/search')

/**
 * Creator search results (webstars.search): the header's search box leads here with `search` and
 * `t`, the time of the search, so searching the same words again loads them again. The page has
 * its own box for phones, where the header shows only an icon.
 */
export function CreatorSearchScreen() {
  const { t } = useLingui()
  const preferences = usePreferences()
  const isOnline = useIsOnline()
  const { search, t: time } = route.useSearch()
  const navigate = route.useNavigate()
  const text = search.trim()
  const isReady = isCreatorSearchReady(text)
  const results = useInfiniteQuery({ ...creatorSearchQuery(preferences, text, time ?? 0), enabled: isReady })
  const creators = results.data?.pages.flatMap((page) => page.data) ?? []
  const total = results.data?.pages[0]?.meta.pagination.total

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{text ? <Trans>Creators matching “{text}”</Trans> : <Trans>Creators</Trans>}</h1>
        <p className={styles.count} aria-live="polite">
          {total !== undefined ? (
            <Plural value={total} one="# creator" other="# creators" />
          ) : isReady && results.isPending ? (
            <Skeleton width={80} height={14} />
          ) : null}
        </p>
      </header>

      <CreatorSearchForm
        key={`${text}:${time ?? 0}`}
        initial={text}
        onSearch={(next) => void navigate({ search: (previous) => ({ ...previous, search: next, t: Date.now() }) })}
      />

      {isReady ? (
        <ListStatus
          isPending={results.isPending}
          isError={results.isError && creators.length === 0}
          isEmpty={creators.length === 0}
          isOnline={isOnline}
          isRetrying={results.isRefetching}
          onRetry={() => void results.refetch()}
          skeleton={<CreatorGridSkeleton count={12} />}
        >
          <CreatorGrid creators={creators} label={t`Search results`} />
          <ListMore mode="scroll" list={results} isOnline={isOnline} throttleMs={TIMING.scrollThrottleMs} />
        </ListStatus>
      ) : (
        <EmptyState title={<Trans>Type at least 3 characters to search.</Trans>} />
      )}
    </div>
  )
}

function CreatorSearchForm({ initial, onSearch }: { initial: string; onSearch: (text: string) => void }) {
  const { t } = useLingui()
  const [draft, setDraft] = useState(initial)
  const [isTooShort, setIsTooShort] = useState(false)

  function submit() {
    const text = draft.trim()
    if (!isCreatorSearchReady(text)) {
      setIsTooShort(true)
      return
    }
    onSearch(text)
  }

  return (
    <SearchForm
      label={t`Search creators`}
      onSubmit={submit}
      hint={isTooShort ? <Trans>Type at least 3 characters to search.</Trans> : null}
      hintRole="alert"
      input={{
        name: 'search',
        value: draft,
        onChange: (event) => {
          setDraft(event.target.value)
          setIsTooShort(false)
        },
        maxLength: SEARCH_RULE.max,
        'aria-invalid': isTooShort || undefined,
      }}
      classNames={{ form: styles.searchForm, field: styles.searchField, input: styles.searchInput, hint: styles.hint }}
    >
      <button type="submit" className={styles.searchSubmit}>
        <Trans>Search</Trans>
      </button>
    </SearchForm>
  )
}
