import { createHash } from 'node:crypto'
import { canonicalJson } from '../../lib/canonical-json'

/** SHA-256 (hex) of the endpoint and its parsed input: what "the same request" means for a key. */
export function fingerprintRequest(scope: string, input: unknown): string {
  return createHash('sha256').update(scope).update('\n').update(canonicalJson(input)).digest('hex')
}
