/** The sandbox identity provider's pages in the four interface languages (its own small dictionary). */
import { isLocale, type Locale, localeFromAcceptLanguage } from '../../../contract/languages'

const EN = {
  sandbox: 'Sandbox: no real account is used',
  title: 'Sign in to Velvet with {provider}',
  intro: 'Velvet asks to see your name and username. Choose a test account to continue.',
  continueAs: 'Continue as {name}',
  cancel: 'Cancel',
  permissions: 'Velvet will not be able to post for you or see your password.',
  badRequest: 'This sign-in link is not valid. Go back to Velvet and try again.',
  poweredBy: '{provider} sign-in (sandbox)',
} as const

type Key = keyof typeof EN
type Dictionary = Record<Key, string>

const ES: Dictionary = {
  sandbox: 'Entorno de pruebas: no se usa ninguna cuenta real',
  title: 'Inicia sesión en Velvet con {provider}',
  intro: 'Velvet pide ver tu nombre y tu nombre de usuario. Elige una cuenta de prueba para continuar.',
  continueAs: 'Continuar como {name}',
  cancel: 'Cancelar',
  permissions: 'Velvet no podrá publicar por ti ni ver tu contraseña.',
  badRequest: 'Este enlace de inicio de sesión no es válido. Vuelve a Velvet e inténtalo de nuevo.',
  poweredBy: 'Inicio de sesión con {provider} (pruebas)',
}

const PT: Dictionary = {
  sandbox: 'Ambiente de testes: nenhuma conta real é usada',
  title: 'Entre no Velvet com {provider}',
  intro: 'O Velvet pede para ver seu nome e seu nome de usuário. Escolha uma conta de teste para continuar.',
  continueAs: 'Continuar como {name}',
  cancel: 'Cancelar',
  permissions: 'O Velvet não poderá publicar por você nem ver sua senha.',
  badRequest: 'Este link de login não é válido. Volte ao Velvet e tente de novo.',
  poweredBy: 'Login com {provider} (testes)',
}

const TR: Dictionary = {
  sandbox: 'Test ortamı: gerçek bir hesap kullanılmaz',
  title: "{provider} ile Velvet'e giriş yapın",
  intro: 'Velvet adınızı ve kullanıcı adınızı görmek istiyor. Devam etmek için bir test hesabı seçin.',
  continueAs: '{name} olarak devam et',
  cancel: 'İptal',
  permissions: 'Velvet sizin adınıza paylaşım yapamaz ve şifrenizi göremez.',
  badRequest: "Bu giriş bağlantısı geçerli değil. Velvet'e dönüp yeniden deneyin.",
  poweredBy: '{provider} ile giriş (test)',
}

const DICTIONARIES: Record<Locale, Dictionary> = { en: EN, es: ES, pt: PT, tr: TR }

export type Translate = (key: Key, values?: Record<string, string>) => string

export function translator(locale: Locale): Translate {
  const dictionary = DICTIONARIES[locale]
  return (key, values = {}) => dictionary[key].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`)
}

/** Google's `hl`, then the browser's languages (X has no language parameter). */
export function pageLocale(query: unknown, acceptLanguage: string | undefined): Locale {
  const hl = (query as { hl?: unknown } | undefined)?.hl
  if (isLocale(hl)) return hl
  return localeFromAcceptLanguage(acceptLanguage)
}
