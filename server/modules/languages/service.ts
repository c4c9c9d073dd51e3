import { isLocale } from '../../../contract/languages'
import type { Language } from '../../../contract/schemas/language'
import type { Db } from '../../db/client'
import { findLanguages } from './repository'

export async function listLanguages(db: Db): Promise<Language[]> {
  const rows = await findLanguages(db)
  return rows
    .filter((row) => isLocale(row.code))
    .map((row) => ({ id: row.id, code: row.code as Language['code'], name: row.name, flag_img_path: row.flagImgPath }))
}
