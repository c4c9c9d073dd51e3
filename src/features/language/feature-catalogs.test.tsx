import { i18n } from '@lingui/core'
import { I18nProvider, useLingui } from '@lingui/react'
import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { type FeatureCatalog, loadFeatureCatalog, withFeatureCatalog } from './feature-catalogs'

/** A feature's catalog whose answer the test releases, in the four languages. */
function heldCatalog(messages: Record<string, string>) {
  let release: () => void = () => {}
  const arrived = new Promise<void>((resolve) => {
    release = resolve
  })
  const answer = () => arrived.then(() => ({ messages }))
  const catalog: FeatureCatalog = { en: answer, es: answer, pt: answer, tr: answer }
  return { catalog, release }
}

let shellRenders = 0

/** A translated component of the page outside the feature, counting its renders. */
function Shell() {
  const { _ } = useLingui()
  shellRenders += 1
  return <p>{_('shell')}</p>
}

function Feature() {
  const { _ } = useLingui()
  return <p>{_('feature')}</p>
}

describe('feature catalogs', () => {
  it("adds a feature's words without redrawing the translated components already on the page", async () => {
    i18n.loadAndActivate({ locale: 'en', messages: { shell: 'Home' } })
    const { catalog, release } = heldCatalog({ feature: 'From the feature' })
    const FeatureScreen = withFeatureCatalog(catalog, Feature, <p>Loading</p>)
    // Awaited: the feature suspends until its words are in, and React retries it within act.
    await act(async () => {
      render(
        <I18nProvider i18n={i18n}>
          <Shell />
          <FeatureScreen />
        </I18nProvider>,
      )
    })
    expect(screen.getByText('Loading')).toBeTruthy()
    const rendersBefore = shellRenders

    await act(async () => release())

    // The feature shows its words once they are in; the rest of the page was not drawn again.
    expect(await screen.findByText('From the feature')).toBeTruthy()
    expect(screen.getByText('Home')).toBeTruthy()
    expect(shellRenders).toBe(rendersBefore)
  })

  it("puts a catalog that arrives after a language switch into its own language's words", async () => {
    i18n.loadAndActivate({ locale: 'en', messages: { greeting: 'Hello' } })
    const { catalog, release } = heldCatalog({ farewell: 'Goodbye' })
    const loading = loadFeatureCatalog(catalog)
    i18n.loadAndActivate({ locale: 'es', messages: { greeting: 'Hola' } })
    release()
    await loading

    expect(i18n._('farewell')).toBe('farewell')
    i18n.activate('en')
    expect(i18n._('farewell')).toBe('Goodbye')
  })
})
