import { asc } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { languages } from '../../db/schema/index'

export function findLanguages(db: Db) {
  return db.select().from(languages).orderBy(asc(languages.id))
}
