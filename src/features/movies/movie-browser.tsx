import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState } from 'react'
import { usePreferences } from '../../api/use-preferences'
import { CloseIcon } from '../../ui/icons'
import { SearchForm } from '../../ui/search-form'
import { Skeleton } from '../../ui/skeleton'
import styles from './browse.module.css'
import { PagedMovies } from './paged-movies'
import {
  categoriesQuery,
  type FilterKind,
  filterNameQuery,
  type MovieFilters,
  moviesQuery,
  normalizeFilters,
  recordMovieSearch,
} from './queries'
import { isSearchReady, SEARCH_DEBOUNCE_MS, searchToApply } from './search-rule'

type Props = {
  /** `search` (video.search) puts the text box first and focuses it. */
  mode: 'index' | 'search'
  filters: MovieFilters
  /** Shows other filters; `push` adds a history entry, typing replaces the current one. */
  onChange: (next: MovieFilters, how: 'push' | 'replace') => void
}

/**
 * The movie index: a title saying what is shown, the text filter (it runs at
 * 3+ characters or when emptied, after a pause in typing), a category choice, the other filters as
 * removable chips, 16 movies a page with "Load more", and every list state. Each search is
 * recorded with POST /api/movie_searchs.
 */
export function MovieBrowser({ mode, filters, onChange }: Props) {
  const { t } = useLingui()
  const preferences = usePreferences()
  const applied = normalizeFilters(filters)
  const movies = useInfiniteQuery(moviesQuery(preferences, applied))
  const record = useMutation({ mutationFn: (next: MovieFilters) => recordMovieSearch(preferences, next) })
  const total = movies.data?.pages[0]?.meta.pagination.total

  /** A change made here: show it, and record it as a search when it searches or filters anything. */
  function search(next: MovieFilters, how: 'push' | 'replace') {
    onChange(next, how)
    const normalized = normalizeFilters(next)
    if (Object.keys(normalized).length > 0) record.mutate(normalized)
  }

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <MovieIndexTitle mode={mode} filters={applied} />
        <p className={styles.count} aria-live="polite">
          {total !== undefined ? (
            <Plural value={total} one="# video" other="# videos" />
          ) : movies.isPending ? (
            <Skeleton width={80} height={14} />
          ) : null}
        </p>
      </header>

      <div className={styles.toolbar}>
        <SearchBox
          mode={mode}
          applied={applied.search}
          onApply={(text) => search({ ...applied, search: text || undefined }, 'replace')}
        />
        <CategorySelect
          value={applied.category_id}
          onChange={(categoryId) => search({ ...applied, category_id: categoryId }, 'push')}
        />
      </div>

      <FilterChips filters={applied} onRemove={(next) => onChange(next, 'push')} />

      <PagedMovies
        movies={movies}
        label={t`Videos`}
        emptyBody={Object.keys(applied).length > 0 ? <Trans>Try other words, or remove a filter.</Trans> : undefined}
      />
    </div>
  )
}

function MovieIndexTitle({ mode, filters }: { mode: Props['mode']; filters: MovieFilters }) {
  const search = filters.search
  const named = firstNamedFilter(filters)
  if (search) {
    return (
      <h1 className={styles.title}>
        <Trans>Results for “{search}”</Trans>
      </h1>
    )
  }
  if (named) return <NamedTitle kind={named.kind} id={named.id} />
  return (
    <h1 className={styles.title}>{mode === 'search' ? <Trans>Search videos</Trans> : <Trans>All videos</Trans>}</h1>
  )
}

function firstNamedFilter(filters: MovieFilters): { kind: FilterKind; id: number } | undefined {
  if (filters.category_id) return { kind: 'category', id: filters.category_id }
  if (filters.tag_id) return { kind: 'tag', id: filters.tag_id }
  if (filters.group_id) return { kind: 'group', id: filters.group_id }
  if (filters.model_id) return { kind: 'model', id: filters.model_id }
  return undefined
}

function NamedTitle({ kind, id }: { kind: FilterKind; id: number }) {
  const preferences = usePreferences()
  const name = useQuery(filterNameQuery(preferences, kind, id))
  if (name.isPending) {
    return (
      <h1 className={styles.title}>
        <Skeleton width="min(60%, 280px)" height={28} />
      </h1>
    )
  }
  // Without its name (offline, removed) the title still says what kind of list it is.
  const text = name.data
  if (text === undefined) {
    return (
      <h1 className={styles.title}>
        <Trans>Videos</Trans>
      </h1>
    )
  }
  return (
    <h1 className={styles.title}>
      {kind === 'category' ? <Trans>{text} videos</Trans> : null}
      {kind === 'tag' ? <Trans>Videos tagged “{text}”</Trans> : null}
      {kind === 'group' ? <Trans>{text}: all videos</Trans> : null}
      {kind === 'model' ? <Trans>Videos with {text}</Trans> : null}
    </h1>
  )
}

