import { useLingui } from '@lingui/react/macro'
import { memo } from 'react'
import type { Creator } from '../../../contract/schemas/creator'
import { AppLink } from '../../ui/app-link'
import { VerifiedIcon } from '../../ui/icons'
import { ResponsiveImage } from '../../ui/responsive-image'
import { creatorHref } from '../posts'
import styles from './creator-tile.module.css'

export type CreatorTileData = Pick<Creator, 'id' | 'name' | 'username' | 'verified' | 'public_vertical_image_path'>

type Props = {
  creator: CreatorTileData
  /** Tiles in the first screenful load their picture at once. */
  priority?: boolean
}

/**
 * A creator as a portrait tile: the small vertical picture, the name and the
 * verified badge, linking to /{username}, or /models/{id}/profile for a creator without one.
 */
export const CreatorTile = memo(function CreatorTile({ creator, priority = false }: Props) {
  const { t } = useLingui()
  const name = creator.name
  return (
    <AppLink
      href={creatorHref(creator)}
      className={styles.tile}
      aria-label={creator.verified ? t`${name}, verified` : name}
    >
      <ResponsiveImage
        className={styles.picture}
        image={creator.public_vertical_image_path}
        alt=""
        width={600}
        height={800}
        smallWidth={240}
        sizes="(min-width: 768px) 200px, 34vw"
        priority={priority}
      />
      <span className={styles.caption}>
        <span className={styles.name}>{name}</span>
        {creator.verified ? (
          <span className={styles.verified}>
            <VerifiedIcon size={16} />
          </span>
        ) : null}
      </span>
    </AppLink>
  )
})
