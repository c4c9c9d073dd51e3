/**
 * Where mail goes: over SMTP when SMTP_URL is set, otherwise into the outbox table (read by the
 * development mailbox). Account mail is sent in the background so that a response never waits
 * for, or reveals through its timing, whether a mail was sent.
 */
import type { FastifyBaseLogger } from 'fastify'
import { createTransport } from 'nodemailer'
import type { Db } from '../../db/client'
import { insertOutboxMail } from './repository'

export type OutgoingMail = {
  kind: string
  to: string
  userId: number | null
  subject: string
  text: string
  html: string
}

export type Mailer = {
  send: (mail: OutgoingMail) => Promise<void>
  /** Sends without making the caller wait; failures are logged (without the address). */
  sendLater: (mail: OutgoingMail, log: FastifyBaseLogger) => void
  /** Resolves once no mail is in flight: awaited on close, and by tests. */
  idle: () => Promise<void>
}

export function createMailer(deps: { db: Db; smtpUrl: string | undefined; from: string }): Mailer {
  const smtp = deps.smtpUrl ? createTransport(deps.smtpUrl) : undefined
  const inFlight = new Set<Promise<void>>()

  const send = async (mail: OutgoingMail) => {
    if (smtp) {
      await smtp.sendMail({ from: deps.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html })
      return
    }
    await insertOutboxMail(deps.db, mail)
  }

  return {
    send,
    sendLater: (mail, log) => {
      const task = send(mail)
        .then(() => log.info({ event: 'mail.sent', kind: mail.kind, userId: mail.userId }, 'mail sent'))
        .catch((error: unknown) =>
          log.error(
            { event: 'mail.failed', kind: mail.kind, userId: mail.userId, reason: withoutAddresses(error) },
            'mail failed',
          ),
        )
        .finally(() => inFlight.delete(task))
      inFlight.add(task)
    },
    idle: async () => {
      while (inFlight.size > 0) await Promise.all(inFlight)
    },
  }
}

/** SMTP errors often quote the recipient; logs never hold e-mail addresses. */
function withoutAddresses(error: unknown): string {
  return String((error as Error)?.message ?? error).replace(/[^\s<>"'@]+@[^\s<>"'@]+/g, '***')
}
