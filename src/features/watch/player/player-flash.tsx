import styles from './player.module.css'
import { SeekGlyph, VolumeGlyph } from './player-icons'
import type { Flash } from './use-flash'
import { volumeLevel } from './volume-control'

/** The short-lived feedback over the picture: "+10s", "−10s" or the new volume. */
export function PlayerFlash({ flash }: { flash: Flash | null }) {
  if (!flash) return null
  return (
    <div key={flash.id} className={styles.flash} aria-hidden="true">
      {flash.kind === 'seek' ? (
        <>
          <SeekGlyph direction={flash.seconds < 0 ? 'back' : 'forward'} size={28} />
          <span className="tabular">{flash.seconds < 0 ? `−${Math.abs(flash.seconds)}s` : `+${flash.seconds}s`}</span>
        </>
      ) : (
        <>
          <VolumeGlyph level={volumeLevel(flash.volume, flash.isMuted)} size={28} />
          <span className="tabular">{Math.round(flash.volume * 100)}%</span>
        </>
      )}
    </div>
  )
}
