/**
 * Demo data of the browse-and-watch screens that the catalogue seed does not make: each movie's
 * lead sex (its theme), subscription plans (site memberships, token packs, creators' own plans),
 * the about page and the company's sites, studio models (creators who are not webstars, so
 * "related videos" has something to show), and follows for the users that exist when it runs.
 * Deterministic, like the rest of the seed.
 */
import { asc, inArray, sql } from 'drizzle-orm'
import { LANGUAGE_IDS, LOCALES } from '../../../contract/languages'
import type { Db } from '../client'
import {
  cmsPages,
  companySites,
  creators,
  follows,
  movieModels,
  movies,
  posts,
  subscriptionPlans,
  users,
} from '../schema/index'
import { ABOUT, COMPANY_SITES } from './data/about'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
type PlanRow = typeof subscriptionPlans.$inferInsert

/** Gateway 1.99 plus admin 0.99 USD per transaction. */
const FEES_CENTS = 298
const MONTHLY_CENTS = [799, 999, 1299, 1499]

export async function seedBrowse(tx: Tx): Promise<void> {
  await tx
    .insert(cmsPages)
    .values(LOCALES.map((code) => ({ slug: 'about', languageId: LANGUAGE_IDS[code], ...ABOUT[code] })))
  await tx.insert(companySites).values(COMPANY_SITES.map((site, position) => ({ ...site, position })))

  // Theme filters read the first model's sex from the movie itself (schema/movies.ts lead_sex).
  await tx.execute(
    sql`update ${movies} set lead_sex = ${creators.sex} from ${movieModels} join ${creators} on ${creators.id} = ${movieModels.creatorId} where ${movieModels.movieId} = ${movies.id} and ${movieModels.position} = 0`,
  )

  const creatorRows = await tx
    .select({ id: creators.id, name: creators.name, isCelebrity: creators.isCelebrity })
    .from(creators)
    .orderBy(asc(creators.id))
  // Studio models: every fourth creator who is not a featured star works for the studio, not as a webstar.
  const studioIds = creatorRows.filter((c, index) => !c.isCelebrity && index % 4 === 1).map((c) => c.id)
  if (studioIds.length > 0) await tx.update(creators).set({ isWebstar: false }).where(inArray(creators.id, studioIds))

  // Every creator whose content is locked to subscribers sells a plan ("Subscribe" on a locked post or
  // on their movie's watch page leads somewhere); the others sell none, so profiles still show the
  // site memberships instead and the purchase screen has its no-plans state.
  const locked = await creatorsWithLockedContent(tx)
  const creatorPlans = creatorRows.flatMap((creator, index) =>
    locked.has(creator.id) ? plansOfCreator(creator, index) : [],
  )
  await tx.insert(subscriptionPlans).values([...membershipPlans(), ...tokenPacks(), ...creatorPlans])

  await seedDemoFollows(
    tx,
    creatorRows.filter((c) => !studioIds.includes(c.id)).map((c) => c.id),
  )
}

function membershipPlans(): PlanRow[] {
  const base = { descriptionInvoice: 'Velvet membership', feesCents: FEES_CENTS }
  return [
    {
      ...base,
      title: 'Monthly membership',
      description: 'Every full-length video, no promo banners. Renews every month.',
      amountCents: 2999,
      duration: 1,
      durationType: 'months',
      position: 0,
    },
    {
      ...base,
      title: '3-month membership',
      description: 'Three months of full access at a lower monthly price. Renews every three months.',
      amountCents: 7497,
      duration: 3,
      durationType: 'months',
      isPlanPack: true,
      promotionalTag: 'Save 17%',
      position: 1,
    },
    {
      ...base,
      title: '12-month membership',
      description: 'A full year of access for the price of six months. Renews every year.',
      amountCents: 17988,
      duration: 12,
      durationType: 'months',
      isPlanPack: true,
      promotionalTag: 'Best value',
      position: 2,
    },
    {
      ...base,
      title: '7-day pass',
      description: 'One week of full access, paid once. Does not renew.',
      amountCents: 999,
      duration: 7,
      durationType: 'days',
      isRecurrent: false,
      position: 3,
    },
  ]
}

