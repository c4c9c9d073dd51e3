/**
 * The calls catalog (lingui.config.ts): the video call's words, loaded with its lazy screens and
 * the booking dialog, never with the first load.
 */
import type { ComponentType, ReactNode } from 'react'
import { type FeatureCatalog, withFeatureCatalog } from '../language'

export const CALLS_CATALOG: FeatureCatalog = {
  en: () => import('../../locales/en/calls.po'),
  es: () => import('../../locales/es/calls.po'),
  pt: () => import('../../locales/pt/calls.po'),
  tr: () => import('../../locales/tr/calls.po'),
}

/** `Component` once the calls catalog is loaded; `fallback` (nothing by default) until then. */
export function withCallsCatalog<P extends object>(
  Component: ComponentType<P>,
  fallback: ReactNode = null,
): (props: P) => ReactNode {
  return withFeatureCatalog(CALLS_CATALOG, Component, fallback)
}
