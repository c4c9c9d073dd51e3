/**
 * The purchase catalog (lingui.config.ts): the checkout's many words arrive with its screens, never
 * with the first load. Everything this feature renders from outside goes through
 * `withPurchaseCatalog`, which shows nothing until the messages are there in the active language.
 */
import type { ComponentType, ReactNode } from 'react'
import { type FeatureCatalog, withFeatureCatalog } from '../language'

const PURCHASE_CATALOG: FeatureCatalog = {
  en: () => import('../../locales/en/purchase.po'),
  es: () => import('../../locales/es/purchase.po'),
  pt: () => import('../../locales/pt/purchase.po'),
  tr: () => import('../../locales/tr/purchase.po'),
}

export function withPurchaseCatalog<P extends object>(Component: ComponentType<P>): (props: P) => ReactNode {
  return withFeatureCatalog(PURCHASE_CATALOG, Component)
}
