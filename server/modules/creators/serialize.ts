import { FLAGS } from '../../../contract/limits'
import type { Creator } from '../../../contract/schemas/creator'
import type { creators } from '../../db/schema/index'
import { imagePaths } from '../../lib/image-paths'

export type CreatorRow = typeof creators.$inferSelect

/** Whether posts offer a chat with this creator: chat on, menu not hidden. */
export function offersChat(row: Pick<CreatorRow, 'chatEnabled' | 'hiddenMenu'>): boolean {
  return FLAGS.chat && row.chatEnabled && !row.hiddenMenu
}

export function toCreator(row: CreatorRow, options: { following?: boolean; notify?: boolean } = {}): Creator {
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    sex: row.sex,
    verified: row.verified,
    about_me: row.aboutMe,
    public_banner_image_path: imagePaths(row.bannerImagePath),
    public_profile_image_path: imagePaths(row.profileImagePath),
    public_vertical_image_path: imagePaths(row.verticalImagePath),
    public_image_path: imagePaths(row.imagePath),
    public_socials: row.socials,
    chat_enabled: row.chatEnabled,
    is_webstar: row.isWebstar,
    hidden_menu: row.hiddenMenu,
    following: options.following ?? false,
    notify: options.notify ?? false,
  }
}
