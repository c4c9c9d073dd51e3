import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { usePreferences } from '../../api/use-preferences'
import { celebritiesQuery, PostFeed } from '../posts'
import { HeroCarousel } from './hero-carousel'
import styles from './home-screen.module.css'

export type HomeTab = 'celebrities'

/** Home: the carousel, the tabs (each its own route) and the selected tab's list. */
export function HomeScreen({ tab }: { tab: HomeTab }) {
  const { t } = useLingui()
  const preferences = usePreferences()
  return (
    <div className={styles.home}>
      <HeroCarousel />
      <nav className={styles.tabs} aria-label={t`Home sections`}>
        <Link to="/celebrities" className={styles.tab} aria-current={tab === 'celebrities' ? 'page' : undefined}>
          <Trans>Celebrities</Trans>
        </Link>
      </nav>
      <PostFeed query={celebritiesQuery(preferences)} />
    </div>
  )
}
