/**
 * The subscription e-mails, in the member's language: the reminder before each charge (with the
 * one-click cancel link), the unsubscribe code, a failed renewal, the cancellation confirmation and
 * the end after failed renewals. Queued in the transaction of the change they announce.
 */
import { isLocale, type Locale } from '../../../contract/languages'
import { SUBSCRIPTIONS } from '../../../contract/limits'
import { serverText } from '../../lib/i18n'
import type { OutgoingMail } from '../mail/index'
import { GREETING, type MailContent, renderMail } from '../mail/index'

export type SubscriptionMailKind =
  | 'renewal_reminder'
  | 'unsubscribe_code'
  | 'renewal_failed'
  | 'subscription_canceled'
  | 'subscription_ended'

const TEXTS = {
  renewal_reminder: {
    subject: /*i18n*/ { id: 'Your {plan} renews on {date}' },
    paragraphs: [
      /*i18n*/ { id: 'On {date} we will charge {amount} to your card ending in {card} for another period of {plan}.' },
      /*i18n*/ {
        id: 'Nothing to do if you want to keep it. If not, cancel with one click before then: you keep access until {date} and nothing more is charged.',
      },
    ],
    action: /*i18n*/ { id: 'Cancel the renewal' },
    footer: /*i18n*/ { id: 'All your subscriptions: {manage}' },
  },
  unsubscribe_code: {
    subject: /*i18n*/ { id: 'Your code to cancel {plan}' },
    paragraphs: [
      /*i18n*/ { id: 'Your code is {code}. Type it in the cancel form; it works for {minutes} minutes.' },
      /*i18n*/ { id: 'You can also cancel right away with the button below, without the code.' },
    ],
    action: /*i18n*/ { id: 'Cancel the renewal' },
    footer: /*i18n*/ { id: 'If you did not ask for this, ignore this message: nothing changes.' },
  },
  renewal_failed: {
    subject: /*i18n*/ { id: 'We could not renew your {plan}' },
    paragraphs: [
      /*i18n*/ { id: 'The charge of {amount} to your card ending in {card} did not go through.' },
      /*i18n*/ {
        id: 'You keep access until {grace} while we try again. To keep {plan} after that, buy it again with a card that works.',
      },
    ],
    action: /*i18n*/ { id: 'My subscriptions' },
    footer: /*i18n*/ { id: 'Nothing more is charged if every try fails.' },
  },
  subscription_canceled: {
    subject: /*i18n*/ { id: 'Your {plan} will not renew' },
    paragraphs: [
      /*i18n*/ { id: 'You canceled the renewal of {plan}. Nothing more will be charged.' },
      /*i18n*/ { id: 'You keep access until {date}.' },
    ],
    action: /*i18n*/ { id: 'My subscriptions' },
    footer: /*i18n*/ { id: 'Changed your mind? You can subscribe again at any time.' },
  },
  subscription_ended: {
    subject: /*i18n*/ { id: 'Your {plan} has ended' },
    paragraphs: [
      /*i18n*/ { id: 'We could not charge your card for {plan}, so it has ended. Nothing more will be charged.' },
    ],
    action: /*i18n*/ { id: 'Subscribe again' },
    footer: /*i18n*/ { id: 'Questions about a charge? Write to support from the Velvet help page.' },
  },
}

export function localeOf(lastLangCode: string | null): Locale {
  return isLocale(lastLangCode) ? lastLangCode : 'en'
}

export function formatDate(locale: Locale, date: Date): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date)
}

export type SubscriptionMailInput = {
  kind: SubscriptionMailKind
  to: { id: number; username: string; email: string; lastLangCode: string | null }
  plan: string
  link: string
  values?: { date?: Date; grace?: Date; amount?: string; card?: string; code?: string; manage?: string }
}

export function subscriptionMail(input: SubscriptionMailInput): OutgoingMail {
  const locale = localeOf(input.to.lastLangCode)
  const texts = TEXTS[input.kind]
  const t = serverText(locale)
  const given = input.values ?? {}
  const values = {
    name: input.to.username,
    plan: input.plan,
    date: given.date ? formatDate(locale, given.date) : '',
    grace: given.grace ? formatDate(locale, given.grace) : '',
    amount: given.amount ?? '',
    card: given.card ?? '••••',
    code: given.code ?? '',
    minutes: String(SUBSCRIPTIONS.codeTtlMinutes),
    manage: given.manage ?? '',
  }
  const content: MailContent = renderMail(locale, {
    subject: t(texts.subject, values),
    greeting: t(GREETING, values),
    paragraphs: texts.paragraphs.map((paragraph) => t(paragraph, values)),
    action: { label: t(texts.action), link: input.link },
    footer: t(texts.footer, values),
  })
  return { kind: input.kind, to: input.to.email, userId: input.to.id, ...content }
}
