/**
 * The demo seed: runs by itself on the first start (empty database) and in one transaction, so a
 * half-seeded database never exists. Tests call seedDemo on their own fresh database.
 */
import { count, sql } from 'drizzle-orm'
import { LANGUAGE_IDS, LANGUAGE_NAMES, LOCALES } from '../../../contract/languages'
import { artPath } from '../../modules/media/variants'
import type { Db } from '../client'
import {
  banners,
  carouselItems,
  categories,
  countries,
  creators,
  faqs,
  groups,
  languages,
  movieCategories,
  movieModels,
  movies,
  movieTags,
  postElements,
  posts,
  promotionalBanners,
  tags,
  videos,
} from '../schema/index'
import { seedAccounts } from './accounts'
import { seedBrowse } from './browse'
import { buildCreators, buildMovies, buildPosts, CATALOGUE_SIZE } from './catalogue'
import { seedChat } from './chat'
import { carouselSlides } from './data/carousels'
import { CATEGORIES } from './data/categories'
import { COUNTRIES } from './data/countries'
import { FAQS } from './data/faqs'
import { GROUP_NAMES, TAGS } from './data/names'
import { hasPurchaseCatalogue, seedPurchase } from './purchase'
import { createRandom } from './random'
import { seedSocial } from './social'
import { seedWallets } from './wallet'

const SEED = 20_261_122
const FLAGS = { en: '/flags/gb.svg', es: '/flags/es.svg', pt: '/flags/br.svg', tr: '/flags/tr.svg' } as const
/** Where the creators' panel login lives (a separate product). */
const CREATOR_PANEL_LOGIN = '/login?redirect=webstars-panel'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export type SeedOptions = {
  /** Extra member and user pairs for parallel end-to-end workers (DEMO_EXTRA_ACCOUNTS). */
  extraAccountPairs?: number
}

export async function seedIfEmpty(db: Db, options: { log: (message: string) => void } & SeedOptions): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(languages)
  if ((row?.total ?? 0) > 0) {
    // A demo database from before the purchase catalogue existed gets it once, on its own.
    if (await hasPurchaseCatalogue(db)) return false
    await db.transaction((tx) => seedPurchase(tx, new Date()))
    options.log('seeded the purchase catalogue')
    return true
  }
  const started = Date.now()
  await seedDemo(db, new Date(), options)
  options.log(`seeded the demo catalogue in ${Date.now() - started} ms`)
  return true
}

export async function seedDemo(db: Db, now = new Date(), options: SeedOptions = {}): Promise<void> {
  await db.transaction(async (tx) => {
    await seedReference(tx)
    await seedCatalogue(tx, now)
    await seedHome(tx)
    await seedAccounts(tx, now, options.extraAccountPairs ?? 0)
    await seedBrowse(tx)
    await seedSocial(tx, now)
    await seedPurchase(tx, now)
    await seedChat(tx, now)
    await seedWallets(tx, now)
  })
  // Fresh statistics, so the planner knows the catalogue's real size from the first query.
  await db.execute(sql`analyze`)
}

async function seedReference(tx: Tx) {
  await tx
    .insert(languages)
    .values(
      LOCALES.map((code) => ({ id: LANGUAGE_IDS[code], code, name: LANGUAGE_NAMES[code], flagImgPath: FLAGS[code] })),
    )
  await tx.insert(countries).values(COUNTRIES.map(([code, name]) => ({ code, name })))
  const faqRows = LOCALES.flatMap((code) =>
    FAQS[code].map((faq, position) => ({ languageId: LANGUAGE_IDS[code], position, ...faq })),
  )
  await tx.insert(faqs).values(faqRows)
}

