/**
 * Where mail goes: over SMTP when SMTP_URL is set, otherwise into the outbox table (read by the
 * development mailbox). Every mail is a job on the durable queue (modules/jobs): it survives a
 * restart and is retried with backoff while the SMTP server refuses it. Account mail is queued
 * without making the response wait, so a response never reveals through its timing whether a mail
 * was sent; mail that belongs to a change is queued in that change's transaction.
 */
import type { FastifyBaseLogger } from 'fastify'
import { createTransport } from 'nodemailer'
import * as v from 'valibot'
import type { Db } from '../../db/client'
import type { Executor } from '../../lib/executor'
import type { JobQueue } from '../jobs/index'
import { insertOutboxMail } from './repository'

const OutgoingMailSchema = v.object({
  kind: v.string(),
  to: v.string(),
  userId: v.nullable(v.number()),
  subject: v.string(),
  text: v.string(),
  html: v.string(),
})
export type OutgoingMail = v.InferOutput<typeof OutgoingMailSchema>

export type Mailer = {
  /** Queues a mail without making the caller wait; a failure to queue is logged (without the address). */
  sendLater: (mail: OutgoingMail, log: FastifyBaseLogger) => void
  /** Queues a mail in the caller's transaction: it goes out only if that transaction commits. */
  queue: (tx: Executor, mail: OutgoingMail) => Promise<void>
  /** Resolves once no mail is being queued: awaited on close, and by tests. */
  idle: () => Promise<void>
}

export const MAIL_JOB = 'mail.send'

export function createMailer(deps: {
  db: Db
  smtpUrl: string | undefined
  from: string
  jobs: JobQueue
  log: FastifyBaseLogger
}): Mailer {
  const smtp = deps.smtpUrl ? createTransport(deps.smtpUrl) : undefined
  const inFlight = new Set<Promise<void>>()

  const deliver = async (mail: OutgoingMail) => {
    if (smtp) {
      await smtp.sendMail({ from: deps.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html })
      return
    }
    await insertOutboxMail(deps.db, mail)
  }

  deps.jobs.define({
    name: MAIL_JOB,
    payload: OutgoingMailSchema,
    handler: async (mail) => {
      try {
        await deliver(mail)
      } catch (error) {
        // SMTP errors often quote the recipient; what is logged and kept with the job never does.
        throw new Error(withoutAddresses(error))
      }
      deps.log.info({ event: 'mail.sent', kind: mail.kind, userId: mail.userId }, 'mail sent')
    },
    // An SMTP server that is down for a while: retried for about two hours before giving up.
    retryLimit: 8,
    retryDelaySeconds: 30,
    expireInSeconds: 300,
  })

  return {
    sendLater: (mail, log) => {
      const task = deps.jobs
        .send(MAIL_JOB, mail)
        .then(() => undefined)
        .catch((error: unknown) =>
          log.error(
            { event: 'mail.failed', kind: mail.kind, userId: mail.userId, reason: withoutAddresses(error) },
            'mail could not be queued',
          ),
        )
        .finally(() => inFlight.delete(task))
      inFlight.add(task)
    },
    queue: async (tx, mail) => {
      await deps.jobs.send(MAIL_JOB, mail, { tx })
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
