/**
 * The video call screen (/videocall/{hash}): the other person's video
 * filling the stage, one's own in a corner, and the call bar: the countdown (99:99 before the start
 * and when unlimited; a beep at 30 s; the end at 1 s), buy an extra minute and send tokens (the
 * sender), unlimited (the receiver, under 30 s left), the token log, fullscreen and hang up. The
 * call starts when the two are connected (POST start, either side, once). Its events arrive on the
 * call's realtime channel and refresh the room; the server meters the minutes and ends the call.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useCallback, useEffect, useRef, useState } from 'react'
import * as v from 'valibot'
import { CALL_EVENTS, CallTokensEventSchema, type VideoCallRoom } from '../../../contract/schemas/video-call'
import { isApiError } from '../../api/errors'
import { useSession } from '../../api/use-session'
import { createRetryKey } from '../../lib/retry-key'
import { useIsOnline } from '../../offline/online'
import type { RealtimeEvent } from '../../offline/realtime'
import { AppLink } from '../../ui/app-link'
import { Button, buttonClass } from '../../ui/button'
import { Dialog } from '../../ui/dialog'
import { AlertIcon, CoinsIcon, FullscreenIcon, HangUpIcon, InfinityIcon, VideoIcon } from '../../ui/icons'
import { EmptyState, ErrorState, OfflineState, StateMessage } from '../../ui/states'
import { showToast } from '../../ui/toast'
import { walletKeys } from '../wallet'
import { playWarningBeep } from './beep'
import styles from './calls.module.css'
import { formatCountdown, hasReachedEnd, isWarning, mayGoUnlimited, secondsLeft } from './countdown'
import { BUY_TOKENS_HREF } from './links'
import { type CallAction, callKeys, callRoomQuery, isCallGone, logCallProblem, useCallActionMutation } from './queries'
import { TokenLog } from './token-log'
import { type LocalMedia, useLocalMedia } from './use-local-media'
import { usePeer } from './use-peer'
import { JOIN_TIMEOUT_MS, waitingStage } from './waiting'

const TICK_MS = 250

export function CallScreen({ hash }: { hash: string }) {
  const { t } = useLingui()
  const userId = useSession().user?.id ?? 0
  const isOnline = useIsOnline()
  const room = useQuery(callRoomQuery(userId, hash))

  if (room.isPending) {
    return (
      <div className={styles.screen}>
        <StateMessage icon={<VideoIcon />} title={<Trans>Joining the call…</Trans>} />
      </div>
    )
  }
  if (room.isError) {
    if (isCallGone(room.error)) logCallProblem('load', room.error)
    return (
      <div className={styles.screen}>
        {isCallGone(room.error) ? (
          <EmptyState
            title={<Trans>This call is not available</Trans>}
            body={<Trans>It may have been for someone else, or the link is not complete.</Trans>}
            action={
              <AppLink className={buttonClass()} href="/chats">
                <Trans>Go to my messages</Trans>
              </AppLink>
            }
          />
        ) : !isOnline || (isApiError(room.error) && room.error.isNetwork) ? (
          <OfflineState
            title={<Trans>You are offline</Trans>}
            body={<Trans>The call continues when you are back online.</Trans>}
            action={
              <Button variant="secondary" onClick={() => void room.refetch()}>
                <Trans>Try again</Trans>
              </Button>
            }
          />
        ) : (
          <ErrorState
            title={<Trans>The call could not be loaded</Trans>}
            retryLabel={t`Try again`}
            onRetry={() => void room.refetch()}
            isRetrying={room.isFetching}
          />
        )}
      </div>
    )
  }
  return <LiveCall room={room.data} receivedAt={room.dataUpdatedAt} userId={userId} />
}

function endHref(hash: string) {
  return { to: '/videocall-end' as const, search: { hash }, replace: true }
}

function LiveCall({ room, receivedAt, userId }: { room: VideoCallRoom; receivedAt: number; userId: number }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { media, retry } = useLocalMedia()
  const stage = useRef<HTMLDivElement>(null)
  const [now, setNow] = useState(() => Date.now())
  const [openedAt] = useState(() => Date.now())
  const [prompt, setPrompt] = useState<'buy' | 'tip' | null>(null)
  const [busy, setBusy] = useState<CallAction | null>(null)
  const hasEnded = useRef(false)
  const hasBeeped = useRef(false)
  const startAsked = useRef(false)
  const extraKey = useRef(createRetryKey())
  const tipKey = useRef(createRetryKey())
  const key = callKeys.room(userId, room.hash)
  const { mutateAsync: sendAction } = useCallActionMutation(userId, room.hash)
  // The server's clock, so the countdown is the same on both devices whatever theirs say.
  const offset = room.server_time - receivedAt

  const finish = useCallback(() => {
    if (hasEnded.current) return
    hasEnded.current = true
    // The minutes metered during the call change the balance in the header.
    void queryClient.invalidateQueries({ queryKey: walletKeys.all })
    void navigate(endHref(room.hash))
  }, [navigate, room.hash, queryClient])

  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: key }), [queryClient, key])

  const onCallEvent = useCallback(
    (event: RealtimeEvent) => {
      if (event.name === CALL_EVENTS.ended) {
        finish()
        return
      }
      if (event.name === CALL_EVENTS.tokens && room.is_receiver) {
        const tip = v.safeParse(CallTokensEventSchema, event.data)
        if (tip.success) {
          const { username } = tip.output
          const quantity = i18n.number(tip.output.quantity)
          showToast(t`@${username} sent you ${quantity} tokens`)
        }
      }
      refresh()
    },
    [finish, refresh, room.is_receiver, i18n, t],
  )

  const peer = usePeer({
    hash: room.hash,
    isSender: room.is_sender,
    stream: media.status === 'ready' ? media.stream : null,
    iceServers: room.ice_servers,
    onCallEvent,
    onJoined: refresh,
  })

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS)
    return () => clearInterval(timer)
  }, [])

  const act = useCallback(
    async (action: CallAction, options: { key?: string; quantity?: number } = {}) => {
      setBusy(action)
      try {
        await sendAction({ action, ...options })
        return true
      } catch (error) {
        if (isCallGone(error)) logCallProblem(action, error)
        else if (isApiError(error) && error.code === 'insufficient_tokens') setPrompt('buy')
        else if (isApiError(error) && error.code === 'spending_limit_reached')
          showToast(t`This would go over the spending limit you set.`)
        else if (isApiError(error) && error.isNetwork) showToast(t`No connection. Try again.`)
        else showToast(t`That did not work. Try again.`)
        return false
      } finally {
        setBusy(null)
      }
    },
    [sendAction, t],
  )

  // The call starts once the two are connected (either side may say so; the server keeps the first).
  useEffect(() => {
    if (peer.state !== 'connected' || room.started_at !== null || startAsked.current) return
    startAsked.current = true
    void act('start')
  }, [peer.state, room.started_at, act])

  const seconds = secondsLeft(room, now + offset)
  useEffect(() => {
    if (isWarning(seconds) && !hasBeeped.current) {
      hasBeeped.current = true
      playWarningBeep()
    }
    if (hasReachedEnd(seconds) || room.ended_at !== null) finish()
  }, [seconds, room.ended_at, finish])

  async function hangUp() {
    await act('hang_up')
    finish()
  }

  // Nobody has joined yet: a hint after a while, and the call is called off after longer (it has
  // not started, so nothing was charged).
  const waiting = room.started_at === null && peer.state !== 'connected' ? waitingStage(now - openedAt) : null
  const calledOff = useRef(false)
  useEffect(() => {
    if (waiting !== 'called_off' || calledOff.current) return
    calledOff.current = true
    void act('hang_up').then(finish)
  }, [waiting, act, finish])

  async function buyExtraMinute() {
    const ok = await act('buy_extra_minute', { key: extraKey.current.keyFor({ bought: room.extra_minutes_bought }) })
    extraKey.current.settle()
    if (ok) showToast(t`One more minute`)
  }

  async function sendTokens(quantity: number) {
    const ok = await act('send_tokens', { key: tipKey.current.keyFor({ quantity, log: room.log.length }), quantity })
    tipKey.current.settle()
    if (ok) {
      setPrompt(null)
      showToast(t`Tokens sent`)
    }
  }

  function toggleFullscreen() {
    if (document.fullscreenElement) void document.exitFullscreen()
    else void stage.current?.requestFullscreen?.()
  }

  const other = room.other.username ? `@${room.other.username}` : room.other.name
  const counter = formatCountdown(seconds)
  const timeoutMinutes = JOIN_TIMEOUT_MS / 60_000
  return (
    <div className={styles.screen} data-testid="call-screen">
      <div className={styles.layout}>
        <div ref={stage} className={styles.stage}>
          <RemoteVideo stream={peer.remote} />
          {peer.state !== 'connected' ? (
            <div className={styles.waiting} role="status">
              <span className={styles.pulse} aria-hidden="true">
                <VideoIcon size={28} />
              </span>
              <p>
                {peer.state === 'lost' ? (
                  <Trans>Connection lost. Reconnecting…</Trans>
                ) : (
                  <Trans>Waiting for {other} to join…</Trans>
                )}
              </p>
              {waiting === 'hint' ? (
                <p className={styles.waitingHint}>
                  <Trans>
                    {other} has not joined yet. Nothing is charged until the call starts, and it is called off if nobody
                    joins within {timeoutMinutes} minutes.
                  </Trans>
                </p>
              ) : null}
            </div>
          ) : null}
          <LocalPreview media={media} onRetry={retry} />
          <div className={styles.topBar}>
            <span className={styles.who}>{other}</span>
            <span
              className={styles.counter}
              data-warning={isWarning(seconds) || undefined}
              data-testid="call-countdown"
              role="timer"
              aria-label={t`Time left`}
            >
              {counter}
            </span>
          </div>
          <div className={styles.callBar} role="toolbar" aria-label={t`Call controls`}>
            {room.is_sender ? (
              <>
                <button
                  type="button"
                  className={styles.barButton}
                  onClick={() => void buyExtraMinute()}
                  disabled={busy !== null}
                >
                  <span className={styles.barIcon} aria-hidden="true">
                    +1
                  </span>
                  <span className={styles.barLabel}>
                    <Trans>Extra minute</Trans>
                  </span>
                </button>
                <button
                  type="button"
                  className={styles.barButton}
                  onClick={() => setPrompt('tip')}
                  disabled={busy !== null}
                >
                  <CoinsIcon size={22} />
                  <span className={styles.barLabel}>
                    <Trans>Send tokens</Trans>
                  </span>
                </button>
              </>
            ) : (
              <button
                type="button"
                className={styles.barButton}
                onClick={() => void act('unlock')}
                disabled={busy !== null || room.is_unlimited || !mayGoUnlimited(seconds)}
              >
                <InfinityIcon size={22} />
                <span className={styles.barLabel}>
                  {room.is_unlimited ? <Trans>Unlimited</Trans> : <Trans>Go unlimited</Trans>}
                </span>
              </button>
            )}
            <button type="button" className={styles.barButton} onClick={toggleFullscreen}>
              <FullscreenIcon size={22} />
              <span className={styles.barLabel}>
                <Trans>Fullscreen</Trans>
              </span>
            </button>
            <button type="button" className={styles.hangUp} onClick={() => void hangUp()} disabled={busy === 'hang_up'}>
              <HangUpIcon size={22} />
              <span className={styles.barLabel}>
                <Trans>Hang up</Trans>
              </span>
            </button>
          </div>
        </div>
        <TokenLog entries={room.log} />
      </div>
      <BuyTokensPrompt isOpen={prompt === 'buy'} onClose={() => setPrompt(null)} price={room.tokens_per_extra_min} />
      <SendTokensPrompt
        isOpen={prompt === 'tip'}
        onClose={() => setPrompt(null)}
        onSend={sendTokens}
        isSending={busy === 'send_tokens'}
      />
    </div>
  )
}

function RemoteVideo({ stream }: { stream: MediaStream | null }) {
  const { t } = useLingui()
  const ref = useRef<HTMLVideoElement>(null)
  const [isMuted, setIsMuted] = useState(false)
  useEffect(() => {
    const video = ref.current
    if (!video) return
    video.srcObject = stream
    if (!stream) return
    video.muted = false
    // Without a gesture the browser may refuse sound: play muted and offer to turn it on.
    video.play().catch(() => {
      video.muted = true
      setIsMuted(true)
      void video.play().catch(() => undefined)
    })
  }, [stream])
  return (
    <>
      {/* biome-ignore lint/a11y/useMediaCaption: a live camera between two people has no caption track to give. */}
      <video ref={ref} className={styles.remote} data-testid="remote-video" autoPlay playsInline />
      {isMuted ? (
        <button
          type="button"
          className={styles.unmute}
          onClick={() => {
            if (ref.current) ref.current.muted = false
            setIsMuted(false)
          }}
        >
          {t`Tap to hear the call`}
        </button>
      ) : null}
    </>
  )
}

