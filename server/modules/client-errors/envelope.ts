/**
 * Reading what the browser SDK sends to the tunnel: a Sentry envelope (a JSON header line naming
 * the DSN, then items, each a JSON header line and a payload), and the DSNs it is checked against.
 * Only what the operator needs of an error event is taken out of it.
 */
import * as v from 'valibot'

export type Dsn = { protocol: string; publicKey: string; host: string; pathPrefix: string; projectId: string }

/** A DSN's parts (`https://<key>@<host>[/<path>]/<project>`), or undefined when it is not one. */
export function parseDsn(raw: string): Dsn | undefined {
  try {
    const url = new URL(raw)
    const segments = url.pathname.split('/').filter(Boolean)
    const projectId = segments.pop() ?? ''
    if (!url.username || !/^\d+$/.test(projectId) || !/^https?:$/.test(url.protocol)) return undefined
    return {
      protocol: url.protocol,
      publicKey: url.username,
      host: url.host,
      pathPrefix: segments.length > 0 ? `/${segments.join('/')}` : '',
      projectId,
    }
  } catch {
    return undefined
  }
}

export function isSameDsn(a: Dsn, b: Dsn): boolean {
  return a.host === b.host && a.projectId === b.projectId && a.publicKey === b.publicKey
}

/** Where Sentry takes a project's envelopes. */
export function envelopeEndpoint(dsn: Dsn): string {
  return `${dsn.protocol}//${dsn.host}${dsn.pathPrefix}/api/${dsn.projectId}/envelope/`
}

const HeaderSchema = v.object({ dsn: v.pipe(v.string(), v.maxLength(500)), event_id: v.optional(v.string()) })
const ItemHeaderSchema = v.object({ type: v.string(), length: v.optional(v.number()) })
const EventSchema = v.object({
  event_id: v.optional(v.string()),
  level: v.optional(v.string()),
  release: v.optional(v.string()),
  message: v.optional(v.union([v.string(), v.object({ formatted: v.optional(v.string()) })])),
  exception: v.optional(
    v.object({
      values: v.optional(v.array(v.object({ type: v.optional(v.string()), value: v.optional(v.string()) }))),
    }),
  ),
  request: v.optional(
    v.object({
      url: v.optional(v.string()),
      headers: v.optional(v.record(v.string(), v.string())),
    }),
  ),
})

export type ErrorEventSummary = {
  eventId: string | null
  level: string | null
  message: string | null
  url: string | null
  release: string | null
  userAgent: string | null
}

export type Envelope = { dsn: string; events: ErrorEventSummary[] }

function json(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

const clip = (text: string | undefined, max: number) => (text === undefined ? null : text.slice(0, max))

function summarise(event: v.InferOutput<typeof EventSchema>): ErrorEventSummary {
  const exception = event.exception?.values?.at(-1)
  const message =
    exception !== undefined
      ? [exception.type, exception.value].filter(Boolean).join(': ')
      : typeof event.message === 'string'
        ? event.message
        : event.message?.formatted
  return {
    eventId: clip(event.event_id, 64),
    level: clip(event.level, 20),
    message: clip(message, 1000),
    url: clip(event.request?.url, 2000),
    release: clip(event.release, 200),
    userAgent: clip(event.request?.headers?.['User-Agent'], 500),
  }
}

/** The envelope's DSN and its error events, or undefined when it is not an envelope. */
export function readEnvelope(raw: Buffer): Envelope | undefined {
  let offset = 0
  const nextLine = () => {
    const end = raw.indexOf(0x0a, offset)
    const line = raw.subarray(offset, end < 0 ? raw.length : end).toString('utf8')
    offset = end < 0 ? raw.length : end + 1
    return line
  }
  const header = v.safeParse(HeaderSchema, json(nextLine()))
  if (!header.success) return undefined
  const events: ErrorEventSummary[] = []
  while (offset < raw.length) {
    const item = v.safeParse(ItemHeaderSchema, json(nextLine()))
    if (!item.success) return undefined
    let payload: string
    if (item.output.length !== undefined) {
      payload = raw.subarray(offset, offset + item.output.length).toString('utf8')
      offset += item.output.length
      if (raw[offset] === 0x0a) offset += 1
    } else {
      payload = nextLine()
    }
    if (item.output.type !== 'event') continue
    const event = v.safeParse(EventSchema, json(payload))
    if (event.success) events.push(summarise(event.output))
  }
  return { dsn: header.output.dsn, events }
}
