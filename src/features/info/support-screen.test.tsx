import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { User } from '../../../contract/schemas/user'
import { endSession, startSession } from '../../api/session'
import { renderInApp } from '../../testing/render'
import { SupportScreen } from './support-screen'

const user: User = {
  id: 7,
  username: 'ana',
  username_updated: false,
  email: 'ana@example.com',
  email_verified: true,
  created_at: '2026-01-01T00:00:00.000Z',
  is_webstar: false,
  membership_active: true,
  membership_expires_at: null,
  profile_pic: null,
  model_id: null,
  chat_id: null,
  chat_email_notifications: false,
  last_lang_code: 'en',
}

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
    startSession({ access_token: 'token', token_type: 'Bearer', expires_in: 900, user })
    renderInApp(<SupportScreen />)
    expect(await screen.findByText('@ana')).toBeTruthy()
    expect(screen.queryByLabelText('Your name')).toBeNull()
    expect(screen.queryByLabelText('Your e-mail')).toBeNull()
    expect(screen.getByLabelText('Topic')).toBeTruthy()
  })
})