async function seedCatalogue(tx: Tx, now: Date) {
  const random = createRandom(SEED)
  const creatorRows = buildCreators(random, now)
  const creatorIds = (await tx.insert(creators).values(creatorRows).returning({ id: creators.id })).map((r) => r.id)

  const categoryIds = (
    await tx
      .insert(categories)
      .values(
        CATEGORIES.map((category, position) => ({
          name: category.name,
          nameTranslations: { es: category.es, pt: category.pt, tr: category.tr },
          siteType: category.site ?? null,
          thumbnailPath: artPath('category', category.site ?? 'neutral', position + 1),
          position,
        })),
      )
      .returning({ id: categories.id })
  ).map((r) => r.id)
  const tagIds = (
    await tx
      .insert(tags)
      .values(TAGS.map((name) => ({ name })))
      .returning({ id: tags.id })
  ).map((r) => r.id)
  const groupIds = (
    await tx
      .insert(groups)
      .values(GROUP_NAMES.map((name) => ({ name })))
      .returning({ id: groups.id })
  ).map((r) => r.id)

  const movieSeeds = buildMovies(random, now, creatorRows, CATEGORIES, tagIds.length, groupIds.length)
  const movieIds: number[] = []
  for (const batch of chunks(movieSeeds, 250)) {
    const videoRows = batch.flatMap((seed) => (seed.trailer ? [seed.main, seed.trailer] : [seed.main]))
    const videoIds = (await tx.insert(videos).values(videoRows).returning({ id: videos.id })).map((r) => r.id)
    let cursor = 0
    const rows = batch.map((seed) => {
      const mainVideoId = videoIds[cursor++] ?? null
      const trailerVideoId = seed.trailer ? (videoIds[cursor++] ?? null) : null
      return {
        ...seed.movie,
        mainVideoId,
        trailerVideoId,
        groupId: seed.groupIndex === null ? null : (groupIds[seed.groupIndex] ?? null),
      }
    })
    movieIds.push(...(await tx.insert(movies).values(rows).returning({ id: movies.id })).map((r) => r.id))
  }
  const idOf = (ids: number[], index: number) => {
    const id = ids[index]
    if (id === undefined) throw new Error(`seed: no id at ${index}`)
    return id
  }
  const modelRows = movieSeeds.flatMap((seed, m) =>
    seed.creatorIndexes.map((c, position) => ({
      movieId: idOf(movieIds, m),
      creatorId: idOf(creatorIds, c),
      position,
    })),
  )
  const categoryRows = movieSeeds.flatMap((seed, m) =>
    seed.categoryIndexes.map((c, position) => ({
      movieId: idOf(movieIds, m),
      categoryId: idOf(categoryIds, c),
      position,
    })),
  )
  const tagRows = movieSeeds.flatMap((seed, m) =>
    seed.tagIndexes.map((t) => ({ movieId: idOf(movieIds, m), tagId: idOf(tagIds, t) })),
  )
  for (const batch of chunks(modelRows, 1000)) await tx.insert(movieModels).values(batch)
  for (const batch of chunks(categoryRows, 1000)) await tx.insert(movieCategories).values(batch)
  for (const batch of chunks(tagRows, 1000)) await tx.insert(movieTags).values(batch)

  const postSeeds = buildPosts(random, now, creatorRows, movieSeeds)
  for (const batch of chunks(postSeeds, 200)) {
    const postIds = (
      await tx
        .insert(posts)
        .values(
          batch.map(({ post: { creatorIndex, ...post } }) => ({ ...post, creatorId: idOf(creatorIds, creatorIndex) })),
        )
        .returning({ id: posts.id })
    ).map((r) => r.id)
    const elementRows = batch.flatMap((seed, p) =>
      seed.elements.map(({ movieIndex, ...element }, position) => ({
        ...element,
        postId: idOf(postIds, p),
        position,
        movieId: movieIndex === null ? null : idOf(movieIds, movieIndex),
      })),
    )
    await tx.insert(postElements).values(elementRows)
  }
  if (postSeeds.length !== CATALOGUE_SIZE.posts) throw new Error('seed: unexpected post count')
}

async function seedHome(tx: Tx) {
  await tx.insert(carouselItems).values(
    carouselSlides().map((slide, position) => ({
      siteType: slide.site,
      position,
      filePath: artPath('carousel', slide.site, position + 1),
      url: slide.url,
      content: slide.content,
    })),
  )
  const bannerArt = (seed: number, site: 'divas' | 'chads') => ({
    mobileImageUrl: `${artPath('post-landscape', site, 90_000 + seed)}/large.webp`,
    desktopImageUrl: `${artPath('banner', site, 90_000 + seed)}/large.webp`,
  })
  await tx.insert(banners).values([
    { placement: 'home_tab', siteType: 'divas', position: 0, link: '/videos', ...bannerArt(1, 'divas') },
    { placement: 'home_tab', siteType: 'divas', position: 1, link: '/outstandings', ...bannerArt(2, 'divas') },
    { placement: 'home_tab', siteType: 'divas', position: 2, link: '/webstars/', ...bannerArt(3, 'divas') },
    { placement: 'home_footer', siteType: 'divas', position: 0, link: CREATOR_PANEL_LOGIN, ...bannerArt(4, 'divas') },
    { placement: 'home_footer', siteType: 'chads', position: 0, link: CREATOR_PANEL_LOGIN, ...bannerArt(5, 'chads') },
  ])
  await tx.insert(promotionalBanners).values([
    {
      publicBannerImageUrl: `${artPath('banner', 'divas', 95_001)}/large.webp`,
      publicBannerResponsiveImageUrl: `${artPath('post-landscape', 'divas', 95_001)}/large.webp`,
      actionType: 'membership_plan_list',
      actionValue: '',
    },
    {
      publicBannerImageUrl: `${artPath('banner', 'chads', 95_002)}/large.webp`,
      publicBannerResponsiveImageUrl: `${artPath('post-landscape', 'chads', 95_002)}/large.webp`,
      actionType: 'promotional_code',
      actionValue: 'WELCOME50',
    },
    {
      publicBannerImageUrl: `${artPath('banner', 'neutral', 95_003)}/large.webp`,
      publicBannerResponsiveImageUrl: `${artPath('post-landscape', 'neutral', 95_003)}/large.webp`,
      actionType: 'url',
      actionValue: '/videos',
    },
  ])
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}
