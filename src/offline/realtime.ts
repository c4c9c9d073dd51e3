/**
 * The app's realtime connection (contract/schemas/realtime.ts): one WebSocket per tab, opened
 * while a screen listens to a channel and someone is signed in. It authenticates with the access
 * token in its first message and the tab's socket id (the X-Socket-Id of its requests), joins the
 * channels screens subscribe to, and comes back by itself: after a drop it reconnects with backoff
 * (1 s, 2 s, 5 s, 10 s, then every 30 s, with jitter), at once when the server is reachable again
 * (api/reachability: answers decide, never navigator.onLine), and never while it is not. Each
 * channel rejoins from the last seq its subscribers saw, so they get what they missed, in order,
 * once; the hub guarantees it, and events at or below a subscriber's seq are dropped here too.
 * A server that stays silent past two heartbeats is taken for gone.
 */
import { useSyncExternalStore } from 'react'
import * as v from 'valibot'
import {
  REALTIME_CLOSE,
  REALTIME_HEARTBEAT_MS,
  REALTIME_PATH,
  type ServerMessage,
  ServerMessageSchema,
} from '../../contract/schemas/realtime'
import { isReachable, onReachabilityChange } from '../api/reachability'
import { getSession, subscribeSession } from '../api/session'
import { getAccessToken } from '../api/session-manager'
import { SOCKET_ID } from '../api/socket-id'

export type RealtimeEvent = { name: string; seq?: number; data: unknown }

export type ChannelHandlers = {
  /** The last seq the subscriber has (from its HTTP read); null: only what happens from now on. */
  after: number | null
  onEvent: (event: RealtimeEvent) => void
  /** Too much was missed to replay: read it again over HTTP (the channel then goes on live). */
  onReset?: () => void
  /** The channel is joined (at first and after each reconnection). */
  onJoined?: () => void
}

export type RealtimeStatus = 'idle' | 'connecting' | 'live'

type Subscription = ChannelHandlers & { lastSeq: number | null }

const BACKOFF_MS = [1_000, 2_000, 5_000, 10_000, 30_000]
const SILENCE_MS = 2 * REALTIME_HEARTBEAT_MS + 5_000
/** WebSocket.readyState values (named here: tests run without a WebSocket global). */
const CONNECTING = 0
const OPEN = 1

type SocketLike = Pick<WebSocket, 'send' | 'close' | 'readyState'> & {
  onopen: ((event: Event) => void) | null
  onmessage: ((event: MessageEvent) => void) | null
  onclose: ((event: CloseEvent) => void) | null
  onerror: ((event: Event) => void) | null
}

let createSocket: (url: string) => SocketLike = (url) => new WebSocket(url)
const channels = new Map<string, Set<Subscription>>()
let socket: SocketLike | null = null
let status: RealtimeStatus = 'idle'
let attempt = 0
let reconnectTimer: ReturnType<typeof setTimeout> | undefined
let silenceTimer: ReturnType<typeof setTimeout> | undefined
let sentToken: string | null = null
let userId: number | null = null
let unwire: (() => void) | null = null
const statusListeners = new Set<() => void>()

function setStatus(next: RealtimeStatus) {
  if (status === next) return
  status = next
  for (const listener of statusListeners) listener()
}

function socketUrl(): string {
  const url = new URL(REALTIME_PATH, location.href)
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
  return url.toString()
}

function send(message: unknown) {
  if (socket?.readyState === OPEN) socket.send(JSON.stringify(message))
}

/** The seq to rejoin a channel from: the lowest its subscribers have (null when none knows one). */
function resumeFrom(subscriptions: Set<Subscription>): number | null {
  let lowest: number | null = null
  for (const subscription of subscriptions) {
    if (subscription.lastSeq === null) continue
    lowest = lowest === null ? subscription.lastSeq : Math.min(lowest, subscription.lastSeq)
  }
  return lowest
}

function join(channel: string) {
  const subscriptions = channels.get(channel)
  if (subscriptions) send({ type: 'join', channel, after: resumeFrom(subscriptions) })
}

function wantsConnection(): boolean {
  return channels.size > 0 && getSession().status === 'user' && isReachable()
}

function watchSilence() {
  clearTimeout(silenceTimer)
  silenceTimer = setTimeout(() => drop(), SILENCE_MS)
}

/** Ends the socket; `reconnect` schedules the next try (with backoff) when still wanted. */
function drop(reconnect = true) {
  clearTimeout(silenceTimer)
  const old = socket
  socket = null
  sentToken = null
  if (old) {
    old.onopen = old.onmessage = old.onclose = old.onerror = null
    if (old.readyState === OPEN || old.readyState === CONNECTING) old.close()
  }
  setStatus('idle')
  if (reconnect) scheduleReconnect()
}

function scheduleReconnect() {
  clearTimeout(reconnectTimer)
  if (!wantsConnection()) return
  const base = BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)] ?? 30_000
  attempt++
  reconnectTimer = setTimeout(connect, base / 2 + Math.random() * (base / 2))
}

