/**
 * The VPN warning in the popup's four languages (Turkish, English, Italian, Spanish). A
 * visitor behind a VPN may read any of them, so the popup lists the ones other than the interface's
 * own (which comes translated from the catalog), each marked with its language.
 */
import { PURCHASE } from '../../../contract/limits'

type VpnLanguage = (typeof PURCHASE.vpnPopupLanguages)[number]

export const VPN_WARNINGS: Record<VpnLanguage, string> = {
  tr: 'VPN kullanıyorsanız, satın alma işleminiz şüpheli olarak işaretlenebilir ve başarısız olabilir. Ödemeden önce VPN bağlantınızı kapatın.',
  en: 'If you are using a VPN, your purchase may be flagged as suspicious and fail. Turn your VPN off before paying.',
  it: 'Se stai usando una VPN, il tuo acquisto potrebbe essere segnalato come sospetto e non andare a buon fine. Disattiva la VPN prima di pagare.',
  es: 'Si estás usando una VPN, tu compra puede ser marcada como sospechosa y fallar. Desactiva tu VPN antes de pagar.',
}

export function otherVpnWarnings(locale: string): { lang: VpnLanguage; text: string }[] {
  return PURCHASE.vpnPopupLanguages
    .filter((lang) => lang !== locale)
    .map((lang) => ({ lang, text: VPN_WARNINGS[lang] }))
}
