import { asc, count, desc, eq, inArray, isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { creators, follows, posts, subscriptionPlans, users } from '../../server/db/schema/index'
import { DEMO_ACCOUNTS } from '../../server/db/seed/accounts'
import { type AuthTestApp, createAuthTestApp, registerUser } from '../fixtures/auth'

type Pagination = {
  total: number
  count: number
  per_page: number
  current_page: number
  total_pages: number
  links: { next: string | null }
}
type Envelope<T> = { data: T[]; meta: { pagination: Pagination } }
type Creator = {
  id: number
  name: string
  username: string | null
  sex: 'F' | 'M' | 'X'
  verified: boolean
  chat_enabled: boolean
  hidden_menu: boolean
  is_webstar: boolean
  following: boolean
}
type Plan = {
  id: number
  title: string
  amount: number
  is_plan_pack: boolean
  is_token: boolean
  is_webstars_plan: boolean
  model_id: number | null
  tokens_quantity: number | null
  show_data: {
    total: { duration: number; duration_type: string; amount: number; fees: number }
    breakdown: { period_amount: number; period_type: string }
  }
}
type Profile = Creator & {
  subscription_plans: { data: Plan[] }
  chat: { case: string; url: string | null; subscription_plans: { data: Plan[] } }
}
type Filter = {
  tag: string
  id: number
  name: string
  title: string
  value: string
  filter_items: { id: number; title: string; value: string }[]
}
type Post = { id: number; available: boolean; front_container: string; webstar?: { data: Creator } }

let t: AuthTestApp
let fanId: number
let fanToken: string
let memberToken: string
let followedIds: number[]
const DIVA_SEXES = new Set(['F', 'X'])
const CHAD_SEXES = new Set(['M', 'X'])

beforeAll(async () => {
  t = await createAuthTestApp({ seed: true })
  const fan = await registerUser(t)
  fanId = fan.user.id
  fanToken = fan.accessToken
  const member = await registerUser(t)
  await t.db
    .update(users)
    .set({ membershipExpiresAt: new Date(t.clock().getTime() + 30 * 86_400_000) })
    .where(eq(users.id, member.user.id))
  memberToken = member.accessToken
  // Three divas webstars and one chads webstar, followed one after the other.
  const webstars = await t.db
    .select({ id: creators.id, sex: creators.sex })
    .from(creators)
    .where(eq(creators.isWebstar, true))
    .orderBy(asc(creators.id))
  const divas = webstars.filter((c) => c.sex === 'F').slice(0, 3)
  const chad = webstars.find((c) => c.sex === 'M')
  if (divas.length < 3 || !chad) throw new Error('seed changed')
  followedIds = [...divas.map((c) => c.id), chad.id]
  for (const [index, creatorId] of followedIds.entries()) {
    await t.db.insert(follows).values({ userId: fanId, creatorId, createdAt: new Date(Date.now() - index * 60_000) })
  }
})
afterAll(() => t.close())

/** Requests as the signed-in fan (who follows `followedIds`), or as a member who follows nobody. */
function viewer(isMember = false) {
  return { authorization: `Bearer ${isMember ? memberToken : fanToken}` }
}

async function get<T>(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers })
  return { status: res.statusCode, body: res.json() as T }
}

async function expect422(url: string, field: string) {
  const res = await t.app.inject({ method: 'GET', url })
  expect(res.statusCode, url).toBe(422)
  const body = res.json() as { code: string; errors: Record<string, string[]> }
  expect(body.code).toBe('validation_failed')
  expect(Object.keys(body.errors)).toContain(field)
}

