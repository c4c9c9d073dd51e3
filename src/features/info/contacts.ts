/** Where people reach us. The footer has its own copies of the e-mails (app/shell/social-links). */

export const SUPPORT_EMAIL = 'support@velvet.example'
export const COMPLAINTS_EMAIL = 'complaints@velvet.example'

/** With the claims flag off, /support sends people to this external chat support site. */
export const SUPPORT_CHAT_URL = 'https://chat.velvet.example/support'

/** Legal requests are answered within this many hours. */
export const LEGAL_REPLY_HOURS = 72