function deliver(channel: string, message: Extract<ServerMessage, { type: 'event' }>) {
  for (const subscription of channels.get(channel) ?? []) {
    if (message.seq !== undefined) {
      if (subscription.lastSeq !== null && message.seq <= subscription.lastSeq) continue
      subscription.lastSeq = message.seq
    }
    subscription.onEvent({ name: message.name, seq: message.seq, data: message.data })
  }
}

function receive(raw: unknown) {
  watchSilence()
  const parsed = v.safeParse(ServerMessageSchema, typeof raw === 'string' ? safeJson(raw) : undefined)
  if (!parsed.success) return
  const message = parsed.output
  switch (message.type) {
    case 'ready':
      attempt = 0
      setStatus('live')
      for (const channel of channels.keys()) join(channel)
      return
    case 'ping':
      send({ type: 'pong' })
      return
    case 'event':
      deliver(message.channel, message)
      return
    case 'joined':
      for (const subscription of channels.get(message.channel) ?? []) {
        if (subscription.lastSeq === null || subscription.lastSeq < message.seq) subscription.lastSeq = message.seq
        subscription.onJoined?.()
      }
      return
    case 'reset':
      for (const subscription of channels.get(message.channel) ?? []) {
        subscription.lastSeq = null
        subscription.onReset?.()
      }
      return
    case 'refused':
      return
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

async function connect() {
  clearTimeout(reconnectTimer)
  if (socket || !wantsConnection()) return
  setStatus('connecting')
  const current = createSocket(socketUrl())
  socket = current
  userId = getSession().user?.id ?? null
  current.onopen = () => {
    void getAccessToken().then((token) => {
      if (socket !== current) return
      if (!token) {
        drop()
        return
      }
      sentToken = token
      send({ type: 'auth', token, socket_id: SOCKET_ID })
      watchSilence()
    })
  }
  current.onmessage = (event) => receive(event.data)
  current.onclose = (event) => {
    if (socket !== current) return
    // A refused token: the next try asks the session for a fresh one first.
    if (event.code === REALTIME_CLOSE.unauthenticated) attempt = Math.max(attempt, 1)
    drop()
  }
  current.onerror = () => undefined
}

/** Session and reachability drive the connection once the first screen subscribes. */
function wire() {
  if (unwire) return
  const stopSession = subscribeSession(() => {
    const session = getSession()
    if (session.status !== 'user' || session.user?.id !== userId) {
      if (socket) drop(false)
      userId = session.user?.id ?? null
      void connect()
      return
    }
    // A renewed token keeps the socket past the old one's expiry.
    if (status === 'live' && session.accessToken && session.accessToken !== sentToken) {
      sentToken = session.accessToken
      send({ type: 'auth', token: session.accessToken, socket_id: SOCKET_ID })
    }
  })
  const stopReachability = onReachabilityChange((state) => {
    if (!state.reachable) return
    attempt = 0
    void connect()
  })
  unwire = () => {
    stopSession()
    stopReachability()
    unwire = null
  }
}

/** Listens to a channel (`room:<id>`, `user:<id>`) until the returned function is called. */
export function subscribeChannel(channel: string, handlers: ChannelHandlers): () => void {
  wire()
  const subscription: Subscription = { ...handlers, lastSeq: handlers.after }
  let subscriptions = channels.get(channel)
  const isNew = !subscriptions
  if (!subscriptions) {
    subscriptions = new Set()
    channels.set(channel, subscriptions)
  }
  subscriptions.add(subscription)
  if (status === 'live') {
    // A subscriber further behind than the channel needs it joined again from its own seq.
    if (isNew) join(channel)
    else if (handlers.after !== null) {
      send({ type: 'leave', channel })
      join(channel)
    }
  } else void connect()
  return () => {
    const current = channels.get(channel)
    current?.delete(subscription)
    if (current && current.size === 0) {
      channels.delete(channel)
      send({ type: 'leave', channel })
      if (channels.size === 0) drop(false)
    }
  }
}

/** Tells the channel's other members that this user is typing (the server limits how often). */
export function sendTyping(channel: string): void {
  if (status === 'live' && channels.has(channel)) send({ type: 'typing', channel })
}

/** Relays `data` to the channel's other members (a call's WebRTC signalling); false when not connected. */
export function sendSignal(channel: string, data: unknown): boolean {
  if (status !== 'live' || !channels.has(channel)) return false
  send({ type: 'signal', channel, data })
  return true
}

export function getRealtimeStatus(): RealtimeStatus {
  return status
}

/** Calls `listener` on every change of the connection's status; returns the unsubscribe. */
export function onRealtimeStatus(listener: () => void): () => void {
  statusListeners.add(listener)
  return () => statusListeners.delete(listener)
}

export function useRealtimeStatus(): RealtimeStatus {
  return useSyncExternalStore(onRealtimeStatus, getRealtimeStatus, getRealtimeStatus)
}

/** For tests: a fake socket constructor, and a clean slate. */
export function setSocketFactoryForTests(factory: (url: string) => SocketLike): void {
  createSocket = factory
  drop(false)
  channels.clear()
  attempt = 0
  unwire?.()
}