describe('GET /api/webstars', () => {
  it('pages the theme webstars 18 at a time', async () => {
    const { status, body } = await get<Envelope<Creator>>('/api/webstars?site_type=divas')
    expect(status).toBe(200)
    expect(body.data).toHaveLength(18)
    expect(body.meta.pagination).toMatchObject({ per_page: 18, count: 18, current_page: 1 })
    expect(body.meta.pagination.total_pages).toBe(Math.ceil(body.meta.pagination.total / 18))
    expect(body.meta.pagination.links.next).toContain('page=2')
    expect(body.data.every((c) => c.is_webstar && DIVA_SEXES.has(c.sex))).toBe(true)
  })

  it('refuses the followed section to a guest with 401', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/webstars?followed=1' })
    expect(res.statusCode).toBe(401)
    expect((res.json() as { code: string }).code).toBe('unauthenticated')
  })

  it('lists the followed creators of the theme, most recently followed first, marked following', async () => {
    const { body } = await get<Envelope<Creator>>('/api/webstars?followed=1&site_type=divas', viewer())
    expect(body.data.map((c) => c.id)).toEqual(followedIds.slice(0, 3))
    expect(body.data.every((c) => c.following)).toBe(true)
    expect(body.meta.pagination.total).toBe(3)
    const chads = await get<Envelope<Creator>>('/api/webstars?followed=1&site_type=chads', viewer())
    expect(chads.body.data.map((c) => c.id)).toEqual([followedIds[3]])
  })

  it('leaves the followed creators out of the not-yet-followed section', async () => {
    const all = await get<Envelope<Creator>>('/api/webstars?site_type=divas&per_page=100')
    const notFollowed = await get<Envelope<Creator>>('/api/webstars?followed=0&site_type=divas&per_page=100', viewer())
    const ids = notFollowed.body.data.map((c) => c.id)
    expect(ids.some((id) => followedIds.includes(id))).toBe(false)
    expect(notFollowed.body.meta.pagination.total).toBe(all.body.meta.pagination.total - 3)
    expect(notFollowed.body.data.every((c) => !c.following)).toBe(true)
  })

  it('gives a guest every webstar in the not-yet-followed section', async () => {
    const all = await get<Envelope<Creator>>('/api/webstars?site_type=chads')
    const guest = await get<Envelope<Creator>>('/api/webstars?followed=0&site_type=chads')
    expect(guest.body.meta.pagination.total).toBe(all.body.meta.pagination.total)
  })

  it('marks followed creators in any list for a logged-in viewer', async () => {
    const { body } = await get<Envelope<Creator>>('/api/webstars?site_type=divas&per_page=100', viewer())
    const marked = body.data.filter((c) => c.following).map((c) => c.id)
    expect(marked.sort()).toEqual(followedIds.slice(0, 3).sort())
  })

  it('rejects followed=yes with 422 naming the field', () => expect422('/api/webstars?followed=yes', 'followed'))
})

describe('demo follows', () => {
  it('has the demo member follow webstars of both themes', async () => {
    const rows = await t.db
      .select({ sex: creators.sex, isWebstar: creators.isWebstar })
      .from(follows)
      .innerJoin(users, eq(users.id, follows.userId))
      .innerJoin(creators, eq(creators.id, follows.creatorId))
      .where(eq(users.username, DEMO_ACCOUNTS.member.username))
    expect(rows.length).toBeGreaterThanOrEqual(6)
    expect(rows.every((row) => row.isWebstar)).toBe(true)
    expect(new Set(rows.map((row) => row.sex))).toEqual(new Set(['F', 'M', 'X']))
  })
})

describe('GET /api/outstandings', () => {
  it('lists the ranked creators of the theme in rank order, 56 at most', async () => {
    const { body } = await get<Envelope<Creator & { id: number }>>('/api/outstandings?site_type=divas')
    expect(body.meta.pagination.per_page).toBe(56)
    expect(body.data.length).toBeGreaterThan(20)
    expect(body.data.length).toBeLessThanOrEqual(56)
    expect(body.data.every((c) => DIVA_SEXES.has(c.sex))).toBe(true)
    const ranks = await t.db
      .select({ id: creators.id, rank: creators.outstandingRank })
      .from(creators)
      .where(
        inArray(
          creators.id,
          body.data.map((c) => c.id),
        ),
      )
    const rankOf = new Map(ranks.map((r) => [r.id, r.rank]))
    const ordered = body.data.map((c) => rankOf.get(c.id) ?? Number.POSITIVE_INFINITY)
    expect(ordered.every((rank) => rank !== null && Number.isFinite(rank))).toBe(true)
    expect(ordered).toEqual([...ordered].sort((a, b) => (a ?? 0) - (b ?? 0)))
  })

  it('caps the page at 56', () => expect422('/api/outstandings?per_page=57', 'per_page'))
})

