/**
 * The watch page's stage: decides between the player, the locked thumbnail, "Sorry, not
 * supported." and the loading/error frames, and puts the page's offers over the picture: resume
 * where the viewer stopped, and the subscribe promo at the end of a trailer.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import type { Movie } from '../../../contract/schemas/movie'
import type { VideoPlayback } from '../../../contract/schemas/video'
import { formatDuration } from '../../lib/format'
import { useIsOnline } from '../../offline/online'
import { AppLink } from '../../ui/app-link'
import { buttonClass } from '../../ui/button'
import { LockIcon, WifiOffIcon } from '../../ui/icons'
import { ResponsiveImage } from '../../ui/responsive-image'
import { PlayGlyph, ReplayGlyph } from './player/player-icons'
import { type PlayerHandle, VideoPlayer } from './player/video-player'
import { firstModelOf } from './queries'
import { progressShare, resumePointFor } from './resume'
import { useWatchProgress } from './use-watch-progress'
import type { WatchSource } from './use-watch-source'
import styles from './watch-player.module.css'

type Props = {
  movie: Movie
  source: WatchSource
  /** purchase.subscription for this movie (with its webstar). */
  subscribeTo: string
  /** The main video started playing (the page reports the view, once). */
  onMainStarted: () => void
  /** The video's first frame is loaded: the page's side lists may come (watch-screen.tsx). */
  onStreamLoaded?: () => void
}

export function WatchPlayer({ movie, source, subscribeTo, onMainStarted, onStreamLoaded }: Props) {
  switch (source.status) {
    case 'locked':
      return <LockedPoster movie={movie} subscribeTo={subscribeTo} />
    case 'loading':
      return (
        <Frame movie={movie}>
          <LoadingRing />
        </Frame>
      )
    case 'error':
      return (
        <SourceError
          movie={movie}
          retry={source.retry}
          isRetrying={source.isRetrying}
          isDownloadExpired={source.isDownloadExpired}
        />
      )
    case 'unsupported':
      return <Unsupported movie={movie} driver={source.driver} />
    case 'ready':
      return (
        <ReadyPlayer
          key={source.playback.id}
          movie={movie}
          playback={source.playback}
          isMain={source.isMain}
          renew={source.renew}
          subscribeTo={subscribeTo}
          onMainStarted={onMainStarted}
          onStreamLoaded={onStreamLoaded}
        />
      )
  }
}

function aspectOf(movie: Movie): string {
  const { width, height } = movie.dimentions
  return width > 0 && height > 0 ? `${width} / ${height}` : '16 / 9'
}

/** Browsers let a page start sound only after the viewer has interacted with it. */
function canAutoPlay(): boolean {
  const activation = (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } }).userActivation
  return activation?.hasBeenActive ?? false
}

type ReadyProps = {
  movie: Movie
  playback: VideoPlayback
  isMain: boolean
  renew: () => void
  subscribeTo: string
  onMainStarted: () => void
  onStreamLoaded?: () => void
}

function ReadyPlayer({ movie, playback, isMain, renew, subscribeTo, onMainStarted, onStreamLoaded }: ReadyProps) {
  const progress = useWatchProgress(movie, isMain)
  const player = useRef<PlayerHandle>(null)
  const [duration, setDuration] = useState<number | null>(null)
  const [isOfferDismissed, setIsOfferDismissed] = useState(false)
  const [isPromoOpen, setIsPromoOpen] = useState(false)
  const [shouldAutoPlay] = useState(canAutoPlay)
  const firstModel = firstModelOf(movie)

  if (!progress.isReady) {
    return (
      <Frame movie={movie}>
        <LoadingRing />
      </Frame>
    )
  }

  const resumeAt = isMain ? resumePointFor(progress.saved, duration ?? movie.length) : null
  const isOfferOpen = resumeAt !== null && !isOfferDismissed

  let overlay: ReactNode = null
  if (isOfferOpen) {
    overlay = (
      <ResumeOffer
        seconds={resumeAt}
        duration={duration ?? movie.length}
        onResume={() => {
          setIsOfferDismissed(true)
          player.current?.playFrom(resumeAt)
        }}
        onStartOver={() => {
          setIsOfferDismissed(true)
          player.current?.playFrom(0)
        }}
      />
    )
  } else if (isPromoOpen) {
    overlay = <TrailerEndPromo movieName={movie.name} subscribeTo={subscribeTo} onClose={() => setIsPromoOpen(false)} />
  }

  return (
    <VideoPlayer
      ref={player}
      src={playback.url}
      poster={movie.public_thumbnail_image_path.large}
      aspectRatio={aspectOf(movie)}
      title={movie.name}
      artist={firstModel?.name ?? null}
      artwork={movie.public_thumbnail_image_path}
      startPosition={resumeAt ?? undefined}
      shouldAutoPlay={shouldAutoPlay && !isOfferOpen}
      overlay={overlay}
      onLoadedData={onStreamLoaded}
      onPlaying={() => {
        setIsOfferDismissed(true)
        setIsPromoOpen(false)
        if (isMain) onMainStarted()
      }}
      onTimeUpdate={progress.onTimeUpdate}
      onPause={progress.onPause}
      onSeeked={progress.onSeeked}
      onEnded={() => {
        progress.onEnded()
        if (!isMain) setIsPromoOpen(true)
      }}
      onDuration={setDuration}
      onSourceExpired={renew}
    />
  )
}

