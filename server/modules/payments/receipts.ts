/**
 * Mail after an approval, in the buyer's language (the user's last language, else the language of
 * the purchase): the receipt, and for a guest the link that finishes their registration
 * (`/finish?token=…&payment_id=…`). Queued in the transaction that approves the payment (finalize.ts),
 * once per approval: they go out if and only if the approval commits.
 */
import { isLocale, type Locale } from '../../../contract/languages'
import { formatMinorAmount } from '../../../contract/money'
import type { Executor } from '../../lib/executor'
import { serverText } from '../../lib/i18n'
import type { Mailer } from '../mail/index'
import { GREETING, renderMail } from '../mail/index'
import { findCurrency, findPlan } from '../purchase/index'
import { findUserById } from '../users/index'
import { finishPath, guestToken } from './guest-access'
import type { PaymentRow } from './repository'

const RECEIPT = {
  subject: /*i18n*/ { id: 'Your Velvet receipt' },
  guestGreeting: /*i18n*/ { id: 'Thank you for your purchase!' },
  paid: /*i18n*/ { id: 'We received your payment of {amount} for {plan}.' },
  order: /*i18n*/ { id: 'Order number {operation}, {date}.' },
  footer: /*i18n*/ {
    id: 'Keep this e-mail as your receipt. Questions about a charge? Write to support from the Velvet help page.',
  },
}

const FINISH = {
  subject: /*i18n*/ { id: 'Finish creating your Velvet account' },
  body: /*i18n*/ {
    id: 'Your payment was approved. Choose a username and a password to finish your account and enjoy what you bought. The link is valid for 30 days.',
  },
  action: /*i18n*/ { id: 'Finish my account' },
  footer: /*i18n*/ { id: 'If you did not buy anything on Velvet, you can ignore this message.' },
}

/** What the payment mails need besides the transaction: where they are queued, and the links' base and key. */
export type ReceiptDeps = { mailer: Mailer; publicUrl: string; guestKey: string }

export async function queuePaymentMails(tx: Executor, deps: ReceiptDeps, payment: PaymentRow): Promise<void> {
  if (payment.status !== 'approved') return
  const plan = await findPlan(tx, payment.planId)
  const currency = await findCurrency(tx, payment.currency)
  const user = payment.userId === null ? undefined : await findUserById(tx, payment.userId)
  const preferred = user?.lastLangCode ?? payment.locale
  const locale: Locale = isLocale(preferred) ? preferred : 'en'
  const amount = formatMinorAmount(
    payment.chargedMinor,
    { code: payment.currency, decimal_precision: currency?.decimalPrecision ?? 2 },
    locale,
  )
  const t = serverText(locale)
  const values = {
    name: user?.username ?? '',
    amount,
    plan: plan?.title ?? '',
    operation: payment.operationNumber,
    date: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
      payment.finalizedAt ?? payment.createdAt,
    ),
  }
  const receipt = renderMail(locale, {
    subject: t(RECEIPT.subject),
    greeting: user ? t(GREETING, values) : t(RECEIPT.guestGreeting),
    paragraphs: [t(RECEIPT.paid, values), t(RECEIPT.order, values)],
    footer: t(RECEIPT.footer),
  })
  await deps.mailer.queue(tx, { kind: 'payment_receipt', to: payment.email, userId: payment.userId, ...receipt })

  if (payment.userId === null && payment.unfinishedUserId !== null) {
    const link = `${deps.publicUrl.replace(/\/+$/, '')}${finishPath(guestToken(deps.guestKey, payment.operationNumber), payment.id)}`
    const mail = renderMail(locale, {
      subject: t(FINISH.subject),
      greeting: t(RECEIPT.guestGreeting),
      paragraphs: [t(FINISH.body)],
      action: { label: t(FINISH.action), link },
      footer: t(FINISH.footer),
    })
    await deps.mailer.queue(tx, { kind: 'finish_registration', to: payment.email, userId: null, ...mail })
  }
}
