/**
 * The subscription e-mails, in the member's language: the reminder before each charge (with the
 * one-click cancel link), the unsubscribe code, a failed renewal, the cancellation confirmation and
 * the end after failed renewals. Queued in the transaction of the change they announce.
 */
import { isLocale, type Locale } from '../../../contract/languages'
import { SUBSCRIPTIONS } from '../../../contract/limits'
import type { OutgoingMail } from '../mail/index'
import { type MailContent, renderMail } from '../mail/index'

export type SubscriptionMailKind =
  | 'renewal_reminder'
  | 'unsubscribe_code'
  | 'renewal_failed'
  | 'subscription_canceled'
  | 'subscription_ended'

type Texts = { subject: string; paragraphs: string[]; action: string; footer: string }

const TEXTS: Record<SubscriptionMailKind, Record<Locale, Texts>> = {
  renewal_reminder: {
    en: {
      subject: 'Your {plan} renews on {date}',
      paragraphs: [
        'On {date} we will charge {amount} to your card ending in {card} for another period of {plan}.',
        'Nothing to do if you want to keep it. If not, cancel with one click before then: you keep access until {date} and nothing more is charged.',
      ],
      action: 'Cancel the renewal',
      footer: 'All your subscriptions: {manage}',
    },
    es: {
      subject: 'Tu {plan} se renueva el {date}',
      paragraphs: [
        'El {date} cobraremos {amount} a tu tarjeta terminada en {card} por otro periodo de {plan}.',
        'No tienes que hacer nada si quieres mantenerla. Si no, cancélala con un clic antes de esa fecha: conservas el acceso hasta el {date} y no se cobrará nada más.',
      ],
      action: 'Cancelar la renovación',
      footer: 'Todas tus suscripciones: {manage}',
    },
    pt: {
      subject: 'Sua {plan} será renovada em {date}',
      paragraphs: [
        'Em {date} cobraremos {amount} no seu cartão terminado em {card} por mais um período de {plan}.',
        'Não precisa fazer nada se quiser mantê-la. Se não quiser, cancele com um clique antes disso: você mantém o acesso até {date} e nada mais será cobrado.',
      ],
      action: 'Cancelar a renovação',
      footer: 'Todas as suas assinaturas: {manage}',
    },
    tr: {
      subject: '{plan} aboneliğiniz {date} tarihinde yenileniyor',
      paragraphs: [
        '{date} tarihinde {plan} için bir dönem daha, {card} ile biten kartınızdan {amount} tahsil edeceğiz.',
        'Devam etmek istiyorsanız bir şey yapmanıza gerek yok. İstemiyorsanız bu tarihten önce tek tıkla iptal edin: {date} tarihine kadar erişiminiz sürer ve başka ücret alınmaz.',
      ],
      action: 'Yenilemeyi iptal et',
      footer: 'Tüm abonelikleriniz: {manage}',
    },
  },
  unsubscribe_code: {
    en: {
      subject: 'Your code to cancel {plan}',
      paragraphs: [
        'Your code is {code}. Type it in the cancel form; it works for {minutes} minutes.',
        'You can also cancel right away with the button below, without the code.',
      ],
      action: 'Cancel the renewal',
      footer: 'If you did not ask for this, ignore this message: nothing changes.',
    },
    es: {
      subject: 'Tu código para cancelar {plan}',
      paragraphs: [
        'Tu código es {code}. Escríbelo en el formulario de cancelación; funciona durante {minutes} minutos.',
        'También puedes cancelar ahora mismo con el botón de abajo, sin el código.',
      ],
      action: 'Cancelar la renovación',
      footer: 'Si no lo pediste, ignora este mensaje: nada cambia.',
    },
    pt: {
      subject: 'Seu código para cancelar {plan}',
      paragraphs: [
        'Seu código é {code}. Digite-o no formulário de cancelamento; ele funciona por {minutes} minutos.',
        'Você também pode cancelar agora mesmo com o botão abaixo, sem o código.',
      ],
      action: 'Cancelar a renovação',
      footer: 'Se você não pediu isso, ignore esta mensagem: nada muda.',
    },
    tr: {
      subject: '{plan} iptal kodunuz',
      paragraphs: [
        'Kodunuz {code}. İptal formuna yazın; {minutes} dakika geçerlidir.',
        'Dilerseniz aşağıdaki düğmeyle kod olmadan hemen de iptal edebilirsiniz.',
      ],
      action: 'Yenilemeyi iptal et',
      footer: 'Bunu siz istemediyseniz bu mesajı yok sayın: hiçbir şey değişmez.',
    },
  },
  renewal_failed: {
    en: {
      subject: 'We could not renew your {plan}',
      paragraphs: [
        'The charge of {amount} to your card ending in {card} did not go through.',
        'You keep access until {grace} while we try again. To keep {plan} after that, buy it again with a card that works.',
      ],
      action: 'My subscriptions',
      footer: 'Nothing more is charged if every try fails.',
    },
    es: {
      subject: 'No pudimos renovar tu {plan}',
      paragraphs: [
        'El cobro de {amount} a tu tarjeta terminada en {card} no se pudo realizar.',
        'Conservas el acceso hasta el {grace} mientras lo intentamos de nuevo. Para mantener {plan} después, cómpralo otra vez con una tarjeta que funcione.',
      ],
      action: 'Mis suscripciones',
      footer: 'Si todos los intentos fallan, no se cobra nada más.',
    },
    pt: {
      subject: 'Não conseguimos renovar sua {plan}',
      paragraphs: [
        'A cobrança de {amount} no seu cartão terminado em {card} não foi aprovada.',
        'Você mantém o acesso até {grace} enquanto tentamos de novo. Para manter {plan} depois disso, compre novamente com um cartão que funcione.',
      ],
      action: 'Minhas assinaturas',
      footer: 'Se todas as tentativas falharem, nada mais é cobrado.',
    },
    tr: {
      subject: '{plan} aboneliğinizi yenileyemedik',
      paragraphs: [
        '{card} ile biten kartınızdan {amount} tahsilatı gerçekleşmedi.',
        'Tekrar denerken {grace} tarihine kadar erişiminiz sürer. Sonrasında da {plan} aboneliğinizi sürdürmek için çalışan bir kartla yeniden satın alın.',
      ],
      action: 'Aboneliklerim',
      footer: 'Tüm denemeler başarısız olursa başka ücret alınmaz.',
    },
  },
  subscription_canceled: {
    en: {
      subject: 'Your {plan} will not renew',
      paragraphs: [
        'You canceled the renewal of {plan}. Nothing more will be charged.',
        'You keep access until {date}.',
      ],
      action: 'My subscriptions',
      footer: 'Changed your mind? You can subscribe again at any time.',
    },
    es: {
      subject: 'Tu {plan} no se renovará',
      paragraphs: [
        'Cancelaste la renovación de {plan}. No se cobrará nada más.',
        'Conservas el acceso hasta el {date}.',
      ],
      action: 'Mis suscripciones',
      footer: '¿Cambiaste de opinión? Puedes suscribirte de nuevo cuando quieras.',
    },
    pt: {
      subject: 'Sua {plan} não será renovada',
      paragraphs: ['Você cancelou a renovação de {plan}. Nada mais será cobrado.', 'Você mantém o acesso até {date}.'],
      action: 'Minhas assinaturas',
      footer: 'Mudou de ideia? Você pode assinar novamente quando quiser.',
    },
    tr: {
      subject: '{plan} aboneliğiniz yenilenmeyecek',
      paragraphs: [
        '{plan} yenilemesini iptal ettiniz. Başka ücret alınmayacak.',
        '{date} tarihine kadar erişiminiz sürer.',
      ],
      action: 'Aboneliklerim',
      footer: 'Fikrinizi mi değiştirdiniz? İstediğiniz zaman yeniden abone olabilirsiniz.',
    },
  },
  subscription_ended: {
    en: {
      subject: 'Your {plan} has ended',
      paragraphs: ['We could not charge your card for {plan}, so it has ended. Nothing more will be charged.'],
      action: 'Subscribe again',
      footer: 'Questions about a charge? Write to support from the Velvet help page.',
    },
    es: {
      subject: 'Tu {plan} ha terminado',
      paragraphs: ['No pudimos cobrar a tu tarjeta por {plan}, así que ha terminado. No se cobrará nada más.'],
      action: 'Suscribirme de nuevo',
      footer: '¿Dudas sobre un cobro? Escribe a soporte desde la página de ayuda de Velvet.',
    },
    pt: {
      subject: 'Sua {plan} terminou',
      paragraphs: ['Não conseguimos cobrar seu cartão por {plan}, então ela terminou. Nada mais será cobrado.'],
      action: 'Assinar novamente',
      footer: 'Dúvidas sobre uma cobrança? Escreva para o suporte pela página de ajuda da Velvet.',
    },
    tr: {
      subject: '{plan} aboneliğiniz sona erdi',
      paragraphs: ['{plan} için kartınızdan tahsilat yapamadık, bu yüzden sona erdi. Başka ücret alınmayacak.'],
      action: 'Yeniden abone ol',
      footer: 'Bir ücretle ilgili sorunuz mu var? Velvet yardım sayfasından desteğe yazın.',
    },
  },
}

