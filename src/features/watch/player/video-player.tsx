/**
 * The video player: a <video> fed by attachSource, with our own accessible control bar (play,
 * seek with buffered range and time tooltip, time, volume, settings for quality and speed,
 * picture in picture, fullscreen), keyboard shortcuts, touch gestures, Media Session, and the
 * viewer's remembered volume, speed and quality. It knows nothing of movies or memberships:
 * the watch page puts its offers on top through `overlay`.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import {
  type CSSProperties,
  type PointerEvent,
  type ReactNode,
  type Ref,
  useCallback,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
} from 'react'
import type { ImagePath } from '../../../../contract/schemas/common'
import { formatDuration } from '../../../lib/format'
import { PLAYBACK_RATES, readPlayerPrefs, writePlayerPrefs } from '../watch-storage'
import { attachSource, type FatalReason, type SourceController } from './attach-source'
import { loadHls } from './hls-module'
import type { LevelInfo } from './levels'
import { networkInformation, qualityOptions, startBandwidth } from './levels'
import styles from './player.module.css'
import { FullscreenGlyph, PauseGlyph, PipGlyph, PlayGlyph, ReplayGlyph, SeekGlyph, VolumeGlyph } from './player-icons'
import { SeekBar } from './seek-bar'
import { SettingsMenu } from './settings-menu'
import { actionForKey, type PlayerAction, SEEK_LONG_SECONDS } from './shortcuts'
import { ShortcutsDialog } from './shortcuts-dialog'
import { useMediaState } from './use-media-state'

export type PlayerHandle = {
  /** Seeks (once the stream's length is known) and plays. */
  playFrom: (seconds: number) => void
}

type Props = {
  src: string
  poster: string
  /** `width / height` of the movie: the box is reserved before anything loads. */
  aspectRatio: string
  title: string
  artist: string | null
  artwork: ImagePath
  /** Seconds; loading starts there (a resume point). */
  startPosition?: number
  /** Try to start by itself (only after the viewer has interacted with the page, or browsers refuse). */
  shouldAutoPlay: boolean
  /** Shown over the picture instead of the centre play button (offers, prompts). */
  overlay?: ReactNode
  ref?: Ref<PlayerHandle>
  onPlaying?: () => void
  /** The first frame is loaded (the video can show it). */
  onLoadedData?: () => void
  onTimeUpdate?: (seconds: number) => void
  onPause?: (seconds: number) => void
  /** The position jumped: called when a seek starts and again when it ends. */
  onSeeked?: (seconds: number) => void
  onEnded?: () => void
  onDuration?: (seconds: number) => void
  /** The signed URL was refused (expired): the page fetches a new one and passes it as `src`. */
  onSourceExpired?: () => void
}

/** Controls fade out after this long without pointer or keyboard activity while playing. */
const HIDE_CONTROLS_AFTER_MS = 2500
const DOUBLE_TAP_MS = 300
const FLASH_MS = 650

type Flash = { id: number; content: ReactNode }
type WebkitVideo = HTMLVideoElement & { webkitEnterFullscreen?: () => void }
type LockableOrientation = ScreenOrientation & { lock?: (orientation: string) => Promise<void> }

