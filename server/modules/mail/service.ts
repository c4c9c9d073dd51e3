import type { FastifyBaseLogger } from 'fastify'
import type { Locale } from '../../../contract/languages'
import { type AccountMailKind, renderAccountMail } from './templates'
import type { Mailer, OutgoingMail } from './transport'

type TokenMailKind = Exclude<AccountMailKind, 'login_blocked' | 'session_stolen'>

const PAGES: Record<TokenMailKind, string> = { verify_email: 'verify', recover_password: 'recover' }

/** The app page a mail links to: `${PUBLIC_URL}/verify?email=…&token=…` or `/recover?…`. */
export function accountMailLink(publicUrl: string, kind: TokenMailKind, email: string, token: string): string {
  const query = new URLSearchParams({ email, token })
  return `${publicUrl.replace(/\/+$/, '')}/${PAGES[kind]}?${query.toString()}`
}

export function sendAccountMail(
  mailer: Mailer,
  log: FastifyBaseLogger,
  mail: {
    kind: TokenMailKind
    locale: Locale
    publicUrl: string
    user: { id: number; username: string; email: string }
    token: string
  },
): void {
  const link = accountMailLink(mail.publicUrl, mail.kind, mail.user.email, mail.token)
  const content = renderAccountMail(mail.kind, mail.locale, { username: mail.user.username, link })
  mailer.sendLater({ kind: mail.kind, to: mail.user.email, userId: mail.user.id, ...content }, log)
}

/** Tells the owner that failed sign-ins from an unknown network were stopped; links to the sign-in page. */
export function sendLoginBlockedMail(
  mailer: Mailer,
  log: FastifyBaseLogger,
  mail: { locale: Locale; publicUrl: string; user: { id: number; username: string; email: string } },
): void {
  const link = `${mail.publicUrl.replace(/\/+$/, '')}/login`
  const content = renderAccountMail('login_blocked', mail.locale, { username: mail.user.username, link })
  mailer.sendLater({ kind: 'login_blocked', to: mail.user.email, userId: mail.user.id, ...content }, log)
}

/**
 * Tells the owner their session was used from two devices at once and has been ended everywhere;
 * links to the sign-in page. Returned, not sent: it is queued in the transaction that revokes.
 */
export function sessionStolenMail(mail: {
  locale: Locale
  publicUrl: string
  user: { id: number; username: string; email: string }
}): OutgoingMail {
  const link = `${mail.publicUrl.replace(/\/+$/, '')}/login`
  const content = renderAccountMail('session_stolen', mail.locale, { username: mail.user.username, link })
  return { kind: 'session_stolen', to: mail.user.email, userId: mail.user.id, ...content }
}
