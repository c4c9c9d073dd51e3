/**
 * Account e-mails in the four interface languages: a subject, a short HTML body with one button
 * and a plain-text body with the same link. Only the link varies; nothing user-typed is inserted
 * except the username and, in chat notifications, the sender's name, both escaped.
 */
import type { Locale } from '../../../contract/languages'

export type AccountMailKind = 'verify_email' | 'recover_password'
/** Account mail plus the new-message notification of the chat. */
export type MailKind = AccountMailKind | 'chat_message'

export type MailContent = { subject: string; text: string; html: string }

type Texts = { subject: string; greeting: string; body: string; action: string; ignore: string }

const TEXTS: Record<MailKind, Record<Locale, Texts>> = {
  verify_email: {
    en: {
      subject: 'Confirm your e-mail address',
      greeting: 'Hi {username},',
      body: 'Please confirm your e-mail address to finish setting up your Velvet account. The link is valid for 48 hours.',
      action: 'Confirm e-mail',
      ignore: 'If you did not create an account, you can ignore this message.',
    },
    es: {
      subject: 'Confirma tu dirección de correo electrónico',
      greeting: 'Hola, {username}:',
      body: 'Confirma tu dirección de correo electrónico para terminar de configurar tu cuenta de Velvet. El enlace es válido durante 48 horas.',
      action: 'Confirmar correo',
      ignore: 'Si no creaste una cuenta, puedes ignorar este mensaje.',
    },
    pt: {
      subject: 'Confirme seu endereço de e-mail',
      greeting: 'Olá, {username}!',
      body: 'Confirme seu endereço de e-mail para concluir a configuração da sua conta Velvet. O link é válido por 48 horas.',
      action: 'Confirmar e-mail',
      ignore: 'Se você não criou uma conta, pode ignorar esta mensagem.',
    },
    tr: {
      subject: 'E-posta adresinizi onaylayın',
      greeting: 'Merhaba {username},',
      body: 'Velvet hesabınızın kurulumunu tamamlamak için lütfen e-posta adresinizi onaylayın. Bağlantı 48 saat geçerlidir.',
      action: 'E-postayı onayla',
      ignore: 'Bir hesap oluşturmadıysanız bu mesajı yok sayabilirsiniz.',
    },
  },
  recover_password: {
    en: {
      subject: 'Reset your password',
      greeting: 'Hi {username},',
      body: 'We received a request to reset the password of your Velvet account. The link is valid for 1 hour and can be used once.',
      action: 'Choose a new password',
      ignore: 'If you did not ask for this, you can ignore this message: your password stays the same.',
    },
    es: {
      subject: 'Restablece tu contraseña',
      greeting: 'Hola, {username}:',
      body: 'Recibimos una solicitud para restablecer la contraseña de tu cuenta de Velvet. El enlace es válido durante 1 hora y solo se puede usar una vez.',
      action: 'Elegir una contraseña nueva',
      ignore: 'Si no lo pediste, puedes ignorar este mensaje: tu contraseña no cambia.',
    },
    pt: {
      subject: 'Redefina sua senha',
      greeting: 'Olá, {username}!',
      body: 'Recebemos um pedido para redefinir a senha da sua conta Velvet. O link é válido por 1 hora e pode ser usado uma vez.',
      action: 'Escolher uma nova senha',
      ignore: 'Se você não pediu isso, pode ignorar esta mensagem: sua senha continua a mesma.',
    },
    tr: {
      subject: 'Şifrenizi sıfırlayın',
      greeting: 'Merhaba {username},',
      body: 'Velvet hesabınızın şifresini sıfırlama isteği aldık. Bağlantı 1 saat geçerlidir ve bir kez kullanılabilir.',
      action: 'Yeni şifre belirle',
      ignore: 'Bunu siz istemediyseniz bu mesajı yok sayabilirsiniz: şifreniz değişmez.',
    },
  },
  chat_message: {
    en: {
      subject: 'You have a new message on Velvet',
      greeting: 'Hi {username},',
      body: '{sender} sent you a message. Open the chat to read it and answer.',
      action: 'Open the chat',
      ignore:
        'You get this e-mail because chat notifications are on. You can turn them off in your notification settings.',
    },
    es: {
      subject: 'Tienes un mensaje nuevo en Velvet',
      greeting: 'Hola, {username}:',
      body: '{sender} te ha enviado un mensaje. Abre el chat para leerlo y responder.',
      action: 'Abrir el chat',
      ignore:
        'Recibes este correo porque tienes activadas las notificaciones del chat. Puedes desactivarlas en tus ajustes de notificaciones.',
    },
    pt: {
      subject: 'Você tem uma nova mensagem no Velvet',
      greeting: 'Olá, {username}!',
      body: '{sender} enviou uma mensagem para você. Abra o chat para ler e responder.',
      action: 'Abrir o chat',
      ignore:
        'Você recebe este e-mail porque as notificações do chat estão ativadas. Você pode desativá-las nas configurações de notificações.',
    },
    tr: {
      subject: "Velvet'te yeni bir mesajınız var",
      greeting: 'Merhaba {username},',
      body: '{sender} size bir mesaj gönderdi. Okumak ve yanıtlamak için sohbeti açın.',
      action: 'Sohbeti aç',
      ignore:
        'Sohbet bildirimleri açık olduğu için bu e-postayı alıyorsunuz. Bildirim ayarlarınızdan kapatabilirsiniz.',
    },
  },
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

export function renderAccountMail(
  kind: MailKind,
  locale: Locale,
  values: { username: string; link: string; sender?: string },
): MailContent {
  const texts = TEXTS[kind][locale]
  const greeting = texts.greeting.replace('{username}', values.username)
  const body = texts.body.replace('{sender}', values.sender ?? '')
  const text = [greeting, '', body, '', `${texts.action}: ${values.link}`, '', texts.ignore, '', 'Velvet'].join('\n')
  const link = escapeHtml(values.link)
  const html = `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(texts.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f1f6;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1d1524">
<div style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<p style="margin:0 0 16px;font-size:18px;font-weight:600">${escapeHtml(greeting)}</p>
<p style="margin:0 0 24px;line-height:1.5">${escapeHtml(body)}</p>
<p style="margin:0 0 24px"><a href="${link}" style="display:inline-block;background:#8a1c5c;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${escapeHtml(texts.action)}</a></p>
<p style="margin:0 0 8px;font-size:13px;color:#5c5266;word-break:break-all">${link}</p>
<p style="margin:24px 0 0;font-size:13px;color:#5c5266">${escapeHtml(texts.ignore)}</p>
</div>
</body>
</html>`
  return { subject: texts.subject, text, html }
}
