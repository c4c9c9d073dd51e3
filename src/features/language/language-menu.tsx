import { useLingui } from '@lingui/react/macro'
import { useId, useRef } from 'react'
import { LANGUAGE_NAMES, LOCALES, type Locale } from '../../../contract/languages'
import { usePreferences } from '../../api/use-preferences'
import { CheckIcon, ChevronDownIcon, GlobeIcon } from '../../ui/icons'
import { activateLocale } from './activate-locale'
import styles from './language-menu.module.css'

const FLAGS: Record<Locale, string> = {
  en: '/flags/gb.svg',
  es: '/flags/es.svg',
  pt: '/flags/br.svg',
  tr: '/flags/tr.svg',
}

type Props = {
  /** Where the menu opens relative to its trigger. */
  placement?: 'below-end' | 'above-start'
  /** On narrow phones the trigger shows the language code alone (a crowded header). */
  isCompact?: boolean
  onChange?: (locale: Locale) => void
}

/** The language picker: a button opening a popover of the four interface languages. */
export function LanguageMenu({ placement = 'below-end', isCompact = false, onChange }: Props) {
  const { t } = useLingui()
  const { locale } = usePreferences()
  const menuId = useId()
  const triggerRef = useRef<HTMLButtonElement>(null)
  const menuRef = useRef<HTMLDivElement>(null)

  function position() {
    const trigger = triggerRef.current?.getBoundingClientRect()
    const menu = menuRef.current
    if (!trigger || !menu) return
    if (placement === 'below-end') {
      menu.style.top = `${trigger.bottom + 8}px`
      menu.style.right = `${Math.max(8, window.innerWidth - trigger.right)}px`
      menu.style.left = 'auto'
      menu.style.bottom = 'auto'
    } else {
      menu.style.bottom = `${window.innerHeight - trigger.top + 8}px`
      menu.style.left = `${Math.max(8, trigger.left)}px`
      menu.style.top = 'auto'
      menu.style.right = 'auto'
    }
  }

  async function choose(next: Locale) {
    menuRef.current?.hidePopover()
    await activateLocale(next)
    onChange?.(next)
  }

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className={isCompact ? `${styles.trigger} ${styles.compact}` : styles.trigger}
        popoverTarget={menuId}
        // The name starts with the code the button shows, so speech input can say what it sees.
        aria-label={t`${locale.toUpperCase()}, language: ${LANGUAGE_NAMES[locale]}`}
        onClick={position}
      >
        <GlobeIcon size={18} />
        <span className={styles.code}>{locale}</span>
        <ChevronDownIcon size={14} />
      </button>
      <div
        ref={menuRef}
        id={menuId}
        popover="auto"
        className={styles.menu}
        role="menu"
        aria-label={t`Choose a language`}
      >
        {LOCALES.map((code) => (
          <button
            key={code}
            type="button"
            aria-pressed={code === locale}
            lang={code}
            className={styles.option}
            onClick={() => void choose(code)}
          >
            <img className={styles.flag} src={FLAGS[code]} alt="" width={22} height={15} loading="lazy" />
            {LANGUAGE_NAMES[code]}
            {code === locale ? <CheckIcon className={styles.check} size={18} /> : null}
          </button>
        ))}
      </div>
    </>
  )
}
