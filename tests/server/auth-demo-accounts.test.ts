/** The demo accounts of the default seed (README "Demo accounts") sign in as documented. */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isCommonPassword } from '../../contract/common-passwords'
import { creators } from '../../server/db/schema/index'
import { DEMO_ACCOUNTS, DEMO_FINISH_TOKEN, DEMO_PASSWORD } from '../../server/db/seed/accounts'
import { type AuthTestApp, call, createAuthTestApp, loginRequest } from '../fixtures/auth'

let t: AuthTestApp
beforeAll(async () => {
  t = await createAuthTestApp({ seed: true })
})
afterAll(() => t.close())

describe('demo accounts', () => {
  it('use one password that is not a common one', () => {
    expect(isCommonPassword(DEMO_PASSWORD)).toBe(false)
    expect(DEMO_PASSWORD.length).toBeGreaterThanOrEqual(8)
  })

  it('include a member with a year of membership and no language of their own', async () => {
    const res = await loginRequest(t, DEMO_ACCOUNTS.member.email, DEMO_PASSWORD)
    expect(res.statusCode).toBe(200)
    const user = res.json().data.user
    expect(user).toMatchObject({
      username: DEMO_ACCOUNTS.member.username,
      email_verified: true,
      membership_active: true,
      last_lang_code: null,
      is_webstar: false,
    })
    const days = (new Date(user.membership_expires_at).getTime() - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(360)
  })

  it('include a user without membership', async () => {
    const res = await loginRequest(t, DEMO_ACCOUNTS.user.username, DEMO_PASSWORD)
    expect(res.statusCode).toBe(200)
    expect(res.json().data.user).toMatchObject({ membership_active: false, email_verified: true })
  })

  it('include a creator’s user linked to a seeded creator with the same username', async () => {
    const res = await loginRequest(t, DEMO_ACCOUNTS.creator.email, DEMO_PASSWORD)
    expect(res.statusCode).toBe(200)
    const user = res.json().data.user
    expect(user.is_webstar).toBe(true)
    const [creator] = await t.db.select().from(creators).where(eq(creators.id, user.model_id))
    expect(creator?.username).toBe(user.username)
  })

  it('include an unfinished registration with a known finish token', async () => {
    const res = await call(t, { method: 'GET', url: `/api/unfinished_users?finish_token=${DEMO_FINISH_TOKEN}&limit=1` })
    expect(res.json().data).toEqual([
      {
        email: DEMO_ACCOUNTS.unfinished.email,
        username: DEMO_ACCOUNTS.unfinished.username,
        finish_token: DEMO_FINISH_TOKEN,
      },
    ])
  })
})