describe('GET /api/models (models grid) and GET /api/filters', () => {
  it('pages every model of the theme 40 at a time', async () => {
    const divas = await get<Envelope<Creator>>('/api/models?site_type=divas')
    expect(divas.body.meta.pagination.per_page).toBe(40)
    expect(divas.body.data).toHaveLength(40)
    expect(divas.body.meta.pagination.total).toBe(40)
    const chads = await get<Envelope<Creator>>('/api/models?site_type=chads')
    expect(chads.body.meta.pagination.total).toBe(34)
    expect(chads.body.data.every((c) => CHAD_SEXES.has(c.sex))).toBe(true)
  })

  it('filters verified creators and creators with chat', async () => {
    const verified = await get<Envelope<Creator>>('/api/models?site_type=divas&verified=1')
    expect(verified.body.data.length).toBeGreaterThan(0)
    expect(verified.body.data.every((c) => c.verified)).toBe(true)
    expect(verified.body.meta.pagination.total).toBeLessThan(40)
    const chat = await get<Envelope<Creator>>('/api/models?site_type=divas&chat=1')
    expect(chat.body.data.every((c) => c.chat_enabled)).toBe(true)
    const off = await get<Envelope<Creator>>('/api/models?site_type=divas&verified=0')
    expect(off.body.meta.pagination.total).toBe(40)
  })

  it('orders by name and by newest', async () => {
    const byName = await get<Envelope<Creator>>('/api/models?site_type=chads&order_by=name')
    const names = byName.body.data.map((c) => c.name)
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    const newest = await get<Envelope<Creator>>('/api/models?site_type=chads&order_by=newest')
    expect(newest.body.data[0]?.id).not.toBe(byName.body.data[0]?.id)
  })

  it('filters by a category through the creators movies', async () => {
    const filters = await get<Envelope<Filter>>('/api/filters?site_type=divas')
    const category = filters.body.data.find((f) => f.name === 'category_id')?.filter_items.find((i) => i.value !== '')
    expect(category).toBeDefined()
    const { body } = await get<Envelope<Creator>>(`/api/models?site_type=divas&category_id=${category?.value}`)
    expect(body.meta.pagination.total).toBeGreaterThan(0)
    expect(body.meta.pagination.total).toBeLessThan(40)
  })

  it('describes its filters as Filter entities the grid understands, in the request language', async () => {
    const en = await get<Envelope<Filter>>('/api/filters?lang=en&site_type=divas')
    const es = await get<Envelope<Filter>>('/api/filters?lang=es&site_type=divas')
    expect(new Set(en.body.data.map((f) => f.tag))).toEqual(new Set(['main', 'select', 'radio']))
    for (const filter of en.body.data) {
      expect(Object.keys(filter).sort()).toEqual(['filter_items', 'id', 'name', 'tag', 'title', 'value'])
    }
    expect(en.body.data.map((f) => f.name)).toEqual(['order_by', 'verified', 'chat', 'category_id'])
    expect(es.body.data[0]?.title).not.toBe(en.body.data[0]?.title)
    const sort = en.body.data.find((f) => f.name === 'order_by')
    for (const item of sort?.filter_items ?? []) {
      const res = await t.app.inject({ method: 'GET', url: `/api/models?order_by=${item.value}` })
      expect(res.statusCode).toBe(200)
    }
  })

  it.each([
    ['order_by=random', 'order_by'],
    ['verified=maybe', 'verified'],
    ['category_id=abc', 'category_id'],
    ['search=ab', 'search'],
    ['per_page=101', 'per_page'],
  ])('rejects %s with 422', (query, field) => expect422(`/api/models?${query}`, field))
})

