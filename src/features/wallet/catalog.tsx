/**
 * The money catalog (wallet and subscriptions, lingui.config.ts): loaded with the lazy screens and
 * dialogs that use it, never with the first load. Whatever this feature renders goes through
 * `withMoneyCatalog`, which shows nothing until the messages are there in the active language.
 */
import type { ComponentType, ReactNode } from 'react'
import { type FeatureCatalog, loadFeatureCatalog, withFeatureCatalog } from '../language'

export const MONEY_CATALOG: FeatureCatalog = {
  en: () => import('../../locales/en/money.po'),
  es: () => import('../../locales/es/money.po'),
  pt: () => import('../../locales/pt/money.po'),
  tr: () => import('../../locales/tr/money.po'),
}

export function loadMoneyCatalog(): Promise<void> {
  return loadFeatureCatalog(MONEY_CATALOG)
}

/** `Component` once the money catalog is loaded; `fallback` (nothing by default) until then. */
export function withMoneyCatalog<P extends object>(
  Component: ComponentType<P>,
  fallback: ReactNode = null,
): (props: P) => ReactNode {
  return withFeatureCatalog(MONEY_CATALOG, Component, fallback)
}
