/**
 * Account e-mails in the four interface languages, from the server's catalog: a subject, a short
 * HTML body with one button and a plain-text body with the same link. Only the link varies; nothing user-typed is inserted
 * except the username and, in chat notifications, the sender's name, both escaped.
 */
import type { Locale } from '../../../contract/languages'
import { escapeHtml } from '../../lib/html-page'
import { serverText } from '../../lib/i18n'

export { escapeHtml }

export type AccountMailKind = 'verify_email' | 'recover_password' | 'login_blocked' | 'session_stolen'
/** Account mail plus the new-message notification of the chat. */
export type MailKind = AccountMailKind | 'chat_message'

export type MailContent = { subject: string; text: string; html: string }

/** Every mail to a member opens with it. */
export const GREETING = /*i18n*/ { id: 'Hi {name},' }

const TEXTS = {
  verify_email: {
    subject: /*i18n*/ { id: 'Confirm your e-mail address' },
    body: /*i18n*/ {
      id: 'Please confirm your e-mail address to finish setting up your Velvet account. The link is valid for 48 hours.',
    },
    action: /*i18n*/ { id: 'Confirm e-mail' },
    ignore: /*i18n*/ { id: 'If you did not create an account, you can ignore this message.' },
  },
  recover_password: {
    subject: /*i18n*/ { id: 'Reset your password' },
    body: /*i18n*/ {
      id: 'We received a request to reset the password of your Velvet account. The link is valid for 1 hour and can be used once.',
    },
    action: /*i18n*/ { id: 'Choose a new password' },
    ignore: /*i18n*/ { id: 'If you did not ask for this, you can ignore this message: your password stays the same.' },
  },
  login_blocked: {
    subject: /*i18n*/ { id: 'Failed sign-in attempts on your account' },
    body: /*i18n*/ {
      id: 'Someone tried several wrong passwords for your Velvet account from a network you have not signed in from. We stopped that network for 15 minutes; you can still sign in as usual.',
    },
    action: /*i18n*/ { id: 'Sign in' },
    ignore: /*i18n*/ { id: 'If it was you, there is nothing to do. If not, sign in and change your password.' },
  },
  session_stolen: {
    subject: /*i18n*/ { id: 'We signed you out to protect your account' },
    body: /*i18n*/ {
      id: 'Your Velvet sign-in was used on another device at the same time as on yours, which happens when someone has copied it. We signed out everywhere, so that copy no longer works. Sign in again to carry on.',
    },
    action: /*i18n*/ { id: 'Sign in' },
    ignore: /*i18n*/ { id: 'If you do not recognise this, change your password after signing in.' },
  },
  chat_message: {
    subject: /*i18n*/ { id: 'You have a new message on Velvet' },
    body: /*i18n*/ { id: '{sender} sent you a message. Open the chat to read it and answer.' },
    action: /*i18n*/ { id: 'Open the chat' },
    ignore: /*i18n*/ {
      id: 'You get this e-mail because chat notifications are on. You can turn them off in your notification settings.',
    },
  },
}

export function renderAccountMail(
  kind: MailKind,
  locale: Locale,
  values: { username: string; link: string; sender?: string },
): MailContent {
  const texts = TEXTS[kind]
  const t = serverText(locale)
  return renderMail(locale, {
    subject: t(texts.subject),
    greeting: t(GREETING, { name: values.username }),
    paragraphs: [t(texts.body, { sender: values.sender ?? '' })],
    action: { label: t(texts.action), link: values.link },
    footer: t(texts.ignore),
  })
}

/**
 * The one mail layout: a greeting, paragraphs, an optional button with its link also written out,
 * a footer. Every value is escaped; the plain-text body carries the same words and link.
 */
export function renderMail(
  locale: Locale,
  content: {
    subject: string
    greeting: string
    paragraphs: string[]
    action?: { label: string; link: string }
    footer: string
  },
): MailContent {
  const { action } = content
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(action ? [`${action.label}: ${action.link}`, ''] : []),
    content.footer,
    '',
    'Velvet',
  ].join('\n')
  const link = action ? escapeHtml(action.link) : ''
  const paragraphs = content.paragraphs
    .map((paragraph) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(paragraph)}</p>`)
    .join('\n')
  const button = action
    ? `<p style="margin:8px 0 24px"><a href="${link}" style="display:inline-block;background:#8a1c5c;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 8px;font-size:13px;color:#5c5266;word-break:break-all">${link}</p>`
    : ''
  const html = `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f1f6;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1d1524">
<div style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<p style="margin:0 0 16px;font-size:18px;font-weight:600">${escapeHtml(content.greeting)}</p>
${paragraphs}
${button}
<p style="margin:24px 0 0;font-size:13px;color:#5c5266">${escapeHtml(content.footer)}</p>
</div>
</body>
</html>`
  return { subject: content.subject, text, html }
}
