/**
 * The demo panel's own session: who is signed in there, in a signed cookie on the panel's origin
 * (a separate site keeps its own sign-in; ours only vouches for the creator once, by the one-time
 * login code).
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

export const PANEL_COOKIE = 'velvet_panel'
export const PANEL_SESSION_MS = 8 * 3600 * 1000

export type PanelSession = { modelId: number; username: string }

export function panelSessions(key: string) {
  const mac = (body: string) => createHmac('sha256', key).update(body).digest('base64url')
  return {
    seal(session: PanelSession, now: Date): string {
      const body = [
        session.modelId,
        Buffer.from(session.username).toString('base64url'),
        now.getTime() + PANEL_SESSION_MS,
      ].join('.')
      return `${body}.${mac(body)}`
    },
    open(value: string | undefined, now: Date): PanelSession | undefined {
      const parts = (value ?? '').split('.')
      if (parts.length !== 4) return undefined
      const [modelId = '', username = '', expires = '', signature = ''] = parts
      const body = `${modelId}.${username}.${expires}`
      const expected = mac(body)
      if (signature.length !== expected.length || !timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) {
        return undefined
      }
      if (Number(expires) <= now.getTime()) return undefined
      return { modelId: Number(modelId), username: Buffer.from(username, 'base64url').toString('utf8') }
    },
  }
}