describe('GET /api/webstars/search', () => {
  it('finds creators by part of the name or the username, across themes', async () => {
    const [someone] = await t.db.select().from(creators).where(eq(creators.sex, 'M')).limit(1)
    const part = someone?.name.split(' ')[0]?.slice(0, 4) ?? ''
    const { body } = await get<Envelope<Creator>>(
      `/api/webstars/search?search=${encodeURIComponent(part.toLowerCase())}&site_type=divas`,
    )
    expect(body.data.map((c) => c.id)).toContain(someone?.id)
    expect(body.data.every((c) => `${c.name} ${c.username}`.toLowerCase().includes(part.toLowerCase()))).toBe(true)
  })

  it('treats an empty search as no search', async () => {
    const { status, body } = await get<Envelope<Creator>>('/api/webstars/search?search=')
    expect(status).toBe(200)
    expect(body.meta.pagination.per_page).toBe(18)
    expect(body.meta.pagination.total).toBe(64)
  })

  it('treats LIKE wildcards as text', async () => {
    const { body } = await get<Envelope<Creator>>('/api/webstars/search?search=%25%25%25')
    expect(body.data).toEqual([])
  })

  it('needs 3 characters at least', () => expect422('/api/webstars/search?search=ab', 'search'))
})

describe('model profile', () => {
  it('returns the creator with plans (packs flagged) and the chat case by id and by username', async () => {
    const [creator] = await t.db
      .select({ id: creators.id, username: creators.username })
      .from(subscriptionPlans)
      .innerJoin(creators, eq(creators.id, subscriptionPlans.creatorId))
      .where(eq(subscriptionPlans.isPlanPack, true))
      .limit(1)
    if (!creator?.username) throw new Error('seed has no creator with packs')
    const byId = await get<{ data: Profile }>(`/api/models/${creator.id}`)
    const byUsername = await get<{ data: Profile }>(`/api/models/by_username/${creator.username.toUpperCase()}`)
    expect(byId.status).toBe(200)
    expect(byUsername.body.data.id).toBe(creator.id)
    const plans = byId.body.data.subscription_plans.data
    expect(plans[0]?.is_plan_pack).toBe(false)
    expect(plans.filter((p) => p.is_plan_pack).length).toBeGreaterThanOrEqual(2)
    expect(plans.every((p) => p.model_id === creator.id && p.is_webstars_plan)).toBe(true)
    const pack = plans.find((p) => p.show_data.total.duration === 3)
    expect(pack?.show_data.breakdown.period_amount).toBeCloseTo((pack?.amount ?? 0) / 3, 2)
    expect(pack?.show_data.total.fees).toBe(2.98)
    expect(byId.body.data.chat.case).toMatch(/^(modal_login|hide_chat)$/)
  })

  it('offers the site memberships when a creator has no plans of their own', async () => {
    // The seed gives every creator with locked content a plan: this one stops selling theirs.
    const [creator] = await t.db.select().from(creators).orderBy(desc(creators.id)).limit(1)
    if (!creator) throw new Error('seed has no creators')
    await t.db.update(subscriptionPlans).set({ active: false }).where(eq(subscriptionPlans.creatorId, creator.id))
    const { body } = await get<{ data: Profile }>(`/api/models/${creator.id}`)
    expect(body.data.subscription_plans.data.length).toBeGreaterThan(0)
    expect(body.data.subscription_plans.data.every((p) => p.model_id === null && !p.is_token)).toBe(true)
  })

  it('tells each viewer what the chat button does', async () => {
    const [open] = await t.db
      .select()
      .from(creators)
      .where(inArray(creators.id, followedIds))
      .then((rows) => rows.filter((c) => c.chatEnabled && !c.hiddenMenu))
    const [closed] = await t.db.select().from(creators).where(eq(creators.chatEnabled, false)).limit(1)
    const [stranger] = (await t.db.select().from(creators).where(eq(creators.chatEnabled, true))).filter(
      (c) => !c.hiddenMenu && !followedIds.includes(c.id),
    )
    if (!open || !closed || !stranger) throw new Error('seed changed')
    const guest = await get<{ data: Profile }>(`/api/models/${open.id}`)
    expect(guest.body.data.chat.case).toBe('modal_login')
    expect(guest.body.data.following).toBe(false)
    // Following is free: it does not open the chat; a membership does.
    const fan = await get<{ data: Profile }>(`/api/models/${open.id}`, viewer())
    expect(fan.body.data.following).toBe(true)
    expect(fan.body.data.chat.case).toBe('modal_subscription')
    const member = await get<{ data: Profile }>(`/api/models/${stranger.id}`, viewer(true))
    expect(member.body.data.chat.case).toBe('open_chat')
    expect(member.body.data.chat.url).toBeTruthy()
    const notSubscribed = await get<{ data: Profile }>(`/api/models/${stranger.id}`, viewer())
    expect(notSubscribed.body.data.chat.case).toBe('modal_subscription')
    expect(notSubscribed.body.data.chat.subscription_plans.data.length).toBeGreaterThan(0)
    const hidden = await get<{ data: Profile }>(`/api/models/${closed.id}`, viewer())
    expect(hidden.body.data.chat.case).toBe('hide_chat')
  })

  it('answers 404 for an unknown creator and 422 for a malformed id or username', async () => {
    expect((await get('/api/models/999999')).status).toBe(404)
    expect((await get('/api/models/by_username/nobody_here')).status).toBe(404)
    await expect422('/api/models/abc', 'id')
    const res = await t.app.inject({ method: 'GET', url: '/api/models/by_username/bad%20name' })
    expect(res.statusCode).toBe(422)
  })
})

