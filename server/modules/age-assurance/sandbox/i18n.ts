/** The sandbox age check's pages in the four interface languages (a provider's own small dictionary). */
import type { Locale } from '../../../../contract/languages'

const EN = {
  sandbox: 'Sandbox: no real age check happens',
  brand: 'Velvet Sandbox Age Check',
  estimationTitle: 'Age estimation',
  estimationText:
    'A real provider would estimate your age from a selfie, with a liveness check, and keep no picture. Choose what the estimation finds:',
  documentTitle: 'Document check',
  documentText:
    'A real provider would check an identity document and a selfie, and keep neither. Choose what the check finds:',
  estimationPass: 'Estimated over 25: pass',
  estimationFail: 'Estimated under 18: fail',
  estimationUnsure: 'Cannot tell: unsure',
  documentPass: 'Valid document, over 18: pass',
  documentFail: 'Document shows under 18: fail',
  cancel: 'Cancel and go back',
  expired: 'This age check page has expired or was not made by the site. Go back and start again.',
  back: 'Back to the site',
} as const

type Key = keyof typeof EN
type Dictionary = Record<Key, string>

const ES: Dictionary = {
  sandbox: 'Entorno de pruebas: no se hace ninguna verificación de edad real',
  brand: 'Verificación de edad de pruebas de Velvet',
  estimationTitle: 'Estimación de la edad',
  estimationText:
    'Un proveedor real estimaría tu edad a partir de un selfie, con una prueba de vida, sin guardar ninguna imagen. Elige qué encuentra la estimación:',
  documentTitle: 'Verificación con documento',
  documentText:
    'Un proveedor real comprobaría un documento de identidad y un selfie, sin guardar ninguno de los dos. Elige qué encuentra la verificación:',
  estimationPass: 'Más de 25 años estimados: aprobada',
  estimationFail: 'Menos de 18 años estimados: rechazada',
  estimationUnsure: 'No se puede saber: dudosa',
  documentPass: 'Documento válido, mayor de 18: aprobada',
  documentFail: 'El documento indica menos de 18: rechazada',
  cancel: 'Cancelar y volver',
  expired: 'Esta página de verificación ha caducado o no la creó el sitio. Vuelve y empieza de nuevo.',
  back: 'Volver al sitio',
}

const PT: Dictionary = {
  sandbox: 'Ambiente de testes: nenhuma verificação de idade real acontece',
  brand: 'Verificação de idade de testes da Velvet',
  estimationTitle: 'Estimativa de idade',
  estimationText:
    'Um provedor real estimaria sua idade a partir de uma selfie, com prova de vida, sem guardar nenhuma imagem. Escolha o que a estimativa encontra:',
  documentTitle: 'Verificação por documento',
  documentText:
    'Um provedor real verificaria um documento de identidade e uma selfie, sem guardar nenhum dos dois. Escolha o que a verificação encontra:',
  estimationPass: 'Mais de 25 anos estimados: aprovada',
  estimationFail: 'Menos de 18 anos estimados: reprovada',
  estimationUnsure: 'Não é possível saber: incerta',
  documentPass: 'Documento válido, maior de 18: aprovada',
  documentFail: 'O documento mostra menos de 18: reprovada',
  cancel: 'Cancelar e voltar',
  expired: 'Esta página de verificação expirou ou não foi criada pelo site. Volte e comece de novo.',
  back: 'Voltar ao site',
}

const TR: Dictionary = {
  sandbox: 'Test ortamı: gerçek bir yaş doğrulaması yapılmaz',
  brand: 'Velvet Test Yaş Doğrulaması',
  estimationTitle: 'Yaş tahmini',
  estimationText:
    'Gerçek bir sağlayıcı yaşınızı canlılık kontrolüyle bir özçekimden tahmin eder ve hiçbir görüntü saklamaz. Tahminin ne bulacağını seçin:',
  documentTitle: 'Belge kontrolü',
  documentText:
    'Gerçek bir sağlayıcı bir kimlik belgesini ve bir özçekimi kontrol eder ve ikisini de saklamaz. Kontrolün ne bulacağını seçin:',
  estimationPass: '25 yaşın üzerinde tahmin: geçti',
  estimationFail: '18 yaşın altında tahmin: kaldı',
  estimationUnsure: 'Anlaşılamıyor: belirsiz',
  documentPass: 'Geçerli belge, 18 yaşın üzerinde: geçti',
  documentFail: 'Belge 18 yaşın altında gösteriyor: kaldı',
  cancel: 'İptal et ve geri dön',
  expired:
    'Bu yaş doğrulama sayfasının süresi dolmuş veya site tarafından oluşturulmamış. Geri dönüp yeniden başlayın.',
  back: 'Siteye dön',
}

const DICTIONARIES: Record<Locale, Dictionary> = { en: EN, es: ES, pt: PT, tr: TR }

export type Translate = (key: Key) => string

export function translator(locale: Locale): Translate {
  const dictionary = DICTIONARIES[locale]
  return (key) => dictionary[key]
}
