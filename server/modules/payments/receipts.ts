/**
 * Mail after an approval, in the buyer's language (the user's last language, else the language of
 * the purchase): the receipt, and for a guest the link that finishes their registration
 * (`/finish?token=…&payment_id=…`). Sent after the transaction commits, once per approval.
 */
import type { FastifyBaseLogger } from 'fastify'
import { isLocale, type Locale } from '../../../contract/languages'
import type { Executor } from '../../lib/executor'
import type { Mailer } from '../mail/index'
import { renderMail } from '../mail/index'
import { findCurrency, findPlan } from '../purchase/index'
import { findUserById } from '../users/index'
import { finishPath, guestToken } from './guest-access'
import type { PaymentRow } from './repository'

type ReceiptTexts = {
  subject: string
  greeting: string
  guestGreeting: string
  paid: string
  order: string
  footer: string
}

const RECEIPT: Record<Locale, ReceiptTexts> = {
  en: {
    subject: 'Your Velvet receipt',
    greeting: 'Hi {name},',
    guestGreeting: 'Thank you for your purchase!',
    paid: 'We received your payment of {amount} for {plan}.',
    order: 'Order number {operation}, {date}.',
    footer: 'Keep this e-mail as your receipt. Questions about a charge? Write to support from the Velvet help page.',
  },
  es: {
    subject: 'Tu recibo de Velvet',
    greeting: 'Hola, {name}:',
    guestGreeting: '¡Gracias por tu compra!',
    paid: 'Recibimos tu pago de {amount} por {plan}.',
    order: 'Número de pedido {operation}, {date}.',
    footer:
      'Guarda este correo como recibo. ¿Dudas sobre un cobro? Escribe a soporte desde la página de ayuda de Velvet.',
  },
  pt: {
    subject: 'Seu recibo da Velvet',
    greeting: 'Olá, {name}!',
    guestGreeting: 'Obrigado pela sua compra!',
    paid: 'Recebemos seu pagamento de {amount} por {plan}.',
    order: 'Número do pedido {operation}, {date}.',
    footer:
      'Guarde este e-mail como recibo. Dúvidas sobre uma cobrança? Escreva para o suporte pela página de ajuda da Velvet.',
  },
  tr: {
    subject: 'Velvet makbuzunuz',
    greeting: 'Merhaba {name},',
    guestGreeting: 'Satın alımınız için teşekkürler!',
    paid: '{plan} için {amount} tutarındaki ödemenizi aldık.',
    order: 'Sipariş numarası {operation}, {date}.',
    footer:
      'Bu e-postayı makbuz olarak saklayın. Bir ücretle ilgili sorunuz mu var? Velvet yardım sayfasından desteğe yazın.',
  },
}

const FINISH: Record<Locale, { subject: string; body: string; action: string; footer: string }> = {
  en: {
    subject: 'Finish creating your Velvet account',
    body: 'Your payment was approved. Choose a username and a password to finish your account and enjoy what you bought. The link is valid for 30 days.',
    action: 'Finish my account',
    footer: 'If you did not buy anything on Velvet, you can ignore this message.',
  },
  es: {
    subject: 'Termina de crear tu cuenta de Velvet',
    body: 'Tu pago fue aprobado. Elige un nombre de usuario y una contraseña para terminar tu cuenta y disfrutar de lo que compraste. El enlace es válido durante 30 días.',
    action: 'Terminar mi cuenta',
    footer: 'Si no compraste nada en Velvet, puedes ignorar este mensaje.',
  },
  pt: {
    subject: 'Termine de criar sua conta Velvet',
    body: 'Seu pagamento foi aprovado. Escolha um nome de usuário e uma senha para concluir sua conta e aproveitar o que você comprou. O link é válido por 30 dias.',
    action: 'Concluir minha conta',
    footer: 'Se você não comprou nada na Velvet, pode ignorar esta mensagem.',
  },
  tr: {
    subject: 'Velvet hesabınızı oluşturmayı tamamlayın',
    body: 'Ödemeniz onaylandı. Hesabınızı tamamlamak ve satın aldıklarınızın keyfini çıkarmak için bir kullanıcı adı ve şifre seçin. Bağlantı 30 gün geçerlidir.',
    action: 'Hesabımı tamamla',
    footer: "Velvet'te bir şey satın almadıysanız bu mesajı yok sayabilirsiniz.",
  },
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '')
}

export type ReceiptDeps = { db: Executor; mailer: Mailer; log: FastifyBaseLogger; publicUrl: string; guestKey: string }

export async function sendPaymentMails(deps: ReceiptDeps, payment: PaymentRow): Promise<void> {
  if (payment.status !== 'approved') return
  const [plan, currency, user] = await Promise.all([
    findPlan(deps.db, payment.planId),
    findCurrency(deps.db, payment.currency),
    payment.userId === null ? Promise.resolve(undefined) : findUserById(deps.db, payment.userId),
  ])
  const preferred = user?.lastLangCode ?? payment.locale
  const locale: Locale = isLocale(preferred) ? preferred : 'en'
  const decimals = currency?.decimalPrecision ?? 2
  const amount = new Intl.NumberFormat(locale, { style: 'currency', currency: payment.currency }).format(
    payment.chargedMinor / 10 ** decimals,
  )
  const texts = RECEIPT[locale]
  const values = {
    name: user?.username ?? '',
    amount,
    plan: plan?.title ?? '',
    operation: payment.operationNumber,
    date: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
      payment.finalizedAt ?? payment.createdAt,
    ),
  }
  const receipt = renderMail(locale, {
    subject: texts.subject,
    greeting: user ? fill(texts.greeting, values) : texts.guestGreeting,
    paragraphs: [fill(texts.paid, values), fill(texts.order, values)],
    footer: texts.footer,
  })
  deps.mailer.sendLater({ kind: 'payment_receipt', to: payment.email, userId: payment.userId, ...receipt }, deps.log)

  if (payment.userId === null && payment.unfinishedUserId !== null) {
    const finish = FINISH[locale]
    const link = `${deps.publicUrl.replace(/\/+$/, '')}${finishPath(guestToken(deps.guestKey, payment.operationNumber), payment.id)}`
    const mail = renderMail(locale, {
      subject: finish.subject,
      greeting: RECEIPT[locale].guestGreeting,
      paragraphs: [finish.body],
      action: { label: finish.action, link },
      footer: finish.footer,
    })
    deps.mailer.sendLater({ kind: 'finish_registration', to: payment.email, userId: null, ...mail }, deps.log)
  }
}