function ResumeOffer({
  seconds,
  duration,
  onResume,
  onStartOver,
}: {
  seconds: number
  duration: number
  onResume: () => void
  onStartOver: () => void
}) {
  const time = formatDuration(seconds)
  return (
    <div className={styles.offer}>
      <p className={styles.offerEyebrow}>
        <Trans>Welcome back</Trans>
      </p>
      <div className={styles.offerProgress} aria-hidden="true">
        <span style={{ transform: `scaleX(${progressShare(seconds, duration)})` }} />
      </div>
      <div className={styles.offerActions}>
        <button type="button" className={buttonClass({ size: 'large' })} onClick={onResume}>
          <PlayGlyph size={20} />
          <Trans>Resume from {time}</Trans>
        </button>
        <button
          type="button"
          className={`${buttonClass({ variant: 'ghost' })} ${styles.onVideo}`}
          onClick={onStartOver}
        >
          <ReplayGlyph size={18} />
          <Trans>Start over</Trans>
        </button>
      </div>
    </div>
  )
}

function TrailerEndPromo({
  movieName,
  subscribeTo,
  onClose,
}: {
  movieName: string
  subscribeTo: string
  onClose: () => void
}) {
  return (
    <div className={styles.promo} role="dialog" aria-modal="false" aria-labelledby="trailer-end-title">
      <span className={styles.promoIcon} aria-hidden="true">
        <LockIcon size={22} />
      </span>
      <h2 id="trailer-end-title" className={styles.promoTitle}>
        <Trans>Want to see the full video?</Trans>
      </h2>
      <p className={styles.promoBody}>
        <Trans>Subscribe to watch “{movieName}” in full, and every other video, with no promotions.</Trans>
      </p>
      <AppLink href={subscribeTo} className={buttonClass({ size: 'large' })}>
        <Trans>Subscribe now</Trans>
      </AppLink>
      <button type="button" className={styles.closeLink} onClick={onClose}>
        <Trans>Close</Trans>
      </button>
    </div>
  )
}

/** Where to play could not be asked: offline it says so and tries again by itself once back online. */
function SourceError({
  movie,
  retry,
  isRetrying,
  isDownloadExpired,
}: {
  movie: Movie
  retry: () => void
  isRetrying: boolean
  isDownloadExpired: boolean
}) {
  const isOnline = useIsOnline()
  const retryRef = useRef(retry)
  retryRef.current = retry
  useEffect(() => {
    if (isOnline) retryRef.current()
  }, [isOnline])
  return (
    <Frame movie={movie}>
      <div className={styles.frameMessage} role="alert">
        {isOnline ? (
          <>
            <p>
              <Trans>The video could not be loaded.</Trans>
            </p>
            <button type="button" className={styles.frameButton} onClick={retry} disabled={isRetrying}>
              <Trans>Try again</Trans>
            </button>
          </>
        ) : (
          <>
            <WifiOffIcon size={28} />
            <p>
              {isDownloadExpired ? (
                <Trans>Your download of this video has expired. Connect to the internet to renew it.</Trans>
              ) : (
                <Trans>Videos need a connection. This one will play when you are back online.</Trans>
              )}
            </p>
          </>
        )}
      </div>
    </Frame>
  )
}

function Frame({ movie, children }: { movie: Movie; children: ReactNode }) {
  return (
    <div className={styles.frame} style={{ aspectRatio: aspectOf(movie) }}>
      <img className={styles.framePoster} src={movie.public_thumbnail_image_path.large} alt="" decoding="async" />
      <div className={styles.frameContent}>{children}</div>
    </div>
  )
}

function LoadingRing() {
  const { t } = useLingui()
  return <span className={styles.ring} role="status" aria-label={t`Loading video`} />
}

function LockedPoster({ movie, subscribeTo }: { movie: Movie; subscribeTo: string }) {
  const { t } = useLingui()
  const { width, height } = movie.dimentions
  const name = movie.name
  return (
    <AppLink href={subscribeTo} className={styles.locked} aria-label={t`Subscribe to watch ${name}`}>
      <ResponsiveImage
        image={movie.public_thumbnail_image_path}
        alt=""
        width={width || 1280}
        height={height || 720}
        smallWidth={480}
        priority
      />
      <span className={styles.lockedScrim}>
        <span className={styles.lockedBadge}>
          <LockIcon size={26} />
        </span>
        <span className={styles.lockedText}>
          <Trans>Subscribe to watch</Trans>
        </span>
      </span>
    </AppLink>
  )
}

function Unsupported({ movie, driver }: { movie: Movie; driver: string }) {
  const movieId = movie.id
  useEffect(() => {
    // Logged so an unknown driver in the catalogue is noticed.
    console.error(`[watch] unsupported encode_driver "${driver}" for movie ${movieId}`)
  }, [driver, movieId])
  return (
    <Frame movie={movie}>
      <div className={styles.frameMessage} role="alert">
        <p>
          <Trans>Sorry, not supported.</Trans>
        </p>
      </div>
    </Frame>
  )
}
