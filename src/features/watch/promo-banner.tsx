import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { PromotionalBanner } from '../../../contract/schemas/banner'
import { usePreferences } from '../../api/use-preferences'
import { AppLink } from '../../ui/app-link'
import { Skeleton } from '../../ui/skeleton'
import { promoBannersQuery } from './queries'
import styles from './watch-screen.module.css'

/** Where a promo banner leads, by its action. */
export function promoHref(banner: PromotionalBanner): string {
  switch (banner.action_type) {
    case 'url':
      return banner.action_value || '/subscribe'
    case 'promotional_code':
      return `/subscribe?code=${encodeURIComponent(banner.action_value)}`
    case 'membership_plan_list':
      return '/subscribe'
  }
}

/**
 * The promo banner under the video, for non-members only. The page rotates through the
 * banners by movie, so two movies in a row do not show the same one.
 */
export function PromoBanner({ seed }: { seed: number }) {
  const preferences = usePreferences()
  const banners = useQuery(promoBannersQuery(preferences))
  if (banners.isPending) return <Skeleton className={styles.promoBanner} />
  const list = banners.data ?? []
  const banner = list[seed % Math.max(1, list.length)]
  if (!banner) return null
  return <PromoBannerLink banner={banner} />
}

function PromoBannerLink({ banner }: { banner: PromotionalBanner }) {
  const code = banner.action_value
  return (
    <AppLink href={promoHref(banner)} className={styles.promoBanner}>
      <picture>
        <source media="(min-width: 600px)" srcSet={banner.public_banner_image_url} />
        <img className={styles.promoImage} src={banner.public_banner_responsive_image_url} alt="" loading="lazy" />
      </picture>
      <span className={styles.promoText}>
        <span className={styles.promoHeadline}>
          {banner.action_type === 'promotional_code' ? (
            <Trans>Your promo code: {code}</Trans>
          ) : banner.action_type === 'membership_plan_list' ? (
            <Trans>Unlock every full-length video</Trans>
          ) : (
            <Trans>Discover more on Velvet</Trans>
          )}
        </span>
        <span className={styles.promoCta}>
          {banner.action_type === 'promotional_code' ? (
            <Trans>Redeem</Trans>
          ) : banner.action_type === 'membership_plan_list' ? (
            <Trans>See plans</Trans>
          ) : (
            <Trans>Explore</Trans>
          )}
        </span>
      </span>
    </AppLink>
  )
}