const GREETING: Record<Locale, string> = {
  en: 'Hi {name},',
  es: 'Hola, {name}:',
  pt: 'Olá, {name}!',
  tr: 'Merhaba {name},',
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '')
}

export function localeOf(lastLangCode: string | null): Locale {
  return isLocale(lastLangCode) ? lastLangCode : 'en'
}

export function formatDate(locale: Locale, date: Date): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date)
}

export function formatMoney(locale: Locale, amountMinor: number, currency: string, decimals: number): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amountMinor / 10 ** decimals)
}

export type SubscriptionMailInput = {
  kind: SubscriptionMailKind
  to: { id: number; username: string; email: string; lastLangCode: string | null }
  plan: string
  link: string
  values?: { date?: Date; grace?: Date; amount?: string; card?: string; code?: string; manage?: string }
}

export function subscriptionMail(input: SubscriptionMailInput): OutgoingMail {
  const locale = localeOf(input.to.lastLangCode)
  const texts = TEXTS[input.kind][locale]
  const given = input.values ?? {}
  const values = {
    name: input.to.username,
    plan: input.plan,
    date: given.date ? formatDate(locale, given.date) : '',
    grace: given.grace ? formatDate(locale, given.grace) : '',
    amount: given.amount ?? '',
    card: given.card ?? '••••',
    code: given.code ?? '',
    minutes: String(SUBSCRIPTIONS.codeTtlMinutes),
    manage: given.manage ?? '',
  }
  const content: MailContent = renderMail(locale, {
    subject: fill(texts.subject, values),
    greeting: fill(GREETING[locale], values),
    paragraphs: texts.paragraphs.map((paragraph) => fill(paragraph, values)),
    action: { label: texts.action, link: input.link },
    footer: fill(texts.footer, values),
  })
  return { kind: input.kind, to: input.to.email, userId: input.to.id, ...content }
}
