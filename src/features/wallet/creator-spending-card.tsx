/**
 * The dashboard's spending per creator: tokens spent on each creator (tips and unlocks),
 * largest first, 10 a page, each linking to the creator. Read offline from the saved copy.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { useSession } from '../../api/use-session'
import { creatorHref } from '../../lib/creator-href'
import { AppLink } from '../../ui/app-link'
import { CardFallback } from './card-fallback'
import { withMoneyCatalog } from './catalog'
import { LIMITS_HREF } from './links'
import { TablePager } from './paged-table'
import { creatorSpendingQuery } from './queries'
import styles from './wallet.module.css'

export const CreatorSpendingCard = withMoneyCatalog(function CreatorSpendingCard() {
  const { t, i18n } = useLingui()
  const userId = useSession().user?.id ?? 0
  const [page, setPage] = useState(1)
  const query = useQuery({ ...creatorSpendingQuery(userId, page), enabled: userId > 0 })
  const rows = query.data?.data
  const totalPages = query.data?.meta.pagination.total_pages ?? 1

  let content: ReactNode
  if (rows === undefined) {
    content = (
      <CardFallback
        query={query}
        skeleton={{ rows: 2, height: 56 }}
        failedText={<Trans>Your spending could not be loaded.</Trans>}
        offlineText={<Trans>Your spending is shown when you are back online.</Trans>}
      />
    )
  } else if (rows.length === 0) {
    content = (
      <p className={styles.muted}>
        <Trans>You have not sent tokens to any creator yet.</Trans>
      </p>
    )
  } else {
    content = (
      <>
        <ul className={styles.spendingList} aria-busy={query.isPlaceholderData || undefined}>
          {rows.map((row) => {
            const tips = i18n.number(row.tips)
            const unlocks = i18n.number(row.unlocks)
            const calls = i18n.number(row.calls)
            return (
              <li key={row.model.id} className={styles.spendingRow}>
                <AppLink href={creatorHref(row.model)} className={styles.spendingName}>
                  {row.model.name}
                </AppLink>
                <span className={styles.spendingDetail}>
                  {row.calls > 0 ? (
                    <Trans>
                      {tips} in tips · {unlocks} in unlocks · {calls} in calls
                    </Trans>
                  ) : (
                    <Trans>
                      {tips} in tips · {unlocks} in unlocks
                    </Trans>
                  )}
                </span>
                <strong className={`${styles.spendingTotal} tabular`}>
                  <Plural value={row.tokens} one="# token" other="# tokens" />
                </strong>
              </li>
            )
          })}
        </ul>
        <TablePager
          page={page}
          totalPages={totalPages}
          onPage={setPage}
          label={t`Pages of spending per creator`}
          isBusy={query.isFetching}
        />
      </>
    )
  }

  return (
    <section className={styles.section} aria-labelledby="dashboard-spending">
      <h2 id="dashboard-spending" className={styles.overline}>
        <Trans>Your spending</Trans>
      </h2>
      <div className={`${styles.card} ${styles.spendingCard}`}>
        {content}
        <AppLink href={LIMITS_HREF} className={styles.rowLink}>
          <Trans>Spending limits</Trans>
        </AppLink>
      </div>
    </section>
  )
})