function LocalPreview({ media, onRetry }: { media: LocalMedia; onRetry: () => void }) {
  const ref = useRef<HTMLVideoElement>(null)
  const stream = media.status === 'ready' ? media.stream : null
  useEffect(() => {
    if (ref.current) ref.current.srcObject = stream
  }, [stream])
  if (media.status === 'denied' || media.status === 'unavailable') {
    return (
      <div className={styles.mediaProblem} role="alert">
        <AlertIcon size={22} />
        <p>
          {media.status === 'denied' ? (
            <Trans>
              The camera and microphone are blocked. Allow them for this site in your browser settings, then try again.
            </Trans>
          ) : (
            <Trans>No camera or microphone was found. Connect one, then try again.</Trans>
          )}
        </p>
        <Button size="small" variant="secondary" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    )
  }
  return <video ref={ref} className={styles.local} data-testid="local-video" autoPlay playsInline muted />
}

function BuyTokensPrompt({ isOpen, onClose, price }: { isOpen: boolean; onClose: () => void; price: number }) {
  const { t, i18n } = useLingui()
  const tokens = i18n.number(price)
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={<Trans>Not enough tokens</Trans>}
      closeLabel={t`Close`}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            <Trans>Back to the call</Trans>
          </Button>
          <a className={buttonClass()} href={BUY_TOKENS_HREF} target="_blank" rel="noopener">
            <Trans>Buy tokens</Trans>
          </a>
        </>
      }
    >
      <p>
        <Trans>
          Your balance does not cover this (an extra minute is {tokens} tokens). Buy tokens in a new tab: the call goes
          on here, and nothing was charged.
        </Trans>
      </p>
    </Dialog>
  )
}

