import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { Category } from '../../../contract/schemas/category'
import { usePreferences } from '../../api/use-preferences'
import { useIsOnline } from '../../offline/online'
import { AppLink } from '../../ui/app-link'
import { ListStatus } from '../../ui/list-status'
import { ResponsiveImage } from '../../ui/responsive-image'
import { Skeleton } from '../../ui/skeleton'
import styles from './category-grid.module.css'
import { categoriesQuery } from './queries'

/** Home's categories tab: up to 256 tiles, each opening the videos of its category. */
export function CategoryGrid() {
  const { t } = useLingui()
  const preferences = usePreferences()
  const isOnline = useIsOnline()
  const categories = useQuery(categoriesQuery(preferences))
  const items = categories.data?.data ?? []
  return (
    <div className={styles.panel}>
      <ListStatus
        isPending={categories.isPending}
        isError={categories.isError && items.length === 0}
        isEmpty={items.length === 0}
        isOnline={isOnline}
        isRetrying={categories.isRefetching}
        onRetry={() => void categories.refetch()}
        skeleton={<CategoryGridSkeleton />}
        emptyTitle={<Trans>No records found</Trans>}
        emptyBody={<Trans>Nothing here right now. New things arrive every week, so have a look again soon.</Trans>}
      >
        <ul className={styles.grid} aria-label={t`Categories`}>
          {items.map((category, index) => (
            <li key={category.id}>
              <CategoryTile category={category} priority={index < 6} />
            </li>
          ))}
        </ul>
      </ListStatus>
    </div>
  )
}

export function CategoryTile({ category, priority = false }: { category: Category; priority?: boolean }) {
  return (
    <AppLink href={`/videos?category_id=${category.id}`} className={styles.tile}>
      <ResponsiveImage
        className={styles.picture}
        image={category.public_thumbnail_image_path}
        alt=""
        width={640}
        height={480}
        smallWidth={320}
        sizes="(min-width: 768px) 240px, 50vw"
        priority={priority}
      />
      <span className={styles.name}>{category.name}</span>
    </AppLink>
  )
}

function CategoryGridSkeleton() {
  const { t } = useLingui()
  return (
    <div role="status" aria-label={t`Loading categories`}>
      <div className={styles.grid}>
        {Array.from({ length: 12 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <span key={index} className={styles.skeleton}>
            <Skeleton aspectRatio="4 / 3" className={styles.skeletonPicture} />
            <Skeleton width="60%" height={14} />
          </span>
        ))}
      </div>
    </div>
  )
}
