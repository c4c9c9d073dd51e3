/** The mail module as other modules see it. */
export { sendAccountMail, sendLoginBlockedMail, sessionStolenMail } from './service'
export { escapeHtml, type MailContent, renderAccountMail, renderMail } from './templates'
export type { Mailer, OutgoingMail } from './transport'
