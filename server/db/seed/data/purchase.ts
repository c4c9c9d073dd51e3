/**
 * The demo's purchase catalogue besides the plans: payment methods (one per driver and card
 * processor, all served by the sandbox processor unless real credentials are configured),
 * promotional codes with their texts in the four languages, referral codes and paylinks.
 */
import type { LocalizedText } from '../../schema/promotional-codes'

type MethodSeed = {
  key: string
  name: string
  driverFrontKey:
    | 'test'
    | 'inovio_pay'
    | 'mercadopago_basic'
    | 'ccbill_flexform'
    | 'ryvyl_flexform'
    | 'astropay'
    | 'now_payments'
  processor?: 'cielo' | 'inovio' | 'worldline' | 'ryvyl'
  recommended?: boolean
  countries?: string[]
  currencies?: string[]
  supportsPromotions?: boolean
  supportsOneClick?: boolean
  ddc?: boolean
}

const LATAM = ['AR', 'BR', 'CL', 'CO', 'MX', 'PE', 'UY']
const CARD_CURRENCIES = ['USD', 'EUR', 'GBP']

export const PAYMENT_METHODS: MethodSeed[] = [
  {
    key: 'test',
    name: 'Test card',
    driverFrontKey: 'test',
    recommended: true,
    currencies: ['USD', 'EUR', 'GBP', 'BRL', 'MXN', 'TRY'],
    supportsOneClick: true,
  },
  {
    key: 'ccbill',
    name: 'CCBill',
    driverFrontKey: 'ccbill_flexform',
    recommended: true,
    currencies: ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'JPY'],
    supportsPromotions: false,
  },
  {
    key: 'worldline',
    name: 'Worldline',
    driverFrontKey: 'inovio_pay',
    processor: 'worldline',
    currencies: CARD_CURRENCIES,
    supportsOneClick: true,
    ddc: true,
  },
  {
    key: 'ryvyl_card',
    name: 'Ryvyl',
    driverFrontKey: 'inovio_pay',
    processor: 'ryvyl',
    currencies: CARD_CURRENCIES,
    supportsOneClick: true,
  },
  {
    key: 'cielo',
    name: 'Cielo',
    driverFrontKey: 'inovio_pay',
    processor: 'cielo',
    countries: ['BR'],
    currencies: ['BRL'],
    supportsOneClick: true,
  },
  {
    key: 'ryvyl_flexform',
    name: 'Ryvyl Checkout',
    driverFrontKey: 'ryvyl_flexform',
    currencies: CARD_CURRENCIES,
    supportsOneClick: true,
  },
  {
    key: 'mercadopago',
    name: 'Mercado Pago',
    driverFrontKey: 'mercadopago_basic',
    countries: LATAM,
    currencies: ['ARS', 'BRL', 'CLP', 'COP', 'MXN', 'PEN', 'UYU'],
  },
  {
    key: 'astropay',
    name: 'AstroPay',
    driverFrontKey: 'astropay',
    countries: [...LATAM, 'TR'],
    currencies: ['USD', 'BRL', 'MXN', 'TRY'],
  },
  { key: 'now_payments', name: 'NowPayments', driverFrontKey: 'now_payments', supportsPromotions: false },
]

type PromoSeed = {
  code: string
  type: 'free_trial' | 'pre_paid' | 'discount'
  /** Title of the plan it is limited to; null: any membership or creator plan. */
  planTitle: string | null
  discountPercent?: number
  trialDays?: number
  trialAmountCents?: number
  maxRedemptions?: number
  firstPaymentOnly?: boolean
  active?: boolean
  commercial: LocalizedText
  legal: LocalizedText
}

export const PROMOTIONAL_CODES: PromoSeed[] = [
  {
    code: 'FREETRIAL7',
    type: 'free_trial',
    planTitle: null,
    trialDays: 7,
    commercial: {
      en: '7 days free, then the regular price.',
      es: '7 días gratis y después el precio habitual.',
      pt: '7 dias grátis e depois o preço normal.',
      tr: '7 gün ücretsiz, ardından normal fiyat.',
    },
    legal: {
      en: 'Nothing is charged today. Unless you cancel during the 7 free days, the plan renews at its regular price. One free trial per person, card and connection.',
      es: 'Hoy no se cobra nada. Si no cancelas durante los 7 días gratis, el plan se renueva a su precio habitual. Una prueba gratuita por persona, tarjeta y conexión.',
      pt: 'Nada é cobrado hoje. Se você não cancelar durante os 7 dias grátis, o plano é renovado pelo preço normal. Um teste grátis por pessoa, cartão e conexão.',
      tr: 'Bugün ücret alınmaz. 7 ücretsiz gün içinde iptal etmezseniz plan normal fiyatından yenilenir. Kişi, kart ve bağlantı başına bir ücretsiz deneme.',
    },
  },
  {
    code: 'WELCOME50',
    type: 'discount',
    planTitle: null,
    discountPercent: 50,
    firstPaymentOnly: true,
    commercial: {
      en: 'Half price on your first payment.',
      es: 'Mitad de precio en tu primer pago.',
      pt: 'Metade do preço no seu primeiro pagamento.',
      tr: 'İlk ödemenizde yarı fiyat.',
    },
    legal: {
      en: 'For a first payment on Velvet, once per person: 50% off this payment; renewals are charged at the regular price.',
      es: 'Para un primer pago en Velvet, una vez por persona: 50 % de descuento en este pago; las renovaciones se cobran al precio habitual.',
      pt: 'Para um primeiro pagamento na Velvet, uma vez por pessoa: 50% de desconto neste pagamento; as renovações são cobradas pelo preço normal.',
      tr: "Velvet'teki ilk ödeme için, kişi başına bir kez: bu ödemede %50 indirim; yenilemeler normal fiyattan ücretlendirilir.",
    },
  },
  {
    code: 'PREPAID30',
    type: 'pre_paid',
    planTitle: 'Monthly membership',
    commercial: {
      en: 'A month of membership, already paid for.',
      es: 'Un mes de membresía, ya pagado.',
      pt: 'Um mês de assinatura, já pago.',
      tr: 'Ödemesi yapılmış bir aylık üyelik.',
    },
    legal: {
      en: 'This pre-paid code gives one month of membership, once per person. It does not renew and no payment details are needed.',
      es: 'Este código prepagado da un mes de membresía, una vez por persona. No se renueva y no hacen falta datos de pago.',
      pt: 'Este código pré-pago dá um mês de assinatura, uma vez por pessoa. Não é renovado e não são necessários dados de pagamento.',
      tr: 'Bu ön ödemeli kod kişi başına bir kez, bir aylık üyelik verir. Yenilenmez ve ödeme bilgisi gerekmez.',
    },
  },
  {
    code: 'SPRING10',
    type: 'discount',
    planTitle: null,
    discountPercent: 10,
    active: false,
    commercial: { en: '10% off.', es: '10 % de descuento.', pt: '10% de desconto.', tr: '%10 indirim.' },
    legal: {
      en: 'This promotion has ended.',
      es: 'Esta promoción ha terminado.',
      pt: 'Esta promoção terminou.',
      tr: 'Bu promosyon sona erdi.',
    },
  },
]

export const REFERRAL_CODES = ['VELVETQR', 'FRIENDS']

/** Payment links of the demo creator (/lunarivers/paylink/{hash}). */
export const PAYLINKS = [
  { hash: 'welcome-pack', title: 'Welcome pack: 30 days of my posts and a personal video', amountCents: 2499 },
  { hash: 'vip-weekend', title: 'VIP weekend: 3 days of everything', amountCents: 999, days: 3 },
]
