import { useEffect, useRef } from 'react'
import { usePreferences } from '../../api/use-preferences'
import { useSession } from '../../api/use-session'
import { useLastLanguageMutation } from '../../features/account'

/** A signed-in user's language change is remembered on the server (user_last_lang). */
export function LastLanguageSync() {
  const { locale } = usePreferences()
  const session = useSession()
  const { mutate: saveLastLanguage } = useLastLanguageMutation()
  const previous = useRef(locale)
  const isSignedIn = session.status === 'user'
  useEffect(() => {
    if (previous.current === locale) return
    previous.current = locale
    // Best effort: a change that does not reach the server is not asked again.
    if (isSignedIn && session.user?.last_lang_code !== locale) saveLastLanguage(locale)
  }, [locale, isSignedIn, session.user?.last_lang_code, saveLastLanguage])
  return null
}
