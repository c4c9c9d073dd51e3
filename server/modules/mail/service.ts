import type { FastifyBaseLogger } from 'fastify'
import type { Locale } from '../../../contract/languages'
import { type AccountMailKind, renderAccountMail } from './templates'
import type { Mailer } from './transport'

const PAGES: Record<AccountMailKind, string> = { verify_email: 'verify', recover_password: 'recover' }

/** The app page a mail links to: `${PUBLIC_URL}/verify?email=…&token=…` or `/recover?…`. */
export function accountMailLink(publicUrl: string, kind: AccountMailKind, email: string, token: string): string {
  const query = new URLSearchParams({ email, token })
  return `${publicUrl.replace(/\/+$/, '')}/${PAGES[kind]}?${query.toString()}`
}

export function sendAccountMail(
  mailer: Mailer,
  log: FastifyBaseLogger,
  mail: {
    kind: AccountMailKind
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
