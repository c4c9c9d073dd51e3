import { type I18n, i18n, setupI18n } from '@lingui/core'
import { I18nProvider, useLingui } from '@lingui/react'
import { act, type ReactNode, useEffect } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { expect, it } from 'vitest'
import {
  countScreensWhileHydrating,
  type FeatureCatalog,
  holdsEveryCatalog,
  loadFeatureCatalog,
  whenWaitingScreensDrawn,
  withFeatureCatalog,
} from './feature-catalogs'

// React's act() as Testing Library sets it up: effects and updates flush before each check.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const WORDS = { feature: 'From the feature' }
const answer = async () => ({ messages: WORDS })
const CATALOG: FeatureCatalog = { en: answer, es: answer, pt: answer, tr: answer }

const order: string[] = []

function Feature() {
  const { _ } = useLingui()
  useEffect(() => {
    order.push('feature hydrated')
  }, [])
  return <p>{_('feature')}</p>
}
const FeatureScreen = withFeatureCatalog(CATALOG, Feature)

/** Outside the feature's boundary: on the page's first commit, asks when the waiting screens are drawn. */
function Shell({ children }: { children: ReactNode }) {
  useEffect(() => {
    void whenWaitingScreensDrawn().then((waited) => order.push(waited ? 'drawn after waiting' : 'nothing waiting'))
  }, [])
  return <main>{children}</main>
}

function page(instance: I18n) {
  return (
    <I18nProvider i18n={instance}>
      <Shell>
        <FeatureScreen />
      </Shell>
    </I18nProvider>
  )
}

it("waits for a feature's boundary that React hydrates after the page's first commit, though its words are loaded", async () => {
  const server = setupI18n({ locale: 'en', messages: { en: WORDS } })
  holdsEveryCatalog(server)
  const html = renderToString(page(server))
  expect(html).toContain('From the feature')

  // The browser already holds the words: nothing suspends, yet the boundary hydrates in a pass of its own.
  i18n.loadAndActivate({ locale: 'en', messages: {} })
  await loadFeatureCatalog(CATALOG)
  const container = document.createElement('div')
  container.innerHTML = html
  const mismatches: unknown[] = []
  countScreensWhileHydrating(true)
  const root = await act(async () =>
    hydrateRoot(container, page(i18n), { onRecoverableError: (error) => mismatches.push(error) }),
  )

  expect(mismatches).toEqual([])
  expect(container.textContent).toBe('From the feature')
  expect(order).toEqual(['feature hydrated', 'drawn after waiting'])
  act(() => root.unmount())
})
