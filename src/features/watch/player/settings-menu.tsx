import { Trans, useLingui } from '@lingui/react/macro'
import { type KeyboardEvent, useId, useRef, useState } from 'react'
import { CheckIcon } from '../../../ui/icons'
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
  const menuId = useId()
  const triggerRef = useRef<HTMLButtonElement>(null)
  const menuRef = useRef<HTMLDivElement>(null)
  const [isOpen, setIsOpen] = useState(false)
  const isHd = (quality ?? playingHeight ?? 0) >= HD_MIN_HEIGHT

  function place() {
    const trigger = triggerRef.current?.getBoundingClientRect()
    const menu = menuRef.current
    if (!trigger || !menu) return
    menu.style.bottom = `${Math.max(8, window.innerHeight - trigger.top + 8)}px`
    menu.style.right = `${Math.max(8, window.innerWidth - trigger.right)}px`
    menu.style.maxHeight = `${Math.max(160, trigger.top - 16)}px`
  }

  function handleToggle(event: { newState: string }) {
    const open = event.newState === 'open'
    setIsOpen(open)
    onOpenChange(open)
    if (open) {
      const checked = menuRef.current?.querySelector<HTMLElement>('[aria-checked="true"]')
      checked?.focus()
    }
  }

  function close() {
    menuRef.current?.hidePopover()
    triggerRef.current?.focus()
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? [])]
    const index = items.indexOf(document.activeElement as HTMLElement)
    let next: number | null = null
    if (event.key === 'ArrowDown') next = (index + 1) % items.length
    else if (event.key === 'ArrowUp') next = (index - 1 + items.length) % items.length
    else if (event.key === 'Home') next = 0
    else if (event.key === 'End') next = items.length - 1
    else if (event.key === 'Tab') return close()
    if (next === null) return
    event.preventDefault()
    items[next]?.focus()
  }

  const autoLabel = playingHeight ? t`Auto (${playingHeight}p)` : t`Auto`

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className={styles.control}
        popoverTarget={menuId}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-label={t`Settings`}
        title={t`Settings`}
        onClick={place}
      >
        <SettingsGlyph className={isOpen ? styles.spun : undefined} />
        {isHd ? (
          <span className={styles.hdBadge} aria-hidden="true">
            HD
          </span>
        ) : null}
      </button>
      <div
        ref={menuRef}
        id={menuId}
        popover="auto"
        role="menu"
        aria-label={t`Settings`}
        className={styles.menu}
        onToggle={handleToggle}
        onKeyDown={handleKeyDown}
      >
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
