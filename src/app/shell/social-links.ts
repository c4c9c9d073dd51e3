import type { SiteType } from '../../../contract/site-types'

export type SocialLink = { site: 'instagram' | 'x'; url: string; label: string }

/** Each theme has its own social accounts. */
export const SOCIAL_LINKS: Record<SiteType, SocialLink[]> = {
  divas: [
    { site: 'instagram', url: 'https://instagram.com/velvet.divas', label: 'Instagram @velvet.divas' },
    { site: 'x', url: 'https://x.com/velvetdivas', label: 'X @velvetdivas' },
  ],
  chads: [
    { site: 'instagram', url: 'https://instagram.com/velvet.chads', label: 'Instagram @velvet.chads' },
    { site: 'x', url: 'https://x.com/velvetchads', label: 'X @velvetchads' },
  ],
}

export const SUPPORT_EMAIL = 'support@velvet.example'
export const COMPLAINTS_EMAIL = 'complaints@velvet.example'
