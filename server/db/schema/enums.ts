import { pgEnum } from 'drizzle-orm/pg-core'
import { FRONT_CONTAINERS } from '../../../contract/schemas/post'
import { CREATOR_SEXES, SITE_TYPES } from '../../../contract/site-types'

export const creatorSex = pgEnum('creator_sex', CREATOR_SEXES)
export const frontContainer = pgEnum('front_container', FRONT_CONTAINERS)
export const elementComponent = pgEnum('element_component', ['movie', 'picture'])
export const siteType = pgEnum('site_type', SITE_TYPES)
export const videoKind = pgEnum('video_kind', ['main', 'trailer'])
export const promotionalActionType = pgEnum('promotional_action_type', [
  'promotional_code',
  'url',
  'membership_plan_list',
])
