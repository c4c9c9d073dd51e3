import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useState } from 'react'
import type { Movie } from '../../../contract/schemas/movie'
import { BookmarkIcon, HeartFilledIcon, HeartIcon } from '../../ui/icons'
import { LoginRequiredDialog } from '../session'
import styles from './movie-reactions.module.css'
import { type MovieReaction, useMovieReactions } from './use-movie-reactions'

/** Like and favourite, with their counts, on the watch page. */
export function MovieReactionButtons({ movie: fromServer }: { movie: Movie }) {
  const { t, i18n } = useLingui()
  const reactions = useMovieReactions(fromServer)
  const movie = reactions.shown
  const [askedFor, setAskedFor] = useState<MovieReaction | null>(null)
  const press = (reaction: MovieReaction) => reactions.press(reaction, () => setAskedFor(reaction))
  return (
    <>
      <ReactionButton
        label={movie.interaction.liked ? t`Unlike` : t`Like`}
        isOn={movie.interaction.liked}
        isPending={reactions.isPending('movie_like')}
        count={i18n.number(movie.likes, { notation: 'compact' })}
        icon={movie.interaction.liked ? <HeartFilledIcon size={18} /> : <HeartIcon size={18} />}
        onPress={() => press('movie_like')}
        pendingLabel={t`Waiting to be sent`}
      />
      <ReactionButton
        label={movie.interaction.favorited ? t`Remove from favourites` : t`Add to favourites`}
        isOn={movie.interaction.favorited}
        isPending={reactions.isPending('movie_favorite')}
        count={i18n.number(movie.favorites, { notation: 'compact' })}
        icon={<BookmarkIcon size={18} filled={movie.interaction.favorited} />}
        onPress={() => press('movie_favorite')}
        pendingLabel={t`Waiting to be sent`}
      />
      <LoginRequiredDialog
        isOpen={askedFor !== null}
        onClose={() => setAskedFor(null)}
        onLogIn={() => {
          if (askedFor) reactions.rememberForLogin(askedFor)
        }}
      />
    </>
  )
}

type ReactionButtonProps = {
  label: string
  isOn: boolean
  isPending: boolean
  count: string
  icon: ReactNode
  onPress: () => void
  pendingLabel: string
}

function ReactionButton({ label, isOn, isPending, count, icon, onPress, pendingLabel }: ReactionButtonProps) {
  return (
    <button type="button" className={styles.reaction} aria-pressed={isOn} title={label} onClick={onPress}>
      {icon}
      <span className="visually-hidden">{label}</span>
      <span className="tabular">{count}</span>
      {isPending ? <span className={styles.pendingDot} title={pendingLabel} /> : null}
    </button>
  )
}
