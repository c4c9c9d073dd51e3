import { useEffect, useRef } from 'react'
import { usePreferences } from '../../api/use-preferences'
import { useSession } from '../../api/use-session'
import { saveLastLanguage } from '../../features/account'

/** A signed-in user's language change is remembered on the server (user_last_lang). */
export function LastLanguageSync() {
  const { locale } = usePreferences()
  const session = useSession()
  const previous = useRef(locale)
  const isSignedIn = session.status === 'user'
  useEffect(() => {
    if (previous.current === locale) return
    previous.current = locale
    if (isSignedIn && session.user?.last_lang_code !== locale) void saveLastLanguage(locale).catch(() => undefined)
  }, [locale, isSignedIn, session.user?.last_lang_code])
  return null
}
