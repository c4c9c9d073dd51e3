import { eq } from 'drizzle-orm'
import { postReports, posts } from '../../db/schema/index'
import type { Executor } from '../../lib/executor'

export async function findReportedPost(db: Executor, postId: number) {
  const [row] = await db.select({ id: posts.id, creatorId: posts.creatorId }).from(posts).where(eq(posts.id, postId))
  return row
}

/** Records the report; false when this user (or this guest e-mail) already reported the post. */
export async function insertReport(
  tx: Executor,
  report: { postId: number; creatorId: number; userId: number | null; email: string | null; reason: string; now: Date },
): Promise<boolean> {
  const rows = await tx
    .insert(postReports)
    .values({
      postId: report.postId,
      creatorId: report.creatorId,
      userId: report.userId,
      email: report.email,
      reason: report.reason,
      createdAt: report.now,
    })
    .onConflictDoNothing()
    .returning({ id: postReports.id })
  return rows.length > 0
}
