/**
 * JSON that is already text (a read model's serialised rows, schema/post-cards.ts): a route may
 * answer with it, and it leaves as these exact bytes, never parsed and written again. The public
 * cache keeps the same bytes (plugins/public-cache), and outside production `defineRoute` still
 * checks it against the endpoint's response schema.
 */
export class RawJson {
  constructor(readonly json: string) {}
}

/** A JSON array of texts that are each one JSON value. */
export function rawArray(items: readonly string[]): RawJson {
  return new RawJson(`[${items.join(',')}]`)
}

/**
 * The list answer `{ data, meta }`: as an object when the data are objects,
 * as one text when they are already text.
 */
export function listAnswer<T, M>(data: T[] | RawJson, meta: M): { data: T[]; meta: M } | RawJson {
  if (!(data instanceof RawJson)) return { data, meta }
  return new RawJson(`{"data":${data.json},"meta":${JSON.stringify(meta)}}`)
}

/** Fastify's serialiser for a reply whose payload is RawJson. */
export function serializeRawJson(payload: unknown): string {
  return (payload as RawJson).json
}
