import type { Locale } from '../../../contract/languages'
import type { CarouselItem } from '../../../contract/schemas/carousel'
import type { SiteType } from '../../../contract/site-types'
import type { Db } from '../../db/client'
import { imagePaths } from '../../lib/image-paths'
import { findCarouselItems } from './repository'

/** Slides of a theme with their text in the caller's language (English when missing). */
export async function listCarouselItems(db: Db, siteType: SiteType, locale: Locale): Promise<CarouselItem[]> {
  const rows = await findCarouselItems(db, siteType)
  return rows.map((row) => ({
    id: row.id,
    file_path: imagePaths(row.filePath),
    url: row.url,
    content: row.content[locale] ?? row.content.en ?? [],
  }))
}
