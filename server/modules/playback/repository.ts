import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { videos } from '../../db/schema/index'

export async function findVideoById(db: Db, id: number) {
  const [row] = await db.select().from(videos).where(eq(videos.id, id))
  return row
}
