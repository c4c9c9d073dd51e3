import { isLocale } from '../../../contract/languages'
import type { User } from '../../../contract/schemas/user'
import type { UserRow } from './repository'

export function isMembershipActive(row: Pick<UserRow, 'membershipExpiresAt'>, now: Date): boolean {
  return row.membershipExpiresAt !== null && row.membershipExpiresAt.getTime() > now.getTime()
}

/** The current user as the API shows it to that user. */
export function toUser(row: UserRow, now: Date): User {
  return {
    id: row.id,
    username: row.username,
    username_updated: row.usernameUpdated,
    email: row.email ?? '',
    email_verified: row.emailVerifiedAt !== null,
    created_at: row.createdAt.toISOString(),
    is_webstar: row.modelId !== null,
    membership_active: isMembershipActive(row, now),
    membership_expires_at: row.membershipExpiresAt?.toISOString() ?? null,
    profile_pic: row.profilePic,
    model_id: row.modelId,
    chat_id: row.chatId,
    chat_email_notifications: row.chatEmailNotifications,
    last_lang_code: isLocale(row.lastLangCode) ? row.lastLangCode : null,
  }
}
