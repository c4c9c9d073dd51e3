import { Plural, Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { usePreferences } from '../../api/use-preferences'
import { useSession } from '../../api/use-session'
import styles from './continue-watching-row.module.css'
import { type CardMovie, MovieCard } from './movie-card'
import { continueWatchingQuery } from './queries'
import { isInProgress, progressShare } from './resume'
import { ownerKey, readProgressEntries } from './watch-storage'

type Item = { movie: CardMovie; seconds: number }

/**
 * "Continue watching": the viewer's movies started and not finished, latest first, each with how
 * far they got. Signed-in viewers get the list the server keeps across devices (drawn at once
 * from this device's copy, then replaced); guests get this device's. Renders nothing when there
 * is nothing to continue.
 */
export function ContinueWatchingRow() {
  const session = useSession()
  const preferences = usePreferences()
  const userId = session.status === 'user' ? (session.user?.id ?? null) : null
  const [local] = useState(() => readProgressEntries(ownerKey(userId)))
  const server = useQuery({ ...continueWatchingQuery(preferences), enabled: userId !== null })

  const fromServer: Item[] | undefined = server.data?.flatMap((entry) =>
    entry.movie ? [{ movie: entry.movie.data, seconds: entry.seconds }] : [],
  )
  const fromDevice: Item[] = local.map((entry) => ({ movie: entry.movie, seconds: entry.seconds }))
  const items = (userId !== null && fromServer ? fromServer : fromDevice).filter((item) =>
    isInProgress(item.seconds, item.movie.length),
  )
  if (session.status === 'unknown' || items.length === 0) return null

  return (
    <section className={styles.section} aria-labelledby="continue-watching-title">
      <h2 id="continue-watching-title" className={styles.title}>
        <Trans>Continue watching</Trans>
      </h2>
      <ul className={styles.row}>
        {items.map(({ movie, seconds }) => {
          const minutesLeft = Math.max(1, Math.ceil((movie.length - seconds) / 60))
          return (
            <li key={movie.id} className={styles.item}>
              <MovieCard
                movie={movie}
                progress={progressShare(seconds, movie.length)}
                sizes="260px"
                meta={<Plural value={minutesLeft} one="# min left" other="# min left" />}
              />
            </li>
          )
        })}
      </ul>
    </section>
  )
}
