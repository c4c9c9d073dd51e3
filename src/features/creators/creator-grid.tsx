import type { ReactNode } from 'react'
import type { Creator } from '../../../contract/schemas/creator'
import styles from './creator-grid.module.css'
import { CreatorTile } from './creator-tile'

/** How many tiles the first screenful holds at most: those load their pictures at once. */
const PRIORITY_TILES = 6

/** Creators as a grid of portrait tiles: 3 across on phones, more as the screen widens. */
export function CreatorGrid({
  creators,
  label,
  renderAction,
}: {
  creators: readonly Creator[]
  label?: string
  /** A control on the tile's corner (e.g. follow), outside the tile's link. */
  renderAction?: (creator: Creator) => ReactNode
}) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {creators.map((creator, index) => (
        <li key={creator.id} className={styles.item}>
          <CreatorTile creator={creator} priority={index < PRIORITY_TILES} />
          {renderAction ? <div className={styles.action}>{renderAction(creator)}</div> : null}
        </li>
      ))}
    </ul>
  )
}
