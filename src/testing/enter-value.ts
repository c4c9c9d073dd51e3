import { fireEvent } from '@testing-library/react'

/**
 * What a browser sends when someone types into a field or picks an option: `input`, then
 * `change`. Preact (the app's renderer) listens to `input` on text fields, as the DOM intends;
 * a bare `change` event only moves React.
 */
export function enterValue(element: Element, value: string): void {
  fireEvent.input(element, { target: { value } })
  fireEvent.change(element, { target: { value } })
}
