import * as v from 'valibot'
import { PAGE_SIZE } from '../limits'
import { ImagePathSchema, listQueryEntries } from './common'

/** A category, named in the request's language (English when a translation is missing). */
export const CategorySchema = v.object({
  id: v.number(),
  name: v.string(),
  public_thumbnail_image_path: ImagePathSchema,
})
export type Category = v.InferOutput<typeof CategorySchema>

/** The theme's own categories plus the shared ones, in editorial order; 256 a page. */
export const CategoryListQuerySchema = v.strictObject({
  ...listQueryEntries({ maxPerPage: PAGE_SIZE.categories }),
})
export type CategoryListQuery = v.InferInput<typeof CategoryListQuerySchema>

export const TagSchema = v.object({ id: v.number(), name: v.string() })
export type Tag = v.InferOutput<typeof TagSchema>

export const GroupSchema = v.object({ id: v.number(), name: v.string() })
export type Group = v.InferOutput<typeof GroupSchema>
