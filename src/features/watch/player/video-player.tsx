/**
 * The video player: a <video> fed by attachSource, with our own accessible control bar (play,
 * seek with buffered range and time tooltip, time, volume, settings for quality and speed,
 * picture in picture, fullscreen), keyboard shortcuts, touch gestures, Media Session, and the
 * viewer's remembered volume, speed and quality. It knows nothing of movies or memberships:
 * the watch page puts its offers on top through `overlay`.
 */
import { useLingui } from '@lingui/react/macro'
import { type ReactNode, type Ref, useImperativeHandle, useRef, useState } from 'react'
import type { ImagePath } from '../../../../contract/schemas/common'
import { ControlBar } from './control-bar'
import styles from './player.module.css'
import { PlayerFatal } from './player-fatal'
import { PlayerFlash } from './player-flash'
import { PlayGlyph, ReplayGlyph } from './player-icons'
import { SeekBar } from './seek-bar'
import { ShortcutsDialog } from './shortcuts-dialog'
import { useControlsVisibility } from './use-controls-visibility'
import { useFlash } from './use-flash'
import { useFullscreen } from './use-fullscreen'
import { useKeyboardShortcuts } from './use-keyboard-shortcuts'
import { useMediaSession } from './use-media-session'
import { useMediaState } from './use-media-state'
import { usePictureInPicture } from './use-picture-in-picture'
import { usePlaybackActions } from './use-playback-actions'
import { usePlayerSource } from './use-player-source'
import { useRememberedPlayback } from './use-remembered-playback'
import { useSurfaceGestures } from './use-surface-gestures'

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
  const containerRef = useRef<HTMLElement>(null)
  const videoRef = useRef<HTMLVideoElement>(null)
  const media = useMediaState(videoRef)
  const handlers = useRef(callbacks)
  handlers.current = callbacks

  const remembered = useRememberedPlayback(videoRef)
  const source = usePlayerSource(videoRef, {
    src,
    startPosition,
    shouldAutoPlay,
    onSourceExpired: callbacks.onSourceExpired,
  })
  const { flash, showFlash } = useFlash()
  const actions = usePlaybackActions(videoRef, showFlash)
  const { canFullscreen, isFullscreen, toggleFullscreen } = useFullscreen(containerRef, videoRef)
  const { canPip, togglePip } = usePictureInPicture(videoRef)
  const controls = useControlsVisibility({
    isPaused: media.isPaused,
    hasStarted: media.hasStarted,
    hasError: source.fatal !== null,
  })
  const [isShortcutsOpen, setIsShortcutsOpen] = useState(false)
  const onSurfacePointerUp = useSurfaceGestures({
    togglePlay: actions.togglePlay,
    seekBy: actions.seekBy,
    wake: controls.wake,
    toggleControls: controls.toggle,
  })

  useKeyboardShortcuts({
    ...actions,
    toggleFullscreen,
    togglePip,
    showShortcuts: () => setIsShortcutsOpen(true),
    wake: controls.wake,
  })
  useMediaSession(videoRef, { title, artist, artwork }, media, actions.seekBy)

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

  const { fatal } = source
  const showCentrePlay = !overlay && !fatal && (media.isPaused || media.isEnded) && !media.isWaiting

  return (
    <section
      ref={containerRef}
      className={styles.player}
      style={{ aspectRatio }}
      aria-label={t`Video player`}
      data-controls={controls.areVisible ? 'shown' : 'hidden'}
      data-fullscreen={isFullscreen || undefined}
      data-overlay={(overlay && !fatal) || undefined}
      {...controls.containerHandlers}
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
        onVolumeChange={remembered.onVolumeChange}
        onRateChange={remembered.onRateChange}
      />
      {/* biome-ignore lint/a11y/noStaticElementInteractions: pointer convenience only; every action here has a button and a key. */}
      <div className={styles.surface} onPointerUp={onSurfacePointerUp} onDoubleClick={toggleFullscreen} />

      {media.isWaiting && !fatal ? (
        <div className={styles.spinner} role="status" aria-label={t`Loading video`} />
      ) : null}

      <PlayerFlash flash={flash} />

      {fatal ? (
        <PlayerFatal reason={fatal} onRetry={source.retry} />
      ) : overlay ? (
        <div className={styles.overlaySlot}>{overlay}</div>
      ) : null}

      {showCentrePlay ? (
        <button
          type="button"
          className={styles.centrePlay}
          onClick={actions.togglePlay}
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
            onSeek={actions.seekTo}
            onScrubbingChange={controls.setIsScrubbing}
          />
          <ControlBar
            media={media}
            onTogglePlay={actions.togglePlay}
            onToggleMute={actions.toggleMute}
            onVolume={actions.setVolume}
            qualities={source.qualities}
            quality={source.quality}
            playingHeight={source.playingHeight}
            onQuality={source.chooseQuality}
            onRate={actions.setRate}
            onShowShortcuts={() => setIsShortcutsOpen(true)}
            onMenuOpenChange={controls.setIsMenuOpen}
            canPip={canPip}
            onTogglePip={togglePip}
            canFullscreen={canFullscreen}
            isFullscreen={isFullscreen}
            onToggleFullscreen={toggleFullscreen}
          />
        </div>
      </div>
      <ShortcutsDialog isOpen={isShortcutsOpen} onClose={() => setIsShortcutsOpen(false)} />
    </section>
  )
}
