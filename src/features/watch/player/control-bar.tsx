import { useLingui } from '@lingui/react/macro'
import styles from './player.module.css'
import { FullscreenGlyph, PauseGlyph, PipGlyph, PlayGlyph } from './player-icons'
import { SettingsMenu } from './settings-menu'
import { TimeReadout } from './time-readout'
import type { MediaState } from './use-media-state'
import { VolumeControl } from './volume-control'

type Props = {
  media: MediaState
  onTogglePlay: () => void
  onToggleMute: () => void
  onVolume: (volume: number) => void
  /** Settings menu: the renditions to pick from (best first), the pick (null is Auto) and what Auto plays. */
  qualities: { height: number }[]
  quality: number | null
  playingHeight: number | null
  onQuality: (height: number | null) => void
  onRate: (rate: number) => void
  onShowShortcuts: () => void
  onMenuOpenChange: (isOpen: boolean) => void
  canPip: boolean
  onTogglePip: () => void
  canFullscreen: boolean
  isFullscreen: boolean
  onToggleFullscreen: () => void
}

/** The row of buttons under the seek bar: play, volume, time, speed, settings, picture in picture, fullscreen. */
export function ControlBar({
  media,
  onTogglePlay,
  onToggleMute,
  onVolume,
  qualities,
  quality,
  playingHeight,
  onQuality,
  onRate,
  onShowShortcuts,
  onMenuOpenChange,
  canPip,
  onTogglePip,
  canFullscreen,
  isFullscreen,
  onToggleFullscreen,
}: Props) {
  const { t } = useLingui()
  return (
    <div className={styles.bar}>
      <button
        type="button"
        className={styles.control}
        onClick={onTogglePlay}
        aria-label={media.isPaused ? t`Play (k)` : t`Pause (k)`}
        title={media.isPaused ? t`Play (k)` : t`Pause (k)`}
      >
        {media.isPaused ? <PlayGlyph /> : <PauseGlyph />}
      </button>
      <VolumeControl volume={media.volume} isMuted={media.isMuted} onToggleMute={onToggleMute} onVolume={onVolume} />
      <TimeReadout currentTime={media.currentTime} duration={media.duration} />
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
        onQuality={onQuality}
        rate={media.rate}
        onRate={onRate}
        onShowShortcuts={onShowShortcuts}
        onOpenChange={onMenuOpenChange}
      />
      {canPip ? (
        <button
          type="button"
          className={`${styles.control} ${styles.pipControl}`}
          onClick={onTogglePip}
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
          onClick={onToggleFullscreen}
          aria-label={isFullscreen ? t`Exit fullscreen (f)` : t`Fullscreen (f)`}
          title={isFullscreen ? t`Exit fullscreen (f)` : t`Fullscreen (f)`}
        >
          <FullscreenGlyph isActive={isFullscreen} />
        </button>
      ) : null}
    </div>
  )
}
