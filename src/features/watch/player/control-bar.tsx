import { useLingui } from '@lingui/react/macro'
import { ControlButton } from './control-button'
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
      <ControlButton onClick={onTogglePlay} label={media.isPaused ? t`Play (k)` : t`Pause (k)`}>
        {media.isPaused ? <PlayGlyph /> : <PauseGlyph />}
      </ControlButton>
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
        <ControlButton
          className={styles.pipControl}
          onClick={onTogglePip}
          aria-pressed={media.isPip}
          label={t`Picture in picture (p)`}
        >
          <PipGlyph />
        </ControlButton>
      ) : null}
      {canFullscreen ? (
        <ControlButton onClick={onToggleFullscreen} label={isFullscreen ? t`Exit fullscreen (f)` : t`Fullscreen (f)`}>
          <FullscreenGlyph isActive={isFullscreen} />
        </ControlButton>
      ) : null}
    </div>
  )
}
