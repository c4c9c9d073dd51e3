import 'fake-indexeddb/auto'
import { createRequire } from 'node:module'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

/**
 * HTML's <search> landmark (the search screens use it; Chromium knows it) is missing from happy-dom's
 * element table, so React, in development, warns that the tag is unknown. The table is added to in
 * the copy of happy-dom the test environment runs on: Node's own, which `require` reaches.
 */
const happyDomElements = createRequire(import.meta.url)('happy-dom/lib/config/HTMLElementConfig.js') as {
  default: Record<string, { className: string; contentModel: string }>
}
happyDomElements.default.search ??= { className: 'HTMLElement', contentModel: 'anyDescendants' }

// Testing Library only cleans up by itself when test globals are on; they are not here.
afterEach(() => cleanup())
