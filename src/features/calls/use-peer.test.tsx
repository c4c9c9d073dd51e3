import { renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { CALL_EVENTS } from '../../../contract/schemas/video-call'
import type { ChannelHandlers } from '../../offline/realtime'
import { usePeer } from './use-peer'

const realtime = vi.hoisted(() => ({
  handlers: [] as ChannelHandlers[],
  signals: [] as unknown[],
}))

vi.mock('../../offline/realtime', () => ({
  subscribeChannel: (_channel: string, handlers: ChannelHandlers) => {
    realtime.handlers.push(handlers)
    return () => undefined
  },
  sendSignal: (_channel: string, data: unknown) => {
    realtime.signals.push(data)
    return true
  },
}))

const stream = { getTracks: () => [] } as unknown as MediaStream

describe('usePeer', () => {
  it('reads the room again each time the call channel is joined, a reconnection included', () => {
    const onJoined = vi.fn()
    const onCallEvent = vi.fn()
    renderHook(() => usePeer({ hash: 'a'.repeat(32), isSender: true, stream, iceServers: [], onCallEvent, onJoined }))
    const handlers = realtime.handlers.at(-1)
    expect(handlers?.after).toBeNull()

    // The first join, then the socket drops and the channel is joined again: events sent in
    // between are not replayed, so the screen must read the room both times.
    handlers?.onJoined?.()
    handlers?.onJoined?.()
    expect(onJoined).toHaveBeenCalledTimes(2)
    expect(realtime.signals).toEqual([{ kind: 'hello' }, { kind: 'hello' }])
  })

  it('passes call events other than signalling on to the screen', () => {
    const onCallEvent = vi.fn()
    renderHook(() =>
      usePeer({ hash: 'b'.repeat(32), isSender: false, stream, iceServers: [], onCallEvent, onJoined: vi.fn() }),
    )
    realtime.handlers.at(-1)?.onEvent({ name: CALL_EVENTS.extraMinute, data: { extra_minutes_bought: 1 } })
    expect(onCallEvent).toHaveBeenCalledWith({ name: CALL_EVENTS.extraMinute, data: { extra_minutes_bought: 1 } })
  })
})
