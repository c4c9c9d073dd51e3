/** Where a creator's page lives: by username when there is one, else by id (000 §2). */
export function creatorHref(creator: { id: number; username: string | null }): string {
  return creator.username ? `/${creator.username}` : `/models/${creator.id}/profile`
}

/** "@luna" and "luna" name the same creator (route model.username is written with a leading @). */
export function usernameFromParam(param: string): string | null {
  const username = param.replace(/^@/, '').toLowerCase()
  return /^[a-z0-9_.]{1,64}$/.test(username) ? username : null
}
