import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { startTransition, useOptimistic } from 'react'
import { TIMING } from '../../../contract/limits'
import type { SiteType } from '../../../contract/site-types'
import { setSiteType } from '../../api/preferences'
import { usePreferences } from '../../api/use-preferences'
import { useIsOnline } from '../../offline/online'
import { ListMore, ListStatus } from '../../ui/list-status'
import { Segmented } from '../../ui/segmented'
import { Skeleton } from '../../ui/skeleton'
import { CreatorGrid } from './creator-grid'
import { CreatorGridSkeleton } from './creator-skeletons'
import styles from './lists.module.css'
import { ModelFilterBar } from './model-filter-bar'
import { effectiveFilterValues, filterStrings, pickFilterParams, withFilterValue } from './model-filters-state'
import { modelFiltersQuery, modelsQuery } from './queries'

const route = getRouteApi('/shell/gated/models')

/**
 * The models grid (webstars.index): creators of the theme,
 * 40 a page as the scroll nears the end, with the Divas/Chads switch (a switch loads the grid of
 * the other theme) and the filters GET /api/filters describes, kept in the URL.
 */
export function ModelsScreen() {
  const { t } = useLingui()
  const preferences = usePreferences()
  const isOnline = useIsOnline()
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const raw = filterStrings(pickFilterParams(search))
  // A choice shows at once, while the address (which the grid follows) catches up with it.
  const [shownFilters, showFilters] = useOptimistic(raw)
  const filterList = useQuery(modelFiltersQuery(preferences))
  const filters = filterList.data?.data ?? []
  const values = effectiveFilterValues(filters, raw)
  // Until the filters are known the grid would be asked for twice (unfiltered, then filtered).
  const models = useInfiniteQuery({ ...modelsQuery(preferences, values), enabled: !filterList.isPending })
  const creators = models.data?.pages.flatMap((page) => page.data) ?? []
  const total = models.data?.pages[0]?.meta.pagination.total

  function chooseTheme(next: SiteType) {
    setSiteType(next)
    // A theme pinned in the URL would win again on reload; keep it in step with the switch.
    if (search.site_type) void navigate({ search: (previous) => ({ ...previous, site_type: next }), replace: true })
  }

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.titleRow}>
          <h1 className={styles.title}>
            <Trans>Creators</Trans>
          </h1>
          <Segmented
            label={t`Theme`}
            value={preferences.siteType}
            onChange={chooseTheme}
            options={[
              { value: 'divas', label: <Trans>Divas</Trans> },
              { value: 'chads', label: <Trans>Chads</Trans> },
            ]}
          />
        </div>
        <p className={styles.count} aria-live="polite">
          {total !== undefined ? (
            <Plural value={total} one="# creator" other="# creators" />
          ) : models.isPending ? (
            <Skeleton width={80} height={14} />
          ) : null}
        </p>
      </header>

      {filterList.isPending ? (
        <div className={styles.filtersSkeleton} aria-hidden="true">
          <Skeleton width="min(100%, 420px)" height={44} />
          <Skeleton width="min(100%, 520px)" height={44} />
        </div>
      ) : (
        <ModelFilterBar
          filters={filters}
          values={shownFilters}
          onChange={(filter, value) => {
            const next = withFilterValue(shownFilters, filter, value)
            startTransition(async () => {
              showFilters(filterStrings(next))
              await navigate({ search: next, replace: true })
            })
          }}
        />
      )}

      <ListStatus
        isPending={models.isPending}
        isError={models.isError && creators.length === 0}
        isEmpty={creators.length === 0}
        isOnline={isOnline}
        isRetrying={models.isRefetching}
        onRetry={() => void models.refetch()}
        skeleton={<CreatorGridSkeleton count={18} />}
      >
        <CreatorGrid creators={creators} label={t`Creators`} />
        <ListMore mode="scroll" list={models} isOnline={isOnline} throttleMs={TIMING.scrollThrottleMs} />
      </ListStatus>
    </div>
  )
}