function focusOnMount(node: HTMLInputElement | null) {
  node?.focus({ preventScroll: true })
}

function SearchBox({
  mode,
  applied,
  onApply,
}: {
  mode: Props['mode']
  applied: string | undefined
  onApply: (text: string) => void
}) {
  const { t } = useLingui()
  const [draft, setDraft] = useState(applied ?? '')
  const [syncedWith, setSyncedWith] = useState(applied)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  // The URL changed without typing here (back, a link): show its search in the box.
  if (applied !== syncedWith) {
    setSyncedWith(applied)
    if ((applied ?? '') !== draft.trim()) setDraft(applied ?? '')
  }

  function apply(text: string) {
    clearTimeout(timer.current)
    const next = searchToApply(text, applied)
    if (next !== null) onApply(next)
  }

  function change(text: string) {
    setDraft(text)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => apply(text), SEARCH_DEBOUNCE_MS)
  }

  const isTooShort = !isSearchReady(draft)
  return (
    <SearchForm
      label={t`Search videos`}
      onSubmit={() => apply(draft)}
      hint={isTooShort ? <Trans>Type at least 3 characters to search.</Trans> : null}
      input={{
        ref: mode === 'search' ? focusOnMount : undefined,
        value: draft,
        onChange: (event) => change(event.target.value),
        maxLength: 100,
      }}
      classNames={{ form: styles.searchForm, field: styles.searchField, input: styles.searchInput, hint: styles.hint }}
    >
      {draft ? (
        <button type="button" className={styles.clear} aria-label={t`Clear search`} onClick={() => change('')}>
          <CloseIcon size={16} />
        </button>
      ) : null}
    </SearchForm>
  )
}

function CategorySelect({
  value,
  onChange,
}: {
  value: number | undefined
  onChange: (categoryId: number | undefined) => void
}) {
  const { t } = useLingui()
  const id = useId()
  const preferences = usePreferences()
  const categories = useQuery(categoriesQuery(preferences))
  const current = useQuery({ ...filterNameQuery(preferences, 'category', value ?? 0), enabled: value !== undefined })
  const options = categories.data?.data ?? []
  // A category of the other theme (from a shared link) is not in this theme's list; keep it choosable.
  const isListed = value === undefined || options.some((category) => category.id === value)
  return (
    <div className={styles.selectField}>
      <label htmlFor={id} className="visually-hidden">
        <Trans>Category</Trans>
      </label>
      <select
        id={id}
        className={styles.select}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : undefined)}
        aria-busy={categories.isPending || undefined}
      >
        <option value="">{t`All categories`}</option>
        {isListed ? null : <option value={value}>{current.data ?? t`Category ${value}`}</option>}
        {options.map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
          </option>
        ))}
      </select>
    </div>
  )
}

const CHIP_KINDS = [
  { kind: 'tag', field: 'tag_id' },
  { kind: 'group', field: 'group_id' },
  { kind: 'model', field: 'model_id' },
] as const

/** Tag, group and model filters (set by links from the watch page), each removable. */
function FilterChips({ filters, onRemove }: { filters: MovieFilters; onRemove: (next: MovieFilters) => void }) {
  const { t } = useLingui()
  const chips = CHIP_KINDS.flatMap(({ kind, field }) => {
    const id = filters[field]
    return id === undefined ? [] : [{ kind, field, id }]
  })
  if (chips.length === 0) return null
  return (
    <ul className={styles.chips} aria-label={t`Active filters`}>
      {chips.map((chip) => (
        <li key={chip.field}>
          <FilterChip
            kind={chip.kind}
            id={chip.id}
            onRemove={() => onRemove({ ...filters, [chip.field]: undefined })}
          />
        </li>
      ))}
    </ul>
  )
}

function FilterChip({ kind, id, onRemove }: { kind: FilterKind; id: number; onRemove: () => void }) {
  const { t } = useLingui()
  const preferences = usePreferences()
  const name = useQuery(filterNameQuery(preferences, kind, id)).data ?? `#${id}`
  const label =
    kind === 'tag'
      ? t`Tag: ${name}`
      : kind === 'group'
        ? t`Group: ${name}`
        : kind === 'model'
          ? t`Creator: ${name}`
          : name
  return (
    <span className={styles.chip}>
      <span>{label}</span>
      <button type="button" className={styles.chipRemove} aria-label={t`Remove filter ${label}`} onClick={onRemove}>
        <CloseIcon size={14} />
      </button>
    </span>
  )
}
