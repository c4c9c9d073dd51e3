import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { usePreferences } from '../../api/use-preferences'
import { useIsOnline } from '../../offline/online'
import { ListStatus } from '../../ui/list-status'
import { CreatorGrid } from './creator-grid'
import gridStyles from './creator-grid.module.css'
import { CreatorGridSkeleton } from './creator-skeletons'
import { outstandingQuery } from './queries'

/** Home's outstanding tab: up to 56 creators of the theme, in one grid. */
export function OutstandingGrid() {
  const { t } = useLingui()
  const preferences = usePreferences()
  const isOnline = useIsOnline()
  const outstanding = useQuery(outstandingQuery(preferences))
  const creators = outstanding.data?.data ?? []
  return (
    <div className={gridStyles.panel}>
      <ListStatus
        isPending={outstanding.isPending}
        isError={outstanding.isError && creators.length === 0}
        isEmpty={creators.length === 0}
        isOnline={isOnline}
        isRetrying={outstanding.isRefetching}
        onRetry={() => void outstanding.refetch()}
        skeleton={<CreatorGridSkeleton count={18} label={t`Loading creators`} />}
        emptyTitle={<Trans>No records found</Trans>}
        emptyBody={<Trans>Nothing here right now. New things arrive every week, so have a look again soon.</Trans>}
      >
        <CreatorGrid creators={creators} label={t`Outstanding creators`} />
      </ListStatus>
    </div>
  )
}
