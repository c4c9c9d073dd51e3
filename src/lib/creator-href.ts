/** Where a creator's page lives: by username when there is one, else by id (000 §2). */
export function creatorHref(creator: { id: number; username: string | null }): string {
  return creator.username ? `/${creator.username}` : `/models/${creator.id}/profile`
}