const TIP_CHOICES = [5, 10, 25, 50]

function SendTokensPrompt({
  isOpen,
  onClose,
  onSend,
  isSending,
}: {
  isOpen: boolean
  onClose: () => void
  onSend: (quantity: number) => Promise<void>
  isSending: boolean
}) {
  const { t } = useLingui()
  const [quantity, setQuantity] = useState(10)
  const isValid = Number.isInteger(quantity) && quantity >= 1
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={<Trans>Send tokens</Trans>}
      closeLabel={t`Close`}
      actions={
        <Button onClick={() => void onSend(quantity)} disabled={!isValid || isSending}>
          {isSending ? <Trans>Sending…</Trans> : <Trans>Send {quantity} tokens</Trans>}
        </Button>
      }
    >
      <div className={styles.tipChoices}>
        {TIP_CHOICES.map((choice) => (
          <button
            key={choice}
            type="button"
            className={styles.tipChoice}
            aria-pressed={quantity === choice}
            onClick={() => setQuantity(choice)}
          >
            {choice}
          </button>
        ))}
      </div>
      <label className={styles.tipLabel}>
        <Trans>Tokens</Trans>
        <input
          className={styles.tipInput}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={Number.isNaN(quantity) ? '' : quantity}
          onChange={(event) => setQuantity(event.target.valueAsNumber)}
          aria-invalid={!isValid}
        />
      </label>
      {!isValid ? (
        <p className={styles.quoteError} role="alert">
          <Trans>Enter a whole number of tokens, 1 or more.</Trans>
        </p>
      ) : null}
    </Dialog>
  )
}
