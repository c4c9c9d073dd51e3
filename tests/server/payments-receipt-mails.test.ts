/**
 * The receipt, and a guest's link to finish their registration, are queued in the transaction that
 * settles the payment and grants it: a process that dies right after that commit has already queued
 * them, and a settlement that rolls back queues nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { JobQueue } from '../../server/modules/jobs/index'
import {
  createPayApp,
  guestForm,
  type PayApp,
  paymentBody,
  paymentRow,
  payOnHostedPage,
  postPayment,
  started,
} from './payments-fixture'
import { mailsTo } from './subscriptions-fixture'

const MAIL_JOB = 'mail.send'

let t: PayApp
let realSend: JobQueue['send']

beforeAll(async () => {
  t = await createPayApp()
  realSend = t.app.jobs.send
})
afterAll(() => t.close())

/** A guest's test-method payment paid on the hosted page; its approval callback waits at the processor. */
async function paidAsGuest(email: string) {
  const payment = started(
    await postPayment(t, paymentBody({ plan: t.plans.monthly, method: t.methods.test ?? 0, form: guestForm(email) })),
  )
  const paid = await payOnHostedPage(t, payment.redirect?.url ?? '', '4242424242424242')
  if (paid.status >= 400) throw new Error(`hosted page refused the card: ${paid.status}`)
  return payment
}

/** Runs `work` with the queue's `send` replaced, then puts the real one back. */
async function withSend(send: JobQueue['send'], work: () => Promise<void>) {
  t.app.jobs.send = send
  try {
    await work()
  } finally {
    t.app.jobs.send = realSend
  }
}

describe('payment mails are queued with the settlement', () => {
  it('a process gone right after the settlement commits still sends the receipt and the finish link', async () => {
    const email = 'receipt-crash@velvet.example'
    const payment = await paidAsGuest(email)
    // Anything queued outside a transaction after the commit is lost, as if the process had died.
    await withSend(
      async (name, data, options) => {
        if (name === MAIL_JOB && !options?.tx) throw new Error('the process is gone')
        return realSend(name, data, options)
      },
      async () => {
        await t.deliver()
      },
    )
    expect((await paymentRow(t, payment.id)).status).toBe('approved')
    expect(await mailsTo(t, email, 'payment_receipt')).toHaveLength(1)
    expect(await mailsTo(t, email, 'finish_registration')).toHaveLength(1)
  })

  it('a settlement that rolls back after queueing its mails sends none', async () => {
    const email = 'receipt-rollback@velvet.example'
    const payment = await paidAsGuest(email)
    await withSend(
      async (name, data, options) => {
        const id = await realSend(name, data, options)
        if (name === MAIL_JOB && options?.tx) throw new Error('the settlement fails after queueing its mail')
        return id
      },
      async () => {
        await t.deliver()
      },
    )
    expect((await paymentRow(t, payment.id)).status).toBe('pending')
    expect(await mailsTo(t, email, 'payment_receipt')).toHaveLength(0)
    expect(await mailsTo(t, email, 'finish_registration')).toHaveLength(0)
  })
})