export function VideoPlayer({
  src,
  poster,
  aspectRatio,
  title,
  artist,
  artwork,
  startPosition,
  shouldAutoPlay,
  overlay,
  ref,
  ...callbacks
}: Props) {
  const { t } = useLingui()
  const containerRef = useRef<HTMLDivElement>(null)
  const videoRef = useRef<HTMLVideoElement>(null)
  const controllerRef = useRef<SourceController | null>(null)
  const media = useMediaState(videoRef)
  const handlers = useRef(callbacks)
  handlers.current = callbacks

  const [attempt, setAttempt] = useState(0)
  const [fatal, setFatal] = useState<FatalReason | null>(null)
  const [levels, setLevels] = useState<LevelInfo[]>([])
  const [canChooseQuality, setCanChooseQuality] = useState(false)
  const [quality, setQuality] = useState<number | null>(() => readPlayerPrefs().quality)
  const [playingHeight, setPlayingHeight] = useState<number | null>(null)
  const [isIdle, setIsIdle] = useState(false)
  const [isMenuOpen, setIsMenuOpen] = useState(false)
  const [isScrubbing, setIsScrubbing] = useState(false)
  const [isFullscreen, setIsFullscreen] = useState(false)
  const [isShortcutsOpen, setIsShortcutsOpen] = useState(false)
  /** Keyboard focus is on a control: the bar stays up so the viewer sees where they are. */
  const [hasKeyboardFocus, setHasKeyboardFocus] = useState(false)
  const [flash, setFlash] = useState<Flash | null>(null)
  const idleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const flashTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const lastTap = useRef<{ time: number; x: number } | null>(null)
  /** Where to pick up when the source is attached again (retry, renewed URL). */
  const restart = useRef<{ time: number; isPlaying: boolean } | null>(null)
  const startRef = useRef(startPosition)
  startRef.current = startPosition
  const autoPlayRef = useRef(shouldAutoPlay)
  autoPlayRef.current = shouldAutoPlay

  const canPip = typeof document !== 'undefined' && document.pictureInPictureEnabled === true
  const canFullscreen =
    typeof document !== 'undefined' &&
    (document.fullscreenEnabled || 'webkitEnterFullscreen' in HTMLVideoElement.prototype)

  // Remembered volume, mute and speed, applied before anything plays.
  useEffect(() => {
    const video = videoRef.current
    if (!video) return
    const prefs = readPlayerPrefs()
    video.volume = prefs.volume
    video.muted = prefs.isMuted
    video.defaultPlaybackRate = prefs.rate
    video.playbackRate = prefs.rate
  }, [])

  // hls.js starts downloading with the page, not after the movie's data.
  useEffect(() => {
    void loadHls().catch(() => undefined)
  }, [])

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-attaches the source on purpose (retry).
  useEffect(() => {
    const video = videoRef.current
    if (!video) return
    let controller: SourceController | undefined
    let isCancelled = false
    const resumeAt = restart.current
    restart.current = null
    const prefs = readPlayerPrefs()
    setFatal(null)
    setLevels([])
    void attachSource({
      video,
      url: src,
      startPosition: resumeAt?.time ?? startRef.current,
      quality: prefs.quality,
      bandwidth: startBandwidth(prefs.bandwidth, networkInformation()),
      onLevels: (next) => {
        if (!isCancelled) setLevels(next)
      },
      onLevelSwitched: (height) => {
        if (!isCancelled) setPlayingHeight(height > 0 ? height : null)
      },
      onBandwidth: (bandwidth) => writePlayerPrefs({ bandwidth }),
      onFatal: (reason) => {
        if (isCancelled) return
        restart.current = { time: video.currentTime, isPlaying: !video.paused }
        if (reason === 'expired' && handlers.current.onSourceExpired) handlers.current.onSourceExpired()
        else setFatal(reason)
      },
    }).then((attached) => {
      if (isCancelled) {
        attached.destroy()
        return
      }
      controller = attached
      controllerRef.current = attached
      setCanChooseQuality(attached.canChooseQuality)
      if (resumeAt?.isPlaying || (!resumeAt && autoPlayRef.current)) {
        // Browsers may refuse to start with sound; the centre play button is there for that.
        video.play().catch(() => undefined)
      }
    })
    return () => {
      isCancelled = true
      if (!video.paused || video.currentTime > 0)
        restart.current ??= { time: video.currentTime, isPlaying: !video.paused }
      controller?.destroy()
      controllerRef.current = null
    }
  }, [src, attempt])

  useImperativeHandle(
    ref,
    () => ({
      playFrom(seconds) {
        const video = videoRef.current
        if (!video) return
        const seekAndPlay = () => {
          video.currentTime = seconds
          video.play().catch(() => undefined)
        }
        if (video.readyState >= HTMLMediaElement.HAVE_METADATA) seekAndPlay()
        else video.addEventListener('loadedmetadata', seekAndPlay, { once: true })
      },
    }),
    [],
  )

  const wake = useCallback(() => {
    setIsIdle(false)
    clearTimeout(idleTimer.current)
    idleTimer.current = setTimeout(() => setIsIdle(true), HIDE_CONTROLS_AFTER_MS)
  }, [])

  useEffect(() => () => clearTimeout(idleTimer.current), [])
  useEffect(() => () => clearTimeout(flashTimer.current), [])

  useEffect(() => {
    const onChange = () => setIsFullscreen(document.fullscreenElement === containerRef.current)
    document.addEventListener('fullscreenchange', onChange)
    return () => document.removeEventListener('fullscreenchange', onChange)
  }, [])

  const showFlash = useCallback((content: ReactNode) => {
    clearTimeout(flashTimer.current)
    setFlash({ id: Date.now(), content })
    flashTimer.current = setTimeout(() => setFlash(null), FLASH_MS)
  }, [])

  const togglePlay = useCallback(() => {
    const video = videoRef.current
    if (!video) return
    if (video.paused || video.ended) video.play().catch(() => undefined)
    else video.pause()
  }, [])

  const seekBy = useCallback(
    (seconds: number) => {
      const video = videoRef.current
      if (!video || !Number.isFinite(video.duration)) return
      video.currentTime = Math.min(video.duration, Math.max(0, video.currentTime + seconds))
      showFlash(
        <>
          <SeekGlyph direction={seconds < 0 ? 'back' : 'forward'} size={28} />
          <span className="tabular">{seconds < 0 ? `−${Math.abs(seconds)}s` : `+${seconds}s`}</span>
        </>,
      )
    },
    [showFlash],
  )

  const seekTo = useCallback((seconds: number) => {
    const video = videoRef.current
    if (video && Number.isFinite(seconds)) video.currentTime = seconds
  }, [])

  const setVolume = useCallback(
    (volume: number, shouldFlash = false) => {
      const video = videoRef.current
      if (!video) return
      video.volume = Math.min(1, Math.max(0, Math.round(volume * 100) / 100))
      video.muted = video.volume === 0
      if (shouldFlash) {
        showFlash(
          <>
            <VolumeGlyph level={video.muted ? 'muted' : video.volume < 0.5 ? 'low' : 'high'} size={28} />
            <span className="tabular">{Math.round(video.volume * 100)}%</span>
          </>,
        )
      }
    },
    [showFlash],
  )

  const toggleMute = useCallback(() => {
    const video = videoRef.current
    if (!video) return
    video.muted = !video.muted
    if (!video.muted && video.volume === 0) video.volume = 0.5
  }, [])

  const toggleFullscreen = useCallback(() => {
    const container = containerRef.current
    const video = videoRef.current as WebkitVideo | null
    if (document.fullscreenElement) {
      void document.exitFullscreen().catch(() => undefined)
      return
    }
    if (container && document.fullscreenEnabled) {
      container
        .requestFullscreen({ navigationUI: 'hide' })
        .then(() => {
          // Phones turn to landscape for a landscape movie, where the platform allows it.
          const orientation = screen.orientation as LockableOrientation | undefined
          if (video && video.videoWidth > video.videoHeight) orientation?.lock?.('landscape').catch(() => undefined)
        })
        .catch(() => undefined)
      return
    }
    // iPhone Safari has no element fullscreen, only the video's own.
    video?.webkitEnterFullscreen?.()
  }, [])

  const togglePip = useCallback(() => {
    const video = videoRef.current
    if (!video || !document.pictureInPictureEnabled) return
    if (document.pictureInPictureElement) void document.exitPictureInPicture().catch(() => undefined)
    else void video.requestPictureInPicture().catch(() => undefined)
  }, [])

  // Keyboard shortcuts for the whole page while the player is on it, never from text fields.
  useEffect(() => {
    function run(action: PlayerAction) {
      const video = videoRef.current
      if (!video) return
      switch (action.type) {
        case 'toggle-play':
          return togglePlay()
        case 'toggle-fullscreen':
          return toggleFullscreen()
        case 'toggle-mute':
          return toggleMute()
        case 'toggle-pip':
          return togglePip()
        case 'seek-by':
          return seekBy(action.seconds)
        case 'volume-by':
          return setVolume((video.muted ? 0 : video.volume) + action.delta, true)
        case 'seek-to-share':
          if (Number.isFinite(video.duration)) video.currentTime = video.duration * action.share
          return
        case 'show-shortcuts':
          return setIsShortcutsOpen(true)
      }
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented) return
      const action = actionForKey(event)
      if (!action) return
      event.preventDefault()
      wake()
      run(action)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [togglePlay, toggleFullscreen, toggleMute, togglePip, seekBy, setVolume, wake])

  // Media Session: lock screen, headset and notification controls show the movie and work.
  useEffect(() => {
    if (typeof navigator === 'undefined' || !('mediaSession' in navigator)) return
    const session = navigator.mediaSession
    session.metadata = new MediaMetadata({
      title,
      artist: artist ?? '',
      album: 'Velvet',
      artwork: [
        { src: artwork.small, sizes: '480x270', type: 'image/webp' },
        { src: artwork.large, sizes: '1280x720', type: 'image/webp' },
      ],
    })
    const video = videoRef.current
    const actions: [MediaSessionAction, MediaSessionActionHandler][] = [
      ['play', () => void video?.play().catch(() => undefined)],
      ['pause', () => video?.pause()],
      ['seekbackward', (details) => seekBy(-(details.seekOffset ?? SEEK_LONG_SECONDS))],
      ['seekforward', (details) => seekBy(details.seekOffset ?? SEEK_LONG_SECONDS)],
      [
        'seekto',
        (details) => {
          if (video && details.seekTime !== undefined) video.currentTime = details.seekTime
        },
      ],
    ]
    for (const [action, handler] of actions) {
      try {
        session.setActionHandler(action, handler)
      } catch {
        // An action this browser does not know.
      }
    }
    return () => {
      session.metadata = null
      for (const [action] of actions) {
        try {
          session.setActionHandler(action, null)
        } catch {
          // As above.
        }
      }
    }
  }, [title, artist, artwork.small, artwork.large, seekBy])

  // The position shown on the lock screen; the browser extrapolates between updates, so it is
  // sent when the rhythm changes, not on every timeupdate.
  // biome-ignore lint/correctness/useExhaustiveDependencies: currentTime is read, not a trigger.
  useEffect(() => {
    if (typeof navigator === 'undefined' || !('mediaSession' in navigator) || !media.duration) return
    try {
      navigator.mediaSession.setPositionState({
        duration: media.duration,
        playbackRate: media.rate,
        position: Math.min(media.currentTime, media.duration),
      })
    } catch {
      // Old browsers without position state.
    }
    navigator.mediaSession.playbackState = media.isPaused ? 'paused' : 'playing'
  }, [media.duration, media.rate, media.isPaused])

  function chooseQuality(height: number | null) {
    setQuality(height)
    writePlayerPrefs({ quality: height })
    controllerRef.current?.setQuality(height)
  }

  function chooseRate(rate: number) {
    const video = videoRef.current
    if (!video) return
    video.defaultPlaybackRate = rate
    video.playbackRate = rate
  }

  /** Touch: a tap shows or hides the controls, a double tap on either side skips 10 s. Mouse: click plays or pauses. */
  function handleSurfacePointerUp(event: PointerEvent<HTMLDivElement>) {
    if (event.pointerType === 'mouse') {
      if (event.button === 0) togglePlay()
      return
    }
    const now = Date.now()
    const rect = event.currentTarget.getBoundingClientRect()
    const x = (event.clientX - rect.left) / rect.width
    const previous = lastTap.current
    if (previous && now - previous.time < DOUBLE_TAP_MS && Math.abs(previous.x - x) < 0.2 && (x < 0.4 || x > 0.6)) {
      lastTap.current = null
      seekBy(x < 0.5 ? -SEEK_LONG_SECONDS : SEEK_LONG_SECONDS)
      wake()
      return
    }
    lastTap.current = { time: now, x }
    if (isIdle || media.isPaused) wake()
    else {
      clearTimeout(idleTimer.current)
      setIsIdle(true)
    }
  }

  const areControlsVisible =
    media.isPaused || !isIdle || isMenuOpen || isScrubbing || hasKeyboardFocus || !media.hasStarted || fatal !== null
  const volumeLevel = media.isMuted || media.volume === 0 ? 'muted' : media.volume < 0.5 ? 'low' : 'high'
  const qualities = canChooseQuality ? qualityOptions(levels) : []
  const elapsed = formatDuration(media.currentTime)
  const total = formatDuration(media.duration)
  const showCentrePlay = !overlay && !fatal && (media.isPaused || media.isEnded) && !media.isWaiting

  return (
    <section
      ref={containerRef}
      className={styles.player}
      style={{ aspectRatio }}
      aria-label={t`Video player`}
      data-controls={areControlsVisible ? 'shown' : 'hidden'}
      data-fullscreen={isFullscreen || undefined}
      data-overlay={(overlay && !fatal) || undefined}
      onPointerMove={(event) => {
        if (event.pointerType === 'mouse') wake()
      }}
      onFocus={(event) => {
        wake()
        setHasKeyboardFocus(event.target.matches(':focus-visible'))
      }}
      onBlur={() => setHasKeyboardFocus(false)}
    >
      {/* biome-ignore lint/a11y/useMediaCaption: the demo and studio streams carry no caption tracks. */}
      <video
        ref={videoRef}
        className={styles.video}
        poster={poster}
        playsInline
        preload="metadata"
        onPlaying={() => handlers.current.onPlaying?.()}
        onLoadedData={() => handlers.current.onLoadedData?.()}
        onTimeUpdate={(event) => {
          if (!event.currentTarget.paused) handlers.current.onTimeUpdate?.(event.currentTarget.currentTime)
        }}
        onPause={(event) => {
          if (!event.currentTarget.ended) handlers.current.onPause?.(event.currentTarget.currentTime)
        }}
        // From the start of a seek, not only its end: a seek to a part not yet loaded ends when the
        // data arrives, and a viewer who leaves before that still resumes where they jumped to.
        onSeeking={(event) => handlers.current.onSeeked?.(event.currentTarget.currentTime)}
        onSeeked={(event) => handlers.current.onSeeked?.(event.currentTarget.currentTime)}
        onEnded={() => handlers.current.onEnded?.()}
        onDurationChange={(event) => {
          const duration = event.currentTarget.duration
          if (Number.isFinite(duration) && duration > 0) handlers.current.onDuration?.(duration)
        }}
        onVolumeChange={(event) =>
          writePlayerPrefs({ volume: event.currentTarget.volume, isMuted: event.currentTarget.muted })
        }
        onRateChange={(event) => {
          const rate = event.currentTarget.playbackRate
          const known = PLAYBACK_RATES.find((option) => option === rate)
          if (known !== undefined) writePlayerPrefs({ rate: known })
        }}
      />
      {/* biome-ignore lint/a11y/noStaticElementInteractions: pointer convenience only; every action here has a button and a key. */}
      <div className={styles.surface} onPointerUp={handleSurfacePointerUp} onDoubleClick={toggleFullscreen} />

      {media.isWaiting && !fatal ? (
        <div className={styles.spinner} role="status" aria-label={t`Loading video`} />
      ) : null}

      {flash ? (
        <div key={flash.id} className={styles.flash} aria-hidden="true">
          {flash.content}
        </div>
      ) : null}

      {fatal ? (
        <div className={styles.fatal} role="alert">
          <p className={styles.fatalTitle}>
            {fatal === 'unsupported' ? (
              <Trans>Your browser cannot play this video.</Trans>
            ) : fatal === 'network' ? (
              <Trans>The connection dropped while loading the video.</Trans>
            ) : (
              <Trans>This video could not be played.</Trans>
            )}
          </p>
          {fatal === 'unsupported' ? null : (
            <button type="button" className={styles.fatalRetry} onClick={() => setAttempt((n) => n + 1)}>
              <Trans>Try again</Trans>
            </button>
          )}
        </div>
      ) : overlay ? (
        <div className={styles.overlaySlot}>{overlay}</div>
      ) : null}

      {showCentrePlay ? (
        <button
          type="button"
          className={styles.centrePlay}
          onClick={togglePlay}
          aria-label={media.isEnded ? t`Replay video` : t`Play video`}
        >
          {media.isEnded ? <ReplayGlyph size={34} /> : <PlayGlyph size={34} />}
        </button>
      ) : null}

      <div className={styles.chrome}>
        {isFullscreen ? (
          <div className={styles.topBar}>
            <p className={styles.topTitle}>{title}</p>
          </div>
        ) : null}
        <div className={styles.controls}>
          <SeekBar
            currentTime={media.currentTime}
            duration={media.duration}
            bufferedEnd={media.bufferedEnd}
            onSeek={seekTo}
            onScrubbingChange={setIsScrubbing}
          />
          <div className={styles.bar}>
            <button
              type="button"
              className={styles.control}
              onClick={togglePlay}
              aria-label={media.isPaused ? t`Play (k)` : t`Pause (k)`}
              title={media.isPaused ? t`Play (k)` : t`Pause (k)`}
            >
              {media.isPaused ? <PlayGlyph /> : <PauseGlyph />}
            </button>
            <div className={styles.volume}>
              <button
                type="button"
                className={styles.control}
                onClick={toggleMute}
                aria-label={volumeLevel === 'muted' ? t`Unmute (m)` : t`Mute (m)`}
                title={volumeLevel === 'muted' ? t`Unmute (m)` : t`Mute (m)`}
              >
                <VolumeGlyph level={volumeLevel} />
              </button>
              <input
                type="range"
                className={styles.volumeSlider}
                min={0}
                max={1}
                step={0.05}
                value={media.isMuted ? 0 : media.volume}
                onChange={(event) => setVolume(Number(event.currentTarget.value))}
                aria-label={t`Volume`}
                aria-valuetext={`${Math.round((media.isMuted ? 0 : media.volume) * 100)}%`}
                style={{ '--fill': `${(media.isMuted ? 0 : media.volume) * 100}%` } as CSSProperties}
              />
            </div>
            <p className={`${styles.time} tabular`}>
              <span className="visually-hidden">
                <Trans>
                  {elapsed} of {total}
                </Trans>
              </span>
              <span aria-hidden="true">
                {elapsed}
                <span className={styles.timeTotal}> / {total}</span>
              </span>
            </p>
            <span className={styles.spacer} />
            {media.rate !== 1 ? (
              <span className={`${styles.rateBadge} tabular`} aria-hidden="true">
                {media.rate}×
              </span>
            ) : null}
            <SettingsMenu
              qualities={qualities}
              quality={quality}
              playingHeight={playingHeight}
              onQuality={chooseQuality}
              rate={media.rate}
              onRate={chooseRate}
              onShowShortcuts={() => setIsShortcutsOpen(true)}
              onOpenChange={setIsMenuOpen}
            />
            {canPip ? (
              <button
                type="button"
                className={`${styles.control} ${styles.pipControl}`}
                onClick={togglePip}
                aria-pressed={media.isPip}
                aria-label={t`Picture in picture (p)`}
                title={t`Picture in picture (p)`}
              >
                <PipGlyph />
              </button>
            ) : null}
            {canFullscreen ? (
              <button
                type="button"
                className={styles.control}
                onClick={toggleFullscreen}
                aria-label={isFullscreen ? t`Exit fullscreen (f)` : t`Fullscreen (f)`}
                title={isFullscreen ? t`Exit fullscreen (f)` : t`Fullscreen (f)`}
              >
                <FullscreenGlyph isActive={isFullscreen} />
              </button>
            ) : null}
          </div>
        </div>
      </div>
      <ShortcutsDialog isOpen={isShortcutsOpen} onClose={() => setIsShortcutsOpen(false)} />
    </section>
  )
}
