/**
 * The monthly statement e-mail (cron, 06:00 UTC on the 1st): every member with money activity in
 * the month before gets its statement, in their language. Each mail is claimed (statement_mails)
 * and queued in one transaction, so a job that dies half-way and runs again mails nobody twice.
 */
import type { FastifyBaseLogger } from 'fastify'
import type { Locale } from '../../../contract/languages'
import { formatMoney } from '../../../contract/money'
import type { Statement } from '../../../contract/schemas/wallet'
import type { Db } from '../../db/client'
import type { Clock } from '../../lib/clock'
import { serverText } from '../../lib/i18n'
import { type JobQueue, scheduledJob } from '../jobs/index'
import type { Mailer, OutgoingMail } from '../mail/index'
import { GREETING, renderMail } from '../mail/index'
import { localeOf } from '../subscriptions/index'
import { claimStatement, findActiveMembers } from './repository'
import { buildStatement, monthWindow, previousMonth } from './service'

export const STATEMENT_JOB = 'statements.monthly'

/**
 * What the month's payments took, in the currencies they were charged in ("R$25.20 + $29.99"),
 * never converted back to dollars.
 */
function chargedTotal(payments: Statement['payments'], locale: Locale): string {
  const sums = new Map<string, number>()
  for (const payment of payments) sums.set(payment.currency, (sums.get(payment.currency) ?? 0) + payment.charged_amount)
  return [...sums]
    .map(([currency, sum]) => formatMoney(Math.round(sum * 100) / 100, { code: currency }, locale))
    .join(' + ')
}

const PAGE = 200

const TEXTS = {
  subject: /*i18n*/ { id: 'Your Velvet statement for {month}' },
  tokens: /*i18n*/ {
    id: 'Tokens: {opening} at the start of the month, {bought} bought, {spent} spent, {closing} at the end.',
  },
  creators: /*i18n*/ { id: 'Spent per creator: {list}.' },
  takenBack: /*i18n*/ { id: 'Taken back: {refunded} refunded, {expired} expired unused.' },
  payments: /*i18n*/ { id: 'Payments: {count}, {total} in all.' },
  nothingPaid: /*i18n*/ { id: 'No payments this month.' },
  action: /*i18n*/ { id: 'See my tokens' },
  footer: /*i18n*/ {
    id: 'You get this statement on the 1st of each month after a month with purchases or spends.',
  },
}

export function statementMail(
  member: { id: number; username: string; email: string; lastLangCode: string | null },
  statement: Statement,
  link: string,
): OutgoingMail {
  const locale = localeOf(member.lastLangCode)
  const t = serverText(locale)
  const number = new Intl.NumberFormat(locale)
  const { since } = monthWindow(statement.month)
  const values = {
    name: member.username,
    month: new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(since),
    opening: number.format(statement.tokens.opening_balance),
    bought: number.format(statement.tokens.bought),
    spent: number.format(statement.tokens.spent),
    closing: number.format(statement.tokens.closing_balance),
    refunded: number.format(statement.tokens.refunded),
    expired: number.format(statement.tokens.expired),
    list: statement.by_creator.map((row) => `${row.model.name} ${number.format(row.tokens)}`).join(', '),
    count: number.format(statement.payments.length),
    total: chargedTotal(statement.payments, locale),
  }
  const content = renderMail(locale, {
    subject: t(TEXTS.subject, values),
    greeting: t(GREETING, values),
    paragraphs: [
      t(TEXTS.tokens, values),
      ...(statement.by_creator.length > 0 ? [t(TEXTS.creators, values)] : []),
      ...(statement.tokens.refunded + statement.tokens.expired > 0 ? [t(TEXTS.takenBack, values)] : []),
      statement.payments.length > 0 ? t(TEXTS.payments, values) : t(TEXTS.nothingPaid),
    ],
    action: { label: t(TEXTS.action), link },
    footer: t(TEXTS.footer),
  })
  return { kind: 'monthly_statement', to: member.email, userId: member.id, ...content }
}

/** Mails the statements of `month` (the month before by default) to every member with activity in it. */
export async function sendMonthlyStatements(
  deps: { db: Db; clock: Clock; mailer: Mailer; publicUrl: string },
  month = previousMonth(deps.clock()),
): Promise<number> {
  const window = monthWindow(month)
  const link = `${deps.publicUrl.replace(/\/+$/, '')}/tokens`
  let sent = 0
  let afterId = 0
  for (;;) {
    const members = await findActiveMembers(deps.db, window, afterId, PAGE)
    for (const member of members) {
      afterId = member.id
      const email = member.email
      if (!email) continue
      const statement = await buildStatement(deps.db, member.id, month)
      const claimed = await deps.db.transaction(async (tx) => {
        if (!(await claimStatement(tx, member.id, month, deps.clock()))) return false
        await deps.mailer.queue(tx, statementMail({ ...member, email }, statement, link))
        return true
      })
      if (claimed) sent += 1
    }
    if (members.length < PAGE) return sent
  }
}

export function defineStatementJob(
  jobs: JobQueue,
  deps: { db: Db; clock: Clock; mailer: Mailer; publicUrl: string; log: FastifyBaseLogger },
): void {
  jobs.define(
    scheduledJob({
      name: STATEMENT_JOB,
      cron: '0 6 1 * *',
      handler: async () => {
        const sent = await sendMonthlyStatements(deps)
        deps.log.info({ sent }, 'monthly statements queued')
      },
      retryLimit: 5,
      retryDelaySeconds: 300,
      expireInSeconds: 3600,
    }),
  )
}
