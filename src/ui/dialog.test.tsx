import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Dialog } from './dialog'

function Prompt({ isOpen }: { isOpen: boolean }) {
  return (
    <Dialog isOpen={isOpen} onClose={() => {}} title="Log in to continue" closeLabel="Close">
      It only takes a minute.
    </Dialog>
  )
}

describe('Dialog', () => {
  it('draws nothing until it is first opened (a feed card carries several)', () => {
    const { container } = render(<Prompt isOpen={false} />)
    expect(container.querySelector('dialog')).toBeNull()
    expect(screen.queryByText('It only takes a minute.')).toBeNull()
  })

  it('opens as a modal with its title as name, and stays in the page once closed (focus goes back)', () => {
    const { container, rerender } = render(<Prompt isOpen={false} />)
    rerender(<Prompt isOpen />)
    expect(screen.getByRole('dialog', { name: 'Log in to continue' })).toBeTruthy()
    const element = container.querySelector('dialog')
    expect(element?.open).toBe(true)
    rerender(<Prompt isOpen={false} />)
    expect(container.querySelector('dialog')).toBe(element)
    expect(element?.open).toBe(false)
  })
})