function tokenPacks(): PlanRow[] {
  const packs: [number, number, string | null][] = [
    [25, 499, null],
    [60, 999, null],
    [150, 1999, 'Popular'],
    // The lowest price per token: the tag says so, and the pack gives exactly the tokens of its title.
    [400, 4499, 'Best value'],
  ]
  return packs.map(([tokens, cents, tag], position) => ({
    title: `${tokens} tokens`,
    description: `${tokens} tokens to tip creators, unlock posts and extend video calls.`,
    descriptionInvoice: `Velvet tokens x${tokens}`,
    amountCents: cents,
    feesCents: FEES_CENTS,
    duration: 0,
    durationType: 'days',
    isToken: true,
    tokensQuantity: tokens,
    isRecurrent: false,
    promotionalTag: tag,
    position,
  }))
}

/**
 * Creators whose content a subscription to them opens: the author of a normal or premium post, and
 * a webstar who leads a movie (its watch page sends to their subscription).
 */
async function creatorsWithLockedContent(tx: Tx): Promise<Set<number>> {
  const result = await tx.execute<{ id: number }>(sql`
    select ${posts.creatorId} as id from ${posts} where ${posts.frontContainer} in ('normal', 'premium')
    union
    select ${movieModels.creatorId} from ${movieModels}
      join ${creators} on ${creators.id} = ${movieModels.creatorId}
      where ${movieModels.position} = 0 and ${creators.isWebstar}`)
  return new Set(result.rows.map((row) => Number(row.id)))
}

/** A monthly plan for a creator; packs and a premium tier for some of them. */
function plansOfCreator(creator: { id: number; name: string }, index: number): PlanRow[] {
  const monthly = MONTHLY_CENTS[index % MONTHLY_CENTS.length] ?? 999
  const base = { creatorId: creator.id, feesCents: FEES_CENTS, durationType: 'months' as const }
  const plans: PlanRow[] = [
    {
      ...base,
      title: 'Monthly subscription',
      description: `All of ${creator.name}'s posts and chat. Renews every month.`,
      descriptionInvoice: `${creator.name} - monthly`,
      amountCents: monthly,
      duration: 1,
      position: 0,
    },
  ]
  // A pack: several months at once, at a discount.
  const pack = (months: number, inWords: string, percentOff: number, position: number): PlanRow => ({
    ...base,
    title: `${months} months`,
    description: `${inWords} months of ${creator.name} at ${percentOff}% off.`,
    descriptionInvoice: `${creator.name} - ${months} months`,
    amountCents: Math.round((monthly * months * (100 - percentOff)) / 100),
    duration: months,
    isPlanPack: true,
    promotionalTag: `-${percentOff}%`,
    position,
  })
  if (index % 4 === 0) plans.push(pack(3, 'Three', 10, 1), pack(6, 'Six', 20, 2))
  if (index % 6 === 0) {
    plans.push({
      ...base,
      title: 'VIP monthly',
      description: `Everything, plus ${creator.name}'s premium posts and priority in chat.`,
      descriptionInvoice: `${creator.name} - VIP monthly`,
      amountCents: monthly * 3,
      duration: 1,
      premium: true,
      position: 3,
    })
  }
  return plans
}

/**
 * Every user present when the seed runs (the accounts seed's demo users, when it runs first)
 * follows a spread of webstars from both themes, so the followed lists and the feeds have content.
 */
export async function seedDemoFollows(tx: Tx, webstarIds: number[]): Promise<void> {
  const userRows = await tx.select({ id: users.id }).from(users).orderBy(asc(users.id))
  const picked = webstarIds.filter((_, index) => index % 7 === 0)
  const rows = userRows.flatMap((user) => picked.map((creatorId) => ({ userId: user.id, creatorId })))
  if (rows.length > 0) await tx.insert(follows).values(rows).onConflictDoNothing()
}
