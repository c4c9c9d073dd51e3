import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { Banner } from '../../../contract/schemas/banner'
import { usePreferences } from '../../api/use-preferences'
import { AppLink } from '../../ui/app-link'
import { Skeleton } from '../../ui/skeleton'
import { EmptyState, ErrorState } from '../../ui/states'
import styles from './banners.module.css'
import { bannersQuery } from './queries'

/** One banner: the mobile image on phones, the desktop one from 768 px, with its box reserved. */
function BannerImage({ banner, priority }: { banner: Banner; priority?: boolean }) {
  return (
    <picture>
      <source media="(min-width: 768px)" srcSet={banner.desktop_image_url} />
      <img
        className={styles.image}
        src={banner.mobile_image_url}
        alt=""
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
      />
    </picture>
  )
}

/** The banner tab of home (main theme only): the theme's image banners, each a link. */
export function BannerTab() {
  const { t } = useLingui()
  const preferences = usePreferences()
  const banners = useQuery(bannersQuery('home_tab', preferences))
  if (banners.isPending) return <Skeleton className={styles.skeleton} />
  if (banners.isError)
    return (
      <ErrorState
        title={<Trans>An error ocurred</Trans>}
        retryLabel={t`Retry`}
        onRetry={() => void banners.refetch()}
      />
    )
  if (banners.data.length === 0)
    return (
      <EmptyState
        title={<Trans>There are no publications yet</Trans>}
        body={<Trans>New promotions appear here every week. Have a look again soon.</Trans>}
      />
    )
  return (
    <div className={styles.list}>
      {banners.data.map((banner, index) => (
        <AppLink
          key={banner.id}
          href={banner.link}
          className={styles.banner}
          aria-label={t`Open the promotion ${index + 1}`}
        >
          <BannerImage banner={banner} priority={index === 0} />
        </AppLink>
      ))}
    </div>
  )
}

/** The footer banner of home: to the creators' panel login. */
export function FooterBanner() {
  const preferences = usePreferences()
  const banners = useQuery(bannersQuery('home_footer', preferences))
  const banner = banners.data?.[0]
  if (!banner) return null
  return (
    <AppLink href={banner.link} className={`${styles.banner} ${styles.footer}`}>
      <BannerImage banner={banner} />
      <span className={styles.footerText}>
        <strong>
          <Trans>Are you a creator?</Trans>
        </strong>
        <span>
          <Trans>Log in to your panel</Trans>
        </span>
      </span>
    </AppLink>
  )
}
