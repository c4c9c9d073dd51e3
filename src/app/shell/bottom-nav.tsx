import { useLingui } from '@lingui/react/macro'
import { useLocation } from '@tanstack/react-router'
import { AppLink } from '../../ui/app-link'
import styles from './bottom-nav.module.css'
import { usePrimaryDestinations } from './primary-destinations'

/** The phone tab bar: primary destinations within thumb reach. */
export function BottomNav() {
  const { t } = useLingui()
  const pathname = useLocation({ select: (location) => location.pathname })
  return (
    <nav className={styles.nav} aria-label={t`Main`}>
      {usePrimaryDestinations(22).map((item) => (
        <AppLink
          key={item.id}
          href={item.href}
          className={styles.item}
          aria-current={item.isCurrent(pathname) ? 'page' : undefined}
        >
          {item.icon}
          {item.label}
        </AppLink>
      ))}
    </nav>
  )
}
