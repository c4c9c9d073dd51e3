/** Where a creator's page lives: by username when there is one, else by id. */
export function creatorHref(creator: { id: number; username: string | null }): string {
  return creator.username ? `/${creator.username}` : modelProfileHref(creator.id)
}

/** The model.profile route, which the watch page's models link to. */
export function modelProfileHref(id: number): string {
  return `/models/${id}/profile`
}

/** "@luna" and "luna" name the same creator (route model.username is written with a leading @). */
export function usernameFromParam(param: string): string | null {
  const username = param.replace(/^@/, '').toLowerCase()
  return /^[a-z0-9_.]{1,64}$/.test(username) ? username : null
}
