/**
 * Accounts data: availability checks and the auth calls (the forms send theirs through
 * useFormSubmit's mutation; the other writes are mutations here). Successful auth responses start
 * the session (api/session); callers decide where to go next. Logout and the one-time token login
 * stay plain calls: they change the session, which gives the app a new query cache.
 */
import { queryOptions, useMutation } from '@tanstack/react-query'
import { api } from '../../../contract/api'
import type { LoginBody, RecoverBody, RegisterBody } from '../../../contract/schemas/auth'
import type { PasskeyLoginBody } from '../../../contract/schemas/passkey'
import { request } from '../../api/client'
import { endSession, getSession } from '../../api/session'
import { applyAuthSession, refreshSession } from '../../api/session-manager'
import { wipeOnLogout } from '../session'

export const authKeys = {
  unfinishedUser: (token: string) => ['unfinished-user', token] as const,
}

export function unfinishedUserQuery(token: string) {
  return queryOptions({
    queryKey: authKeys.unfinishedUser(token),
    queryFn: ({ signal }) =>
      request(api.unfinishedUsers, { query: { finish_token: token, limit: '1' }, signal }).then(
        (response) => response.data[0] ?? null,
      ),
    retry: false,
  })
}

/** 'unchecked': the check could not be made (offline, server error); the form counts it as taken. */
export type Availability = 'free' | 'taken' | 'unchecked'

async function availabilityOf(ask: () => Promise<{ data: unknown[] }>): Promise<Availability> {
  try {
    return (await ask()).data.length > 0 ? 'taken' : 'free'
  } catch {
    return 'unchecked'
  }
}

export function usernameAvailability(username: string): Promise<Availability> {
  return availabilityOf(() => request(api.unavailableUsernames, { query: { username } }))
}

export function emailAvailability(email: string): Promise<Availability> {
  return availabilityOf(() => request(api.unavailableEmails, { query: { email } }))
}

export async function login(body: LoginBody) {
  const session = await request(api.login, { body, auth: 'none' })
  applyAuthSession(session)
  return session.data
}

/**
 * A one-time code the creators' panel exchanges for its own session (POST /api/auth/login with
 * `type: token_login`): five minutes, single use, so no access token ever travels in a URL.
 */
export function usePanelLoginCodeMutation() {
  return useMutation({
    mutationFn: async (): Promise<{ token: string; model_id: number }> => (await request(api.loginTokens)).data,
  })
}

/**
 * The session a social sign-in opened (its callback set the refresh cookie, and no page here knew
 * of it yet): true once it is taken, false when the server refuses it.
 */
export function takeSocialSession(): Promise<boolean> {
  return refreshSession()
}

export async function register(body: RegisterBody) {
  const session = await request(api.register, { body, auth: 'none' })
  applyAuthSession(session)
  return session.data
}

export async function recoverPassword(body: RecoverBody) {
  const session = await request(api.recover, { body, auth: 'none' })
  applyAuthSession(session)
  return session.data
}

/** Mails a link to choose a new password. */
export function useRecoverEmailMutation() {
  return useMutation({
    mutationFn: (email: string) => request(api.sendRecoverEmail, { body: { email }, auth: 'none' }),
  })
}

/** Mails a new link to verify the e-mail address. */
export function useVerificationEmailMutation() {
  return useMutation({
    mutationFn: (email: string) => request(api.sendVerificationEmail, { body: { email }, auth: 'none' }),
  })
}

export function verifyEmail(email: string, token: string) {
  return request(api.verifyEmail, { body: { email, token }, auth: 'none' })
}

/**
 * Ends the session on the server (best effort: offline it ends locally anyway) and removes the
 * user's saved data from this device, with what each feature registered to wipe.
 */
export async function logout(): Promise<void> {
  const userId = getSession().user?.id ?? null
  // While the session still exists: this device stops receiving the user's notifications.
  // The push code is loaded only here (never on the first screen); it settles on its own errors.
  await import('../../offline/push-device').then((push) => push.removePushSubscription()).catch(() => undefined)
  await request(api.logout).catch(() => undefined)
  endSession()
  await wipeOnLogout(userId)
}

/** A fresh, single-use challenge for signing in with a passkey (the button or the browser's autofill). */
export async function passkeyLoginOptions() {
  const response = await request(api.passkeyLoginOptions, { auth: 'none' })
  return response.data
}

/** Signs in with what the browser's passkey ceremony gave: the same session a password login starts. */
export function usePasskeyLoginMutation() {
  return useMutation({
    mutationFn: async (credential: PasskeyLoginBody['credential']) => {
      const session = await request(api.passkeyLogin, { body: { credential }, auth: 'none' })
      applyAuthSession(session)
      return session.data
    },
  })
}
