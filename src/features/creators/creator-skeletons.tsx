import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Skeleton } from '../../ui/skeleton'
import gridStyles from './creator-grid.module.css'
import tileStyles from './creator-tile.module.css'

// Placeholders live apart from the grid and tile so that a screen can show them while the real
// grid's chunk is still loading, without pulling that chunk into its own.

/** A placeholder with the tile's exact shape. */
export function CreatorTileSkeleton() {
  return <Skeleton aspectRatio="3 / 4" className={tileStyles.skeleton} />
}

/** The grid's loading look: tiles of the same shape, announced once. */
export function CreatorGridSkeleton({ count = 12, label }: { count?: number; label?: ReactNode }) {
  const { t } = useLingui()
  return (
    <div role="status" aria-label={typeof label === 'string' ? label : t`Loading creators`}>
      <div className={gridStyles.grid} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <CreatorTileSkeleton key={index} />
        ))}
      </div>
    </div>
  )
}