describe('GET /api/models/:id/posts and GET /api/posts/:id', () => {
  it('pages a creator posts 10 at a time, newest first, with the usual locks', async () => {
    // The creator with the most posts, so there are several pages.
    const [top] = await t.db
      .select({ creatorId: posts.creatorId, n: count() })
      .from(posts)
      .groupBy(posts.creatorId)
      .orderBy(desc(count()))
      .limit(1)
    if (!top) throw new Error('no posts')
    const { body } = await get<Envelope<Post & { created_at: string }>>(
      `/api/models/${top.creatorId}/posts?include=webstar`,
    )
    expect(body.meta.pagination.total).toBe(top.n)
    expect(body.data).toHaveLength(Math.min(10, top.n))
    expect(body.data.every((p) => p.webstar?.data.id === top.creatorId)).toBe(true)
    const dates = body.data.map((p) => p.created_at)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(body.data.filter((p) => p.front_container !== 'free').every((p) => !p.available)).toBe(true)
    expect(body.meta.pagination.links.next).toContain(`/api/models/${top.creatorId}/posts?`)
  })

  it('answers 404 for the posts of an unknown creator', async () => {
    expect((await get('/api/models/999999/posts')).status).toBe(404)
  })

  it('returns one post with its creator, locked for guests unless free', async () => {
    const list = await get<Envelope<Post>>('/api/celebrities?per_page=20')
    const locked = list.body.data.find((p) => p.front_container === 'normal')
    if (!locked) throw new Error('no normal post')
    const guest = await get<{ data: Post }>(`/api/posts/${locked.id}?include=webstar`)
    expect(guest.body.data.available).toBe(false)
    expect(guest.body.data.webstar?.data.id).toEqual(expect.any(Number))
    const member = await get<{ data: Post }>(`/api/posts/${locked.id}`, viewer(true))
    expect(member.body.data.available).toBe(true)
    expect(member.body.data.webstar).toBeUndefined()
    expect((await get('/api/posts/999999')).status).toBe(404)
    await expect422('/api/posts/1?include=secrets', 'include')
  })
})

describe('GET /api/subscription_plans', () => {
  it('lists the site memberships by default and token packs on request', async () => {
    const memberships = await get<Envelope<Plan>>('/api/subscription_plans')
    expect(memberships.body.data.length).toBeGreaterThanOrEqual(3)
    expect(memberships.body.data.every((p) => !p.is_token && p.model_id === null)).toBe(true)
    expect(memberships.body.data[0]?.is_plan_pack).toBe(false)
    const tokens = await get<Envelope<Plan>>('/api/subscription_plans?is_token=1')
    expect(tokens.body.data.every((p) => p.is_token && (p.tokens_quantity ?? 0) > 0)).toBe(true)
  })

  it('lists a creator plans, 404 for an unknown creator', async () => {
    const [plan] = await t.db.select().from(subscriptionPlans).where(isNotNull(subscriptionPlans.creatorId)).limit(1)
    const { body } = await get<Envelope<Plan>>(`/api/subscription_plans?model_id=${plan?.creatorId}`)
    expect(body.data.length).toBeGreaterThan(0)
    expect(body.data.every((p) => p.model_id === plan?.creatorId)).toBe(true)
    expect((await get('/api/subscription_plans?model_id=999999')).status).toBe(404)
  })
})
