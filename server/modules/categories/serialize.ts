import type { Locale } from '../../../contract/languages'
import type { Category } from '../../../contract/schemas/category'
import type { categories } from '../../db/schema/index'
import { imagePaths } from '../../lib/image-paths'

export type CategoryRow = typeof categories.$inferSelect

/** The name in the caller's language; English (the `name` column) when there is no translation. */
export function toCategory(row: CategoryRow, locale: Locale): Category {
  const translated = locale === 'en' ? undefined : row.nameTranslations[locale]
  return { id: row.id, name: translated || row.name, public_thumbnail_image_path: imagePaths(row.thumbnailPath) }
}
