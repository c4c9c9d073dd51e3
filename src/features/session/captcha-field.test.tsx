import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderInApp } from '../../testing/render'
import { CaptchaField } from './captcha-field'

describe('CaptchaField', () => {
  it('creates the widget already configured: the app language and no footer, whenever it mounts', async () => {
    const { container } = renderInApp(<CaptchaField onChange={() => {}} />)
    const widget = await waitFor(() => {
      const found = container.querySelector('altcha-widget')
      if (!found) throw new Error('not yet')
      return found
    })
    // React sets them as the custom element's properties once it is defined, as attributes before.
    const read = (name: 'language' | 'configuration') =>
      (widget as unknown as Record<string, unknown>)[name] ?? widget.getAttribute(name)
    expect(read('language')).toBe('velvet-en')
    expect(JSON.parse(String(read('configuration')))).toMatchObject({ hideFooter: true })
  })
})
