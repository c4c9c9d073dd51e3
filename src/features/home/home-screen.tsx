/**
 * Home: the carousel, the theme switch, and the tabs, each its own route: banner (main
 * theme only), celebrities (the default), feeds, outstanding, webstars, categories. On wide screens
 * the tabs move to a side panel (at most 260 px) with links to the dashboard, subscriptions, the
 * chat room (once the chat link is known) and support; a footer banner leads creators to their panel.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import type { SiteType } from '../../../contract/site-types'
import { setSiteType } from '../../api/preferences'
import { usePreferences } from '../../api/use-preferences'
import { useSession } from '../../api/use-session'
import { AppLink } from '../../ui/app-link'
import { Segmented } from '../../ui/segmented'
import { chatHomeQuery } from '../chat'
import { CreatorGridSkeleton } from '../creators'
import { celebritiesQuery, feedsQuery, PostFeed } from '../posts'
import { hasProgressEntries } from '../watch'
import { BannerTab, FooterBanner } from './banners'
import { HeroCarousel } from './hero-carousel'
import styles from './home-screen.module.css'
import { TabStrip } from './tab-strip'

// The default tab (the feed) comes with the first load; the others when first opened (home
// opens on celebrities or the banner), which keeps the home route's JavaScript within budget.
const OutstandingGrid = lazy(() => import('../creators/screens').then((m) => ({ default: m.OutstandingGrid })))
const WebstarsTab = lazy(() => import('../creators/screens').then((m) => ({ default: m.WebstarsTab })))
const CategoryGrid = lazy(() => import('../movies/screens').then((m) => ({ default: m.CategoryGrid })))
const ContinueWatchingRow = lazy(() => import('../watch/screens').then((m) => ({ default: m.ContinueWatchingRow })))

export type HomeTab = 'banner' | 'celebrities' | 'feeds' | 'outstanding' | 'webstars' | 'categories'

type TabPath = '/banner' | '/celebrities' | '/feeds' | '/outstandings' | '/webstars' | '/categories'

const TAB_PATHS: Record<HomeTab, TabPath> = {
  banner: '/banner',
  celebrities: '/celebrities',
  feeds: '/feeds',
  outstanding: '/outstandings',
  webstars: '/webstars',
  categories: '/categories',
}

/**
 * Rendered once for all of home's routes (their layout), so moving between tabs or themes keeps the
 * carousel and the footer banner mounted and never asks for them again.
 */
export function HomeScreen({ tab }: { tab: HomeTab }) {
  const { t } = useLingui()
  const { siteType } = usePreferences()
  const session = useSession()
  const tabs = useTabs(siteType)
  const currentLabel = tabs.find((item) => item.id === tab)?.label
  // Signed-in viewers may have progress from another device; guests only from this one.
  const mayContinue = session.status === 'user' || hasProgressEntries(null)
  return (
    <div className={styles.layout}>
      <aside className={styles.side} aria-label={t`Side panel`}>
        <nav className={styles.sideTabs} aria-label={t`Home sections`}>
          {tabs.map((item) => (
            <Link
              key={item.id}
              to={TAB_PATHS[item.id]}
              className={styles.sideTab}
              aria-current={item.id === tab ? 'page' : undefined}
            >
              {item.label}
            </Link>
          ))}
        </nav>
        <SideLinks />
      </aside>
      <div className={styles.home}>
        <HeroCarousel />
        {mayContinue ? (
          <Suspense fallback={null}>
            <ContinueWatchingRow />
          </Suspense>
        ) : null}
        <div className={styles.heading}>
          <h1 className={styles.title}>{currentLabel}</h1>
          <ThemeSwitch />
        </div>
        <div className={styles.bar}>
          <TabStrip
            label={t`Home sections`}
            current={tab}
            tabs={tabs.map((item) => ({ id: item.id, to: TAB_PATHS[item.id], label: item.label }))}
          />
        </div>
        <TabContent tab={tab} />
        <FooterBanner />
      </div>
    </div>
  )
}

/** The tabs' names, as plain strings: each is also the page's h1 and so its document title. */
function useTabs(siteType: SiteType): { id: HomeTab; label: string }[] {
  const { t } = useLingui()
  return [
    ...(siteType === 'divas'
      ? [{ id: 'banner' as const, label: t({ message: 'Featured', context: 'home tab of promotions' }) }]
      : []),
    { id: 'celebrities', label: t`Celebrities` },
    { id: 'feeds', label: t`Feeds` },
    { id: 'outstanding', label: t({ message: 'Outstanding', context: 'home tab of the top creators' }) },
    { id: 'webstars', label: t({ message: 'Creators', context: 'home tab of every creator' }) },
    { id: 'categories', label: t`Categories` },
  ]
}

function TabContent({ tab }: { tab: HomeTab }) {
  const preferences = usePreferences()
  switch (tab) {
    case 'banner':
      return <BannerTab />
    case 'celebrities':
      return <PostFeed query={celebritiesQuery(preferences)} />
    case 'feeds':
      return <PostFeed query={feedsQuery(preferences)} />
    case 'outstanding':
      return (
        <Suspense fallback={<CreatorGridSkeleton />}>
          <OutstandingGrid />
        </Suspense>
      )
    case 'webstars':
      return (
        <Suspense fallback={<CreatorGridSkeleton />}>
          <WebstarsTab />
        </Suspense>
      )
    case 'categories':
      return (
        <Suspense fallback={<CreatorGridSkeleton />}>
          <CategoryGrid />
        </Suspense>
      )
  }
}

/**
 * Divas or chads. Lists reload on their own (the theme is in their keys); the main theme opens on
 * its banner tab, the other on celebrities.
 */
function ThemeSwitch() {
  const { t } = useLingui()
  const { siteType } = usePreferences()
  const navigate = useNavigate()
  function choose(next: SiteType) {
    setSiteType(next)
    void navigate({ to: next === 'divas' ? '/banner' : '/celebrities' })
  }
  return (
    <Segmented
      label={t`Theme`}
      value={siteType}
      onChange={choose}
      options={[
        { value: 'divas', label: <Trans>Divas</Trans> },
        { value: 'chads', label: <Trans>Chads</Trans> },
      ]}
    />
  )
}

function SideLinks() {
  const { t } = useLingui()
  const isSignedIn = useSession().status === 'user'
  // The chat room link only when the chat link is known.
  const chatHome = useQuery({ ...chatHomeQuery(), enabled: isSignedIn })
  const chatUrl = isSignedIn ? (chatHome.data?.url ?? null) : null
  return (
    <nav className={styles.sideLinks} aria-label={t`Shortcuts`}>
      <AppLink href={isSignedIn ? '/dashboard' : '/login'}>
        <Trans>Dashboard</Trans>
      </AppLink>
      <AppLink href="/subscriptions">
        <Trans>Subscriptions</Trans>
      </AppLink>
      {chatUrl ? (
        <AppLink href={chatUrl}>
          <Trans>Chat room</Trans>
        </AppLink>
      ) : null}
      <AppLink href="/support">
        <Trans>Support</Trans>
      </AppLink>
    </nav>
  )
}
