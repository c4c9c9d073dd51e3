/**
 * The 1:1 WebRTC connection of a call, signalled over the call's realtime channel (`call:<hash>`,
 * relayed by the server between the two people only). Either side says `hello` when it joins; the
 * receiver answers a sender's hello with its own; the sender makes an offer whenever it hears the
 * receiver, so whoever comes first or reconnects, the two end up connected. Signals are handled one
 * at a time, in order (candidates wait for the description they belong to). The call's other
 * events (started, extra minute…) are passed on to `onCallEvent`.
 */
import { useEffect, useRef, useState } from 'react'
import * as v from 'valibot'
import {
  CALL_EVENTS,
  type CallSignal,
  CallSignalSchema,
  callChannel,
  type IceServer,
} from '../../../contract/schemas/video-call'
import { type RealtimeEvent, sendSignal, subscribeChannel } from '../../offline/realtime'

export type PeerState = 'waiting' | 'connecting' | 'connected' | 'lost'

const RelayedSchema = v.object({ from: v.number(), signal: CallSignalSchema })

export function usePeer(options: {
  hash: string
  isSender: boolean
  stream: MediaStream | null
  iceServers: IceServer[]
  onCallEvent: (event: RealtimeEvent) => void
  /**
   * The channel is joined, at first and after every reconnection. Call events are not replayed
   * (only the chat's are), so what happened while the socket was down is read again with the room.
   */
  onJoined: () => void
}) {
  const { hash, isSender, stream, iceServers } = options
  const [remote, setRemote] = useState<MediaStream | null>(null)
  const [state, setState] = useState<PeerState>('waiting')
  const onCallEvent = useRef(options.onCallEvent)
  onCallEvent.current = options.onCallEvent
  const onJoined = useRef(options.onJoined)
  onJoined.current = options.onJoined
  const servers = JSON.stringify(iceServers)

  useEffect(() => {
    if (!stream) return
    const channel = callChannel(hash)
    const signal = (data: CallSignal) => sendSignal(channel, data)
    let pc: RTCPeerConnection | null = null
    let queue = Promise.resolve()
    let isClosed = false

    function open(): RTCPeerConnection {
      pc?.close()
      const next = new RTCPeerConnection({ iceServers: JSON.parse(servers) as RTCIceServer[] })
      for (const track of stream?.getTracks() ?? []) if (stream) next.addTrack(track, stream)
      next.ontrack = (event) => {
        if (pc === next) setRemote(event.streams[0] ?? new MediaStream([event.track]))
      }
      next.onicecandidate = (event) => {
        if (!event.candidate || pc !== next) return
        signal({
          kind: 'ice',
          candidate: event.candidate.candidate,
          sdpMid: event.candidate.sdpMid,
          sdpMLineIndex: event.candidate.sdpMLineIndex,
        })
      }
      next.onconnectionstatechange = () => {
        if (pc !== next) return
        const s = next.connectionState
        setState(s === 'connected' ? 'connected' : s === 'failed' || s === 'disconnected' ? 'lost' : 'connecting')
      }
      pc = next
      setState('connecting')
      return next
    }

    async function handle(message: CallSignal) {
      if (isClosed) return
      switch (message.kind) {
        case 'hello':
          if (isSender) {
            const next = open()
            await next.setLocalDescription(await next.createOffer())
            signal({ kind: 'offer', sdp: next.localDescription?.sdp ?? '' })
          } else signal({ kind: 'hello' })
          return
        case 'offer': {
          if (isSender) return
          const next = open()
          await next.setRemoteDescription({ type: 'offer', sdp: message.sdp })
          await next.setLocalDescription(await next.createAnswer())
          signal({ kind: 'answer', sdp: next.localDescription?.sdp ?? '' })
          return
        }
        case 'answer':
          if (isSender && pc?.signalingState === 'have-local-offer') {
            await pc.setRemoteDescription({ type: 'answer', sdp: message.sdp })
          }
          return
        case 'ice':
          if (pc?.remoteDescription) {
            await pc.addIceCandidate({
              candidate: message.candidate,
              sdpMid: message.sdpMid,
              sdpMLineIndex: message.sdpMLineIndex,
            })
          }
          return
        case 'bye':
          pc?.close()
          pc = null
          setRemote(null)
          setState('waiting')
          return
      }
    }

    const onEvent = (event: RealtimeEvent) => {
      if (event.name !== CALL_EVENTS.signal) {
        onCallEvent.current(event)
        return
      }
      const relayed = v.safeParse(RelayedSchema, event.data)
      if (!relayed.success) return
      const message = relayed.output.signal
      // One at a time: an answer or a candidate never overtakes the description before it.
      queue = queue.then(() => handle(message)).catch((error: unknown) => console.warn('video call: signal', error))
    }
    const unsubscribe = subscribeChannel(channel, {
      after: null,
      onEvent,
      onJoined: () => {
        signal({ kind: 'hello' })
        onJoined.current()
      },
    })
    return () => {
      isClosed = true
      signal({ kind: 'bye' })
      unsubscribe()
      pc?.close()
      pc = null
    }
  }, [hash, isSender, stream, servers])

  return { remote, state }
}
