/** The demo creators' panel's pages in the four interface languages (a separate site's own words). */
import { isLocale, type Locale, localeFromAcceptLanguage } from '../../../contract/languages'

const EN = {
  demo: 'Demo: a stand-in for the creators’ panel',
  title: 'Creators’ panel',
  signedInAs: 'Signed in as @{username}',
  signedInText: 'This is where creators publish, see their subscribers and get paid.',
  signedOut: 'You are not signed in',
  signedOutText: 'Creators sign in with their Velvet account and come back here.',
  signIn: 'Sign in through Velvet',
  signOut: 'Sign out of the panel',
  backToVelvet: 'Back to Velvet',
  expired: 'This sign-in link has expired or was already used. Sign in again through Velvet.',
} as const

type Key = keyof typeof EN
type Dictionary = Record<Key, string>

const ES: Dictionary = {
  demo: 'Demo: sustituye al panel de creadores',
  title: 'Panel de creadores',
  signedInAs: 'Sesión iniciada como @{username}',
  signedInText: 'Aquí es donde los creadores publican, ven a sus suscriptores y cobran.',
  signedOut: 'No has iniciado sesión',
  signedOutText: 'Los creadores inician sesión con su cuenta de Velvet y vuelven aquí.',
  signIn: 'Iniciar sesión con Velvet',
  signOut: 'Cerrar sesión en el panel',
  backToVelvet: 'Volver a Velvet',
  expired: 'Este enlace de inicio de sesión ha caducado o ya se usó. Vuelve a iniciar sesión con Velvet.',
}

const PT: Dictionary = {
  demo: 'Demonstração: substitui o painel de criadores',
  title: 'Painel de criadores',
  signedInAs: 'Conectado como @{username}',
  signedInText: 'É aqui que os criadores publicam, veem seus assinantes e recebem.',
  signedOut: 'Você não está conectado',
  signedOutText: 'Os criadores entram com a conta do Velvet e voltam para cá.',
  signIn: 'Entrar pelo Velvet',
  signOut: 'Sair do painel',
  backToVelvet: 'Voltar ao Velvet',
  expired: 'Este link de login expirou ou já foi usado. Entre de novo pelo Velvet.',
}

const TR: Dictionary = {
  demo: 'Demo: içerik üretici panelinin yerine geçer',
  title: 'İçerik üretici paneli',
  signedInAs: '@{username} olarak giriş yapıldı',
  signedInText: 'İçerik üreticiler burada paylaşım yapar, abonelerini görür ve ödeme alır.',
  signedOut: 'Giriş yapmadınız',
  signedOutText: 'İçerik üreticiler Velvet hesaplarıyla giriş yapıp buraya döner.',
  signIn: 'Velvet ile giriş yap',
  signOut: 'Panelden çıkış yap',
  backToVelvet: "Velvet'e dön",
  expired: 'Bu giriş bağlantısının süresi doldu ya da zaten kullanıldı. Velvet ile yeniden giriş yapın.',
}

const DICTIONARIES: Record<Locale, Dictionary> = { en: EN, es: ES, pt: PT, tr: TR }

export type Translate = (key: Key, values?: Record<string, string>) => string

export function translator(locale: Locale): Translate {
  const dictionary = DICTIONARIES[locale]
  return (key, values = {}) => dictionary[key].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`)
}

export function pageLocale(query: unknown, acceptLanguage: string | undefined): Locale {
  const lang = (query as { lang?: unknown } | undefined)?.lang
  return isLocale(lang) ? lang : localeFromAcceptLanguage(acceptLanguage)
}
