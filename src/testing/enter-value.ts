import { fireEvent } from '@testing-library/react'

/**
 * What a browser sends when someone types into a field or picks an option: `input`, then
 * `change`. React's onChange answers the first that carries a new value (`input` on a text field,
 * `change` on a select), once.
 */
export function enterValue(element: Element, value: string): void {
  fireEvent.input(element, { target: { value } })
  fireEvent.change(element, { target: { value } })
}
