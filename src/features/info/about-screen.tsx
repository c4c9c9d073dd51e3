/** /about: the CMS text and the list of the company's sites. */
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { CompanySite } from '../../../contract/schemas/cms'
import { usePreferences } from '../../api/use-preferences'
import { useIsOnline } from '../../offline/online'
import { GlobeIcon } from '../../ui/icons'
import { LoadFailed } from '../../ui/load-failed'
import { Skeleton } from '../../ui/skeleton'
import styles from './about-screen.module.css'
import info from './info.module.css'
import { InfoHeader, InfoSection } from './info-parts'
import { aboutQuery } from './queries'
import { SafeHtml, safeHref } from './safe-html'

export function AboutScreen() {
  const isOnline = useIsOnline()
  const about = useQuery(aboutQuery(usePreferences()))

  if (!about.data && !about.isError && !about.isPaused) return <AboutSkeleton />
  if (!about.data) {
    // Offline, a first load waits (paused) for the connection instead of failing.
    return (
      <div className={info.page}>
        <LoadFailed
          isOnline={isOnline && !about.isPaused}
          offlineBody={
            <Trans>This page has not been saved on this device yet. It will load when you are back online.</Trans>
          }
          onRetry={() => void about.refetch()}
          isRetrying={about.isRefetching}
        />
      </div>
    )
  }
  const page = about.data
  return (
    <div className={info.page}>
      <InfoHeader eyebrow={<Trans>About us</Trans>} title={page.title} />
      <article className={info.card}>
        <SafeHtml html={page.body} className={info.prose} />
      </article>
      {page.sites.length > 0 ? (
        <InfoSection title={<Trans>Our sites</Trans>}>
          <ul className={styles.sites}>
            {page.sites.map((site) => (
              <SiteItem key={site.name} site={site} />
            ))}
          </ul>
        </InfoSection>
      ) : null}
    </div>
  )
}

function SiteItem({ site }: { site: CompanySite }) {
  const href = safeHref(site.url)
  const host = href ? new URL(href).host : null
  const content = (
    <>
      <span className={styles.siteMark} aria-hidden="true">
        <GlobeIcon size={20} />
      </span>
      <span className={styles.siteText}>
        <span className={styles.siteName}>{site.name}</span>
        {host ? <span className={styles.siteHost}>{host}</span> : null}
      </span>
    </>
  )
  return (
    <li>
      {href ? (
        <a className={styles.site} href={href} target="_blank" rel="noopener noreferrer">
          {content}
        </a>
      ) : (
        <span className={styles.site}>{content}</span>
      )}
    </li>
  )
}

function AboutSkeleton() {
  const { t } = useLingui()
  return (
    <div className={info.page} role="status" aria-label={t`Loading`}>
      <div className={info.header}>
        <Skeleton width={80} height={12} />
        <Skeleton width="55%" height={32} />
      </div>
      <div className={info.card}>
        {[100, 96, 88, 92, 60].map((width) => (
          <Skeleton key={width} width={`${width}%`} height={14} />
        ))}
      </div>
      <div className={info.card}>
        <Skeleton width={120} height={20} />
        <Skeleton height={56} />
        <Skeleton height={56} />
      </div>
    </div>
  )
}
