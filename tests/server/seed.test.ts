import { readFileSync } from 'node:fs'
import path from 'node:path'
import { count, countDistinct, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { categories, creators, faqs, movies, postElements, posts, videos } from '../../server/db/schema/index'
import { DEMO_MAIN_STREAM } from '../../server/db/seed/catalogue'
import { seedDemo, seedIfEmpty } from '../../server/db/seed/index'
import { createTestDatabase, type TestDatabase } from '../fixtures/test-app'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
  await seedDemo(database.db, new Date('2026-11-01T12:00:00Z'))
})
afterAll(() => database.close())

describe('the demo seed', () => {
  it('makes a believable catalogue across both themes', async () => {
    const { db } = database
    const bySex = await db.select({ sex: creators.sex, total: count() }).from(creators).groupBy(creators.sex)
    const sexes = Object.fromEntries(bySex.map((row) => [row.sex, row.total]))
    expect((sexes.F ?? 0) + (sexes.M ?? 0) + (sexes.X ?? 0)).toBeGreaterThanOrEqual(60)
    expect(sexes.F).toBeGreaterThan(10)
    expect(sexes.M).toBeGreaterThan(10)
    expect(sexes.X).toBeGreaterThan(0)
    const [postCount] = await db.select({ total: count() }).from(posts)
    const [movieCount] = await db.select({ total: count() }).from(movies)
    const [categoryCount] = await db.select({ total: count() }).from(categories)
    expect(postCount?.total).toBe(600)
    expect(movieCount?.total).toBe(500)
    expect(categoryCount?.total).toBeGreaterThanOrEqual(40)
  })

  it('covers every kind of post and every kind of element', async () => {
    const kinds = await database.db.selectDistinct({ kind: posts.frontContainer }).from(posts)
    expect(kinds.map((row) => row.kind).sort()).toEqual(['free', 'normal', 'premium', 'tokens'])
    const priced = await database.db
      .select({ total: count() })
      .from(posts)
      .where(sql`${posts.frontContainer} = 'tokens' and ${posts.tokensQuantity} < 3`)
    expect(priced[0]?.total).toBe(0)
    const components = await database.db.execute(sql`select distinct component from post_elements order by component`)
    expect(components.rows.map((row) => row.component)).toEqual(['movie', 'picture'])
  })

  it('sells a plan of their own for every creator whose posts or movies are for their subscribers', async () => {
    // "Subscribe" on a locked post, or on the watch page of a webstar's movie, leads to these plans.
    const locked = await database.db.execute<{ id: number; username: string }>(sql`
      select distinct c.id, c.username from creators c
      where exists (select 1 from posts p where p.creator_id = c.id and p.front_container in ('normal', 'premium'))
        or (c.is_webstar and exists (select 1 from movie_models m where m.creator_id = c.id and m.position = 0))`)
    expect(locked.rows.length).toBeGreaterThan(40)
    const withoutPlan = await database.db.execute<{ username: string }>(sql`
      select c.username from creators c
      where c.id in (${sql.join(
        locked.rows.map((row) => sql`${row.id}`),
        sql`, `,
      )})
        and not exists (select 1 from subscription_plans s
          where s.creator_id = c.id and s.active and not s.is_token and not s.is_paylink)`)
    expect(withoutPlan.rows.map((row) => row.username)).toEqual([])
  })

  it('gives movies main and trailer videos, with the edge cases the player must handle', async () => {
    const drivers = await database.db.select({ driver: videos.encodeDriver }).from(videos).groupBy(videos.encodeDriver)
    expect(drivers.map((row) => row.driver)).toEqual(
      expect.arrayContaining(['pro_chunked', 'trailer_chunked', 'legacy_flash']),
    )
    const [withoutTrailer] = await database.db
      .select({ total: count() })
      .from(movies)
      .where(sql`${movies.trailerVideoId} is null`)
    expect(withoutTrailer?.total).toBeGreaterThan(0)
  })

  it('gives each movie the length and definition of the stream it plays', async () => {
    // The committed playlists: the seconds of each rendition and the tallest picture.
    const hls = path.resolve(import.meta.dirname, '../../media/hls')
    const streams = await database.db
      .selectDistinct({ data: videos.playerData })
      .from(videos)
      .where(eq(videos.kind, 'main'))
    for (const { data } of streams) {
      const master = readFileSync(path.join(hls, data.stream, data.playlist), 'utf8')
      const heights = [...master.matchAll(/RESOLUTION=\d+x(\d+)/g)].map((match) => Number(match[1]))
      expect(Math.max(...heights), data.stream).toBe(DEMO_MAIN_STREAM.tallestHeight)
      for (const variant of master.split('\n').filter((line) => line.endsWith('.m3u8'))) {
        const playlist = readFileSync(path.join(hls, data.stream, variant), 'utf8')
        const seconds = [...playlist.matchAll(/#EXTINF:([\d.]+)/g)].reduce((sum, match) => sum + Number(match[1]), 0)
        expect(seconds, `${data.stream}/${variant}`).toBe(DEMO_MAIN_STREAM.seconds)
      }
    }
    const described = await database.db.selectDistinct({ length: movies.length, isHd: movies.isHd }).from(movies)
    expect(described).toEqual([{ length: DEMO_MAIN_STREAM.seconds, isHd: false }])
    const elements = await database.db
      .selectDistinct({ length: postElements.length, isHd: postElements.isHd })
      .from(postElements)
      .where(eq(postElements.component, 'movie'))
    expect(elements).toEqual([{ length: DEMO_MAIN_STREAM.seconds, isHd: false }])
  })

  it('writes FAQs in the four languages', async () => {
    const rows = await database.db
      .select({ language: faqs.languageId, total: countDistinct(faqs.id) })
      .from(faqs)
      .groupBy(faqs.languageId)
    expect(rows.map((row) => row.language).sort()).toEqual([1, 2, 3, 4])
  })

  it('is deterministic: the same content on every machine', async () => {
    const other = await createTestDatabase()
    try {
      await seedDemo(other.db, new Date('2026-11-01T12:00:00Z'))
      const names = async (db: TestDatabase['db']) =>
        (await db.select({ name: creators.name, username: creators.username }).from(creators).orderBy(creators.id)).map(
          (r) => `${r.name}/${r.username}`,
        )
      expect(await names(other.db)).toEqual(await names(database.db))
      const [a] = await database.db.select({ d: posts.description }).from(posts).where(eq(posts.id, 123))
      const [b] = await other.db.select({ d: posts.description }).from(posts).where(eq(posts.id, 123))
      expect(b).toEqual(a)
    } finally {
      await other.close()
    }
  })

  it('runs by itself only on an empty database', async () => {
    expect(await seedIfEmpty(database.db, { log: () => {} })).toBe(false)
  })
})
