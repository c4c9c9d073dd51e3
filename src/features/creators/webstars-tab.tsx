import { Trans, useLingui } from '@lingui/react/macro'
import { useInfiniteQuery } from '@tanstack/react-query'
import { LAYOUT, TIMING } from '../../../contract/limits'
import type { Creator } from '../../../contract/schemas/creator'
import { usePreferences } from '../../api/use-preferences'
import { useSession } from '../../api/use-session'
import { useIsOnline } from '../../offline/online'
import { AppLink } from '../../ui/app-link'
import { buttonClass } from '../../ui/button'
import { ListMore, ListStatus } from '../../ui/list-status'
import { CreatorGrid } from './creator-grid'
import { CreatorGridSkeleton } from './creator-skeletons'
import { FollowButton } from './follow-button'
import { webstarsQuery } from './queries'
import { useFollowSync } from './use-follow'
import { usePageEnd } from './use-page-end'
import styles from './webstars-tab.module.css'

/**
 * Home's webstars tab: the creators the viewer follows, then those not followed yet,
 * 18 a page. The followed list is asked for only when someone is signed in. Pages load as the
 * scroll nears the bottom of the page: the followed list first, then the other one, so a section
 * never grows above what the viewer is looking at.
 */
export function WebstarsTab() {
  const { t } = useLingui()
  useFollowSync()
  const preferences = usePreferences()
  const session = useSession()
  const isOnline = useIsOnline()
  const isKnown = session.status !== 'unknown'
  const isSignedIn = session.status === 'user'
  const viewerId = session.user?.id ?? null

  const followed = useInfiniteQuery({
    ...webstarsQuery(preferences, 'followed', viewerId),
    enabled: isSignedIn,
  })
  const isFollowedSettled = !isSignedIn || followed.isError || (followed.isSuccess && !followed.hasNextPage)
  const others = useInfiniteQuery({
    ...webstarsQuery(preferences, 'not-followed', viewerId),
    enabled: isKnown && isFollowedSettled,
  })

  const followedCreators = followed.data?.pages.flatMap((page) => page.data) ?? []
  const otherCreators = others.data?.pages.flatMap((page) => page.data) ?? []
  const current = isSignedIn && followed.hasNextPage ? followed : others
  const isBusy = followed.isFetching || others.isFetching
  const hasPageError = followed.isFetchNextPageError || others.isFetchNextPageError

  usePageEnd({
    isEnabled: isOnline && !isBusy && !hasPageError && current.isSuccess && current.hasNextPage,
    distancePx: LAYOUT.webstarsPrefetchPx,
    throttleMs: TIMING.scrollThrottleMs,
    onNear: () => void current.fetchNextPage(),
  })

  return (
    <div className={styles.tab}>
      <section className={styles.section} aria-labelledby="webstars-followed">
        <h2 id="webstars-followed" className={styles.heading}>
          <Trans>Followed</Trans>
        </h2>
        {!isKnown ? (
          <CreatorGridSkeleton count={6} />
        ) : isSignedIn ? (
          <ListStatus
            isPending={followed.isPending}
            isError={followed.isError && followedCreators.length === 0}
            isEmpty={followedCreators.length === 0}
            isOnline={isOnline}
            isRetrying={followed.isRefetching}
            onRetry={() => void followed.refetch()}
            skeleton={<CreatorGridSkeleton count={6} />}
            emptyTitle={<Trans>You do not follow anyone yet</Trans>}
          >
            <CreatorGrid creators={followedCreators} label={t`Creators you follow`} renderAction={followAction} />
            <ListMore mode="button" list={followed} isOnline={isOnline} isRetryOnly />
          </ListStatus>
        ) : (
          <div className={styles.guest}>
            <p>
              <Trans>Log in to see the creators you follow here.</Trans>
            </p>
            <AppLink href="/login" className={buttonClass({ variant: 'secondary', size: 'small' })}>
              <Trans>Log in</Trans>
            </AppLink>
          </div>
        )}
      </section>

      {isKnown && isFollowedSettled ? (
        <section className={styles.section} aria-labelledby="webstars-others">
          <h2 id="webstars-others" className={styles.heading}>
            <Trans>Not followed yet</Trans>
          </h2>
          <ListStatus
            isPending={others.isPending}
            isError={others.isError && otherCreators.length === 0}
            isEmpty={otherCreators.length === 0}
            isOnline={isOnline}
            isRetrying={others.isRefetching}
            onRetry={() => void others.refetch()}
            skeleton={<CreatorGridSkeleton count={12} />}
            emptyTitle={<Trans>No records found</Trans>}
            emptyBody={<Trans>Nothing here right now. New things arrive every week, so have a look again soon.</Trans>}
          >
            <CreatorGrid
              creators={otherCreators}
              label={t`Creators you do not follow yet`}
              renderAction={followAction}
            />
            <ListMore mode="button" list={others} isOnline={isOnline} isRetryOnly />
          </ListStatus>
        </section>
      ) : null}
      {current.isFetchingNextPage ? <CreatorGridSkeleton count={6} /> : null}
    </div>
  )
}

function followAction(creator: Creator) {
  return <FollowButton creator={creator} compact />
}
