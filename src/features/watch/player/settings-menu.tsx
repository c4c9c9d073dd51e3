import { Trans, useLingui } from '@lingui/react/macro'
import { CheckIcon } from '../../../ui/icons'
import { usePopoverMenu } from '../../../ui/use-popover-menu'
import { PLAYBACK_RATES } from '../watch-storage'
import styles from './player.module.css'
import { KeyboardGlyph, SettingsGlyph } from './player-icons'

/** Renditions from this height up carry the HD badge. */
export const HD_MIN_HEIGHT = 720

type Props = {
  /** Renditions the viewer may pick, best first; empty when the browser chooses (native HLS) or there is one. */
  qualities: { height: number }[]
  /** The picked height; null is Auto. */
  quality: number | null
  /** What Auto is playing now, shown as "Auto (480p)". */
  playingHeight: number | null
  onQuality: (height: number | null) => void
  rate: number
  onRate: (rate: number) => void
  onShowShortcuts: () => void
  onOpenChange: (isOpen: boolean) => void
}

/**
 * The settings menu of the control bar: quality (Auto first) and speed as radio groups, plus the
 * keyboard shortcuts. A popover, so it shows above a fullscreen player too; arrow keys move
 * between items, Escape or a click outside closes it and focus returns to the button.
 */
export function SettingsMenu({
  qualities,
  quality,
  playingHeight,
  onQuality,
  rate,
  onRate,
  onShowShortcuts,
  onOpenChange,
}: Props) {
  const { t } = useLingui()
  const { isOpen, close, triggerProps, menuProps } = usePopoverMenu({
    place: (trigger, menu) => {
      menu.style.bottom = `${Math.max(8, window.innerHeight - trigger.top + 8)}px`
      menu.style.right = `${Math.max(8, window.innerWidth - trigger.right)}px`
      menu.style.maxHeight = `${Math.max(160, trigger.top - 16)}px`
    },
    focusOnOpen: (menu) => menu.querySelector<HTMLElement>('[aria-checked="true"]'),
    onOpenChange,
  })
  const isHd = (quality ?? playingHeight ?? 0) >= HD_MIN_HEIGHT

  const autoLabel = playingHeight ? t`Auto (${playingHeight}p)` : t`Auto`

  return (
    <>
      <button {...triggerProps} className={styles.control} aria-label={t`Settings`} title={t`Settings`}>
        <SettingsGlyph className={isOpen ? styles.spun : undefined} />
        {isHd ? (
          <span className={styles.hdBadge} aria-hidden="true">
            HD
          </span>
        ) : null}
      </button>
      <div {...menuProps} role="menu" aria-label={t`Settings`} className={styles.menu}>
        {qualities.length > 1 ? (
          // biome-ignore lint/a11y/useSemanticElements: role=group is how the ARIA menu pattern groups radio items; a fieldset belongs to forms.
          <div role="group" aria-label={t`Quality`} className={styles.menuGroup}>
            <p className={styles.menuHeading} aria-hidden="true">
              <Trans>Quality</Trans>
            </p>
            <MenuRadio
              isChecked={quality === null}
              label={autoLabel}
              onSelect={() => {
                onQuality(null)
                close()
              }}
            />
            {qualities.map((option) => (
              <MenuRadio
                key={option.height}
                isChecked={quality === option.height}
                label={`${option.height}p`}
                badge={option.height >= HD_MIN_HEIGHT ? 'HD' : undefined}
                onSelect={() => {
                  onQuality(option.height)
                  close()
                }}
              />
            ))}
          </div>
        ) : null}
        {/* biome-ignore lint/a11y/useSemanticElements: as above. */}
        <div role="group" aria-label={t`Speed`} className={styles.menuGroup}>
          <p className={styles.menuHeading} aria-hidden="true">
            <Trans>Speed</Trans>
          </p>
          {PLAYBACK_RATES.map((option) => (
            <MenuRadio
              key={option}
              isChecked={rate === option}
              label={option === 1 ? t`Normal` : `${option}×`}
              onSelect={() => {
                onRate(option)
                close()
              }}
            />
          ))}
        </div>
        <div className={styles.menuGroup}>
          <button
            type="button"
            role="menuitem"
            className={styles.menuItem}
            tabIndex={-1}
            onClick={() => {
              close()
              onShowShortcuts()
            }}
          >
            <KeyboardGlyph size={18} />
            <Trans>Keyboard shortcuts</Trans>
          </button>
        </div>
      </div>
    </>
  )
}

function MenuRadio({
  isChecked,
  label,
  badge,
  onSelect,
}: {
  isChecked: boolean
  label: string
  badge?: string
  onSelect: () => void
}) {
  return (
    <button
      type="button"
      role="menuitemradio"
      aria-checked={isChecked}
      className={styles.menuItem}
      onClick={onSelect}
      tabIndex={-1}
    >
      <span className={styles.menuCheck}>{isChecked ? <CheckIcon size={18} /> : null}</span>
      {label}
      {badge ? <span className={styles.menuBadge}>{badge}</span> : null}
    </button>
  )
}
