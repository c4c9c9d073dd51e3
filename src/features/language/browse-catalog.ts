/**
 * The "browse" catalog (lingui.config.ts): the words of screens that are never on the first one —
 * the movie lists and the watch page, the creator profile, claims and reports, the account pages and
 * push settings. Their entry points go
 * through `withBrowseCatalog`, which shows nothing until the messages are there in the active language.
 */
import type { ComponentType, ReactNode } from 'react'
import { type FeatureCatalog, loadFeatureCatalog, withFeatureCatalog } from './feature-catalogs'

const BROWSE_CATALOG: FeatureCatalog = {
  en: () => import('../../locales/en/browse.po'),
  es: () => import('../../locales/es/browse.po'),
  pt: () => import('../../locales/pt/browse.po'),
  tr: () => import('../../locales/tr/browse.po'),
}

export function withBrowseCatalog<P extends object>(Component: ComponentType<P>): (props: P) => ReactNode {
  return withFeatureCatalog(BROWSE_CATALOG, Component)
}

/** Starts loading the words before a screen's code asks for them (a route's loader). */
export function preloadBrowseCatalog(): Promise<void> {
  return loadFeatureCatalog(BROWSE_CATALOG)
}
