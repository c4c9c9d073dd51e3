import { fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { endSession, startSession } from '../../api/session'
import type { PushSupport } from '../../offline/push-device'
import { renderInApp } from '../../testing/render'
import { fanWithoutMembership } from '../../testing/stub-server'
import { PushOptInCard } from './push-settings'

const device = vi.hoisted(() => ({ support: 'supported' as PushSupport }))

vi.mock('../../offline/push-device', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../offline/push-device')>()
  return {
    ...original,
    pushSupport: () => device.support,
    // The person answers "Block" to the browser's question.
    ensurePushSubscription: async () => {
      device.support = 'denied'
      throw new original.PushPermissionDenied()
    },
  }
})

const user = fanWithoutMembership

afterEach(() => {
  vi.unstubAllGlobals()
  endSession()
})

describe('PushOptInCard', () => {
  it('says once that notifications are blocked when the browser refuses them', async () => {
    startSession({ access_token: 't', token_type: 'Bearer', expires_in: 900, user })
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ data: { new_posts: false, hide_creator: false, devices: 0 } })),
    )
    renderInApp(<PushOptInCard />)
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on' }))
    const blocked = /Notifications are blocked for Velvet/
    await screen.findByText(blocked)
    expect(screen.getAllByText(blocked)).toHaveLength(1)
  })
})
