import { Trans, useLingui } from '@lingui/react/macro'
import { useInfiniteQuery } from '@tanstack/react-query'
import { usePreferences } from '../../api/use-preferences'
import styles from './browse.module.css'
import { PagedMovies } from './paged-movies'
import { hotMoviesQuery } from './queries'

/** New and hot (/videos/hot): the most viewed of the latest movies, 16 a page with "Load more". */
export function HotMoviesScreen() {
  const { t } = useLingui()
  const preferences = usePreferences()
  const movies = useInfiniteQuery(hotMoviesQuery(preferences))
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>
          <Trans>New & hot</Trans>
        </h1>
        <p className={styles.count}>
          <Trans>The most watched of the latest videos.</Trans>
        </p>
      </header>
      <PagedMovies
        movies={movies}
        label={t`Videos`}
        emptyTitle={<Trans>No records found</Trans>}
        emptyBody={<Trans>Nothing here right now. New things arrive every week, so have a look again soon.</Trans>}
      />
    </div>
  )
}
