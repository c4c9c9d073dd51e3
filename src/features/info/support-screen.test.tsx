import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { User } from '../../../contract/schemas/user'
import { endSession } from '../../api/session'
import { renderInApp } from '../../testing/render'
import { member, signIn } from '../../testing/stub-server'
import { SupportScreen } from './support-screen'

const user = { ...member, username: 'ana', email: 'ana@example.com' } satisfies User

afterEach(() => endSession())

describe('SupportScreen', () => {
  it('asks a guest for name and e-mail, and states the complaints address and the legal reply time', async () => {
    renderInApp(<SupportScreen />)
    expect(await screen.findByLabelText('Your name')).toBeTruthy()
    expect(screen.getByLabelText('Your e-mail')).toBeTruthy()
    expect(screen.getByText('Legal requests are answered within 72 hours.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'complaints@velvet.example' }).getAttribute('href')).toBe(
      'mailto:complaints@velvet.example',
    )
  })

  it('does not ask a signed-in user who they are', async () => {
    signIn(user)
    renderInApp(<SupportScreen />)
    expect(await screen.findByText('@ana')).toBeTruthy()
    expect(screen.queryByLabelText('Your name')).toBeNull()
    expect(screen.queryByLabelText('Your e-mail')).toBeNull()
    expect(screen.getByLabelText('Topic')).toBeTruthy()
  })
})
