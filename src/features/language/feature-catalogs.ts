/**
 * Catalogs of lazily loaded features (lingui.config.ts): their messages stay out of the first load
 * and arrive with their code. A feature's lazy entry points wait for its catalog in the current
 * language before showing anything (`useFeatureCatalog`), and once one is in use, a language switch
 * loads it along with the main catalog, so nothing is ever shown untranslated.
 */
import { i18n, type Messages } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { type ComponentType, createElement, type ReactNode, useEffect, useState } from 'react'
import type { Locale } from '../../../contract/languages'

export type FeatureCatalog = Record<Locale, () => Promise<{ messages: Messages }>>

const inUse = new Set<FeatureCatalog>()
const loaded = new Map<FeatureCatalog, Set<string>>()

function isLoaded(catalog: FeatureCatalog, locale: string): boolean {
  return loaded.get(catalog)?.has(locale) ?? false
}

function markLoaded(catalog: FeatureCatalog, locale: string): void {
  const locales = loaded.get(catalog) ?? new Set<string>()
  locales.add(locale)
  loaded.set(catalog, locales)
}

/** The messages of every feature catalog in use, in `locale`, for activateLocale. */
export async function featureMessagesFor(locale: Locale): Promise<Messages> {
  const catalogs = [...inUse]
  const parts = await Promise.all(catalogs.map((catalog) => catalog[locale]()))
  for (const catalog of catalogs) markLoaded(catalog, locale)
  return Object.assign({}, ...parts.map((part) => part.messages))
}

/** Loads a feature's catalog in the active language (once) and keeps it loaded on later switches. */
export async function loadFeatureCatalog(catalog: FeatureCatalog): Promise<void> {
  inUse.add(catalog)
  const locale = i18n.locale as Locale
  if (isLoaded(catalog, locale)) return
  const { messages } = await catalog[locale]()
  const active = i18n.messages
  // The same object twice: the language has messages (the main catalog's), not a fresh empty one.
  if (i18n.locale === locale && active === i18n.messages) {
    // Added to the active language's messages (the main catalog's stay) without i18n.load(): its
    // change event has Lingui's provider re-render every translated component on the page, and
    // nothing on it uses these words before this resolves. The feature's own entry points wait for
    // it and render then (useFeatureCatalog). On the watch page two catalogs redrew the whole page
    // twice while its video started.
    Object.assign(active, messages)
  } else {
    // The language changed meanwhile, or it has no messages yet: the words go to theirs, announced.
    i18n.load(locale, messages)
  }
  markLoaded(catalog, locale)
}

/** Whether the feature's messages are there in the active language; loads them when not. */
export function useFeatureCatalog(catalog: FeatureCatalog): boolean {
  const { i18n: active } = useLingui()
  const locale = active.locale
  const [, setLoadedLocale] = useState<string | null>(null)
  const isReady = isLoaded(catalog, locale)
  useEffect(() => {
    if (isReady) return
    let isCurrent = true
    loadFeatureCatalog(catalog).then(
      () => isCurrent && setLoadedLocale(locale),
      // A catalog that fails to load (offline before the worker cached it) is tried again on the next render.
      () => undefined,
    )
    return () => {
      isCurrent = false
    }
  }, [catalog, locale, isReady])
  return isReady
}

/** `Component` once `catalog` is loaded in the active language; `fallback` (nothing by default) until then. */
export function withFeatureCatalog<P extends object>(
  catalog: FeatureCatalog,
  Component: ComponentType<P>,
  fallback: ReactNode = null,
): (props: P) => ReactNode {
  function WithFeatureCatalog(props: P) {
    return useFeatureCatalog(catalog) ? createElement(Component, props) : fallback
  }
  return WithFeatureCatalog
}
