/**
 * Demo social data: a dozen fans (they have no password, so nobody signs in as them) and their
 * comments and replies on the newest posts, some written by the demo member and user (so they can
 * delete their own) and replies from the demo creator on their posts. Runs after the accounts.
 * Counts on posts and comments are set from the rows, so comments_count is true everywhere.
 * Deterministic, like the rest of the seed. No likes, follows-with-notify or push opt-ins: those
 * are the user's to choose.
 */
import { asc, desc, inArray, sql } from 'drizzle-orm'
import type { Executor } from '../../lib/executor'
import { comments, posts, users } from '../schema/index'
import { DEMO_ACCOUNTS } from './accounts'
import { CREATOR_REPLIES, DEMO_FANS, REPLY_COMMENTS, TOP_LEVEL_COMMENTS } from './data/comments'
import { createRandom } from './random'

const SEED = 20_261_205
const COMMENTED_POSTS = 120
const MINUTE = 60_000

export async function seedSocial(tx: Executor, now: Date): Promise<void> {
  const random = createRandom(SEED)
  const since = new Date(now.getTime() - 120 * 24 * 3600 * 1000)
  const fanIds = (
    await tx
      .insert(users)
      .values(
        DEMO_FANS.map((username) => ({
          username,
          email: `${username.replace(/\./g, '_')}@fans.velvet.example`,
          emailVerifiedAt: since,
          createdAt: since,
          lastLangCode: 'en',
        })),
      )
      .returning({ id: users.id })
  ).map((row) => row.id)
  const demo = await tx
    .select({ id: users.id, email: users.email, modelId: users.modelId })
    .from(users)
    .where(inArray(users.email, [DEMO_ACCOUNTS.member.email, DEMO_ACCOUNTS.user.email, DEMO_ACCOUNTS.creator.email]))
  const authors = [...fanIds, ...demo.filter((u) => u.modelId === null).map((u) => u.id)]
  const creatorUser = demo.find((u) => u.modelId !== null)

  const newest = await tx
    .select({ id: posts.id, creatorId: posts.creatorId, publishedAt: posts.publishedAt })
    .from(posts)
    .where(inArray(posts.frontContainer, ['free', 'normal']))
    .orderBy(desc(posts.publishedAt), desc(posts.id))
    .limit(COMMENTED_POSTS)
  // The demo creator's own posts get comments too, so their "delete" and replies can be tried.
  const ownPosts = creatorUser?.modelId
    ? await tx
        .select({ id: posts.id, creatorId: posts.creatorId, publishedAt: posts.publishedAt })
        .from(posts)
        .where(sql`${posts.creatorId} = ${creatorUser.modelId}`)
        .orderBy(asc(posts.id))
    : []
  const targets = [...new Map([...newest, ...ownPosts].map((post) => [post.id, post])).values()]

  for (const post of targets) {
    const topLevel = random.int(0, 6)
    const elapsed = Math.max(MINUTE, now.getTime() - post.publishedAt.getTime())
    const at = (fraction: number) => new Date(post.publishedAt.getTime() + Math.floor(elapsed * fraction))
    for (let c = 0; c < topLevel; c++) {
      const start = random.next() * 0.8
      const [parent] = await tx
        .insert(comments)
        .values({
          postId: post.id,
          userId: random.pick(authors),
          message: random.pick(TOP_LEVEL_COMMENTS),
          createdAt: at(start),
        })
        .returning({ id: comments.id })
      if (!parent || !random.chance(0.35)) continue
      const replies = Array.from({ length: random.int(1, 3) }, (_, r) => {
        const byCreator = creatorUser && post.creatorId === creatorUser.modelId && random.chance(0.5)
        return {
          postId: post.id,
          userId: byCreator ? creatorUser.id : random.pick(authors),
          parentId: parent.id,
          message: byCreator ? random.pick(CREATOR_REPLIES) : random.pick(REPLY_COMMENTS),
          createdAt: at(start + ((1 - start) * (r + 1)) / 4),
        }
      })
      await tx.insert(comments).values(replies)
    }
  }

  // Counters from the rows: replies per top-level comment, comments (and replies) per post.
  await tx.execute(
    sql`update ${comments} c set replies_count = r.total from (select parent_id, count(*)::int as total from ${comments} where parent_id is not null group by parent_id) r where c.id = r.parent_id`,
  )
  await tx.execute(
    sql`update ${posts} p set comments_count = coalesce((select count(*)::int from ${comments} c where c.post_id = p.id), 0)`,
  )
}
