/**
 * Whether a conditional GET's `If-None-Match` names the version we hold (`*`, or the same tag,
 * weak or strong): then a 304 answers it without the body.
 */
export function clientHasVersion(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}
