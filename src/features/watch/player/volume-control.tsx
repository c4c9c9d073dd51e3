import { useLingui } from '@lingui/react/macro'
import type { CSSProperties } from 'react'
import { ControlButton } from './control-button'
import styles from './player.module.css'
import { VolumeGlyph } from './player-icons'

export type VolumeLevel = 'muted' | 'low' | 'high'

/** Which loudspeaker the volume shows. */
export function volumeLevel(volume: number, isMuted: boolean): VolumeLevel {
  if (isMuted || volume === 0) return 'muted'
  return volume < 0.5 ? 'low' : 'high'
}

type Props = {
  volume: number
  isMuted: boolean
  onToggleMute: () => void
  onVolume: (volume: number) => void
}

/** The mute button and the volume slider next to it. */
export function VolumeControl({ volume, isMuted, onToggleMute, onVolume }: Props) {
  const { t } = useLingui()
  const level = volumeLevel(volume, isMuted)
  const heard = isMuted ? 0 : volume
  return (
    <div className={styles.volume}>
      <ControlButton onClick={onToggleMute} label={level === 'muted' ? t`Unmute (m)` : t`Mute (m)`}>
        <VolumeGlyph level={level} />
      </ControlButton>
      <input
        type="range"
        className={styles.volumeSlider}
        min={0}
        max={1}
        step={0.05}
        value={heard}
        onChange={(event) => onVolume(Number(event.currentTarget.value))}
        aria-label={t`Volume`}
        aria-valuetext={`${Math.round(heard * 100)}%`}
        style={{ '--fill': `${heard * 100}%` } as CSSProperties}
      />
    </div>
  )
}
