/**
 * The monthly statement e-mail (cron, 06:00 UTC on the 1st): every member with money activity in
 * the month before gets its statement, in their language. Each mail is claimed (statement_mails)
 * and queued in one transaction, so a job that dies half-way and runs again mails nobody twice.
 */
import type { FastifyBaseLogger } from 'fastify'
import type { Locale } from '../../../contract/languages'
import type { Statement } from '../../../contract/schemas/wallet'
import type { Db } from '../../db/client'
import type { Clock } from '../../lib/clock'
import type { JobQueue } from '../jobs/index'
import type { Mailer, OutgoingMail } from '../mail/index'
import { renderMail } from '../mail/index'
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
    .map(([currency, sum]) =>
      new Intl.NumberFormat(locale, { style: 'currency', currency }).format(Math.round(sum * 100) / 100),
    )
    .join(' + ')
}

const PAGE = 200

type Texts = {
  subject: string
  greeting: string
  tokens: string
  creators: string
  takenBack: string
  payments: string
  nothingPaid: string
  action: string
  footer: string
}

const TEXTS: Record<Locale, Texts> = {
  en: {
    subject: 'Your Velvet statement for {month}',
    greeting: 'Hi {name},',
    tokens: 'Tokens: {opening} at the start of the month, {bought} bought, {spent} spent, {closing} at the end.',
    creators: 'Spent per creator: {list}.',
    takenBack: 'Taken back: {refunded} refunded, {expired} expired unused.',
    payments: 'Payments: {count}, {total} in all.',
    nothingPaid: 'No payments this month.',
    action: 'See my tokens',
    footer: 'You get this statement on the 1st of each month after a month with purchases or spends.',
  },
  es: {
    subject: 'Tu resumen de Velvet de {month}',
    greeting: 'Hola, {name}:',
    tokens: 'Fichas: {opening} al inicio del mes, {bought} compradas, {spent} gastadas, {closing} al final.',
    creators: 'Gastado por creadora: {list}.',
    takenBack: 'Retiradas: {refunded} reembolsadas, {expired} caducadas sin usar.',
    payments: 'Pagos: {count}, {total} en total.',
    nothingPaid: 'Ningún pago este mes.',
    action: 'Ver mis fichas',
    footer: 'Recibes este resumen el día 1 de cada mes después de un mes con compras o gastos.',
  },
  pt: {
    subject: 'Seu extrato da Velvet de {month}',
    greeting: 'Olá, {name}!',
    tokens: 'Fichas: {opening} no início do mês, {bought} compradas, {spent} gastas, {closing} no final.',
    creators: 'Gasto por criadora: {list}.',
    takenBack: 'Retiradas: {refunded} reembolsadas, {expired} expiradas sem uso.',
    payments: 'Pagamentos: {count}, {total} no total.',
    nothingPaid: 'Nenhum pagamento neste mês.',
    action: 'Ver minhas fichas',
    footer: 'Você recebe este extrato no dia 1 de cada mês após um mês com compras ou gastos.',
  },
  tr: {
    subject: '{month} Velvet hesap özetiniz',
    greeting: 'Merhaba {name},',
    tokens: 'Jetonlar: ay başında {opening}, {bought} satın alındı, {spent} harcandı, ay sonunda {closing}.',
    creators: 'İçerik üreticisine göre harcama: {list}.',
    takenBack: 'Geri alınan: {refunded} iade edildi, {expired} kullanılmadan süresi doldu.',
    payments: 'Ödemeler: {count}, toplam {total}.',
    nothingPaid: 'Bu ay ödeme yok.',
    action: 'Jetonlarımı gör',
    footer: 'Bu özeti, satın alma veya harcama yaptığınız her ayın ardından ayın 1’inde alırsınız.',
  },
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '')
}

export function statementMail(
  member: { id: number; username: string; email: string; lastLangCode: string | null },
  statement: Statement,
  link: string,
): OutgoingMail {
  const locale = localeOf(member.lastLangCode)
  const texts = TEXTS[locale]
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
    subject: fill(texts.subject, values),
    greeting: fill(texts.greeting, values),
    paragraphs: [
      fill(texts.tokens, values),
      ...(statement.by_creator.length > 0 ? [fill(texts.creators, values)] : []),
      ...(statement.tokens.refunded + statement.tokens.expired > 0 ? [fill(texts.takenBack, values)] : []),
      statement.payments.length > 0 ? fill(texts.payments, values) : texts.nothingPaid,
    ],
    action: { label: texts.action, link },
    footer: texts.footer,
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
  jobs.define({
    name: STATEMENT_JOB,
    cron: '0 6 1 * *',
    handler: async () => {
      const sent = await sendMonthlyStatements(deps)
      deps.log.info({ sent }, 'monthly statements queued')
    },
    retryLimit: 5,
    retryDelaySeconds: 300,
    expireInSeconds: 3600,
    policy: 'stately',
  })
}
