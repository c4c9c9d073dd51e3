/**
 * Account e-mails in the four interface languages: a subject, a short HTML body with one button
 * and a plain-text body with the same link. Only the link varies; nothing user-typed is inserted
 * except the username and, in chat notifications, the sender's name, both escaped.
 */
import type { Locale } from '../../../contract/languages'

export type AccountMailKind = 'verify_email' | 'recover_password' | 'login_blocked' | 'session_stolen'
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
  login_blocked: {
    en: {
      subject: 'Failed sign-in attempts on your account',
      greeting: 'Hi {username},',
      body: 'Someone tried several wrong passwords for your Velvet account from a network you have not signed in from. We stopped that network for 15 minutes; you can still sign in as usual.',
      action: 'Sign in',
      ignore: 'If it was you, there is nothing to do. If not, sign in and change your password.',
    },
    es: {
      subject: 'Intentos fallidos de inicio de sesión en tu cuenta',
      greeting: 'Hola, {username}:',
      body: 'Alguien probó varias contraseñas incorrectas en tu cuenta de Velvet desde una red desde la que nunca iniciaste sesión. Bloqueamos esa red durante 15 minutos; tú puedes iniciar sesión con normalidad.',
      action: 'Iniciar sesión',
      ignore: 'Si fuiste tú, no tienes que hacer nada. Si no, inicia sesión y cambia tu contraseña.',
    },
    pt: {
      subject: 'Tentativas de login malsucedidas na sua conta',
      greeting: 'Olá, {username}!',
      body: 'Alguém tentou várias senhas erradas na sua conta Velvet a partir de uma rede da qual você nunca entrou. Bloqueamos essa rede por 15 minutos; você continua podendo entrar normalmente.',
      action: 'Entrar',
      ignore: 'Se foi você, não precisa fazer nada. Se não, entre e troque sua senha.',
    },
    tr: {
      subject: 'Hesabınızda başarısız giriş denemeleri',
      greeting: 'Merhaba {username},',
      body: 'Birisi, hiç giriş yapmadığınız bir ağdan Velvet hesabınız için birkaç yanlış şifre denedi. Bu ağı 15 dakikalığına durdurduk; siz her zamanki gibi giriş yapabilirsiniz.',
      action: 'Giriş yap',
      ignore: 'Bu sizseniz yapmanız gereken bir şey yok. Değilse giriş yapıp şifrenizi değiştirin.',
    },
  },
  session_stolen: {
    en: {
      subject: 'We signed you out to protect your account',
      greeting: 'Hi {username},',
      body: 'Your Velvet sign-in was used on another device at the same time as on yours, which happens when someone has copied it. We signed out everywhere, so that copy no longer works. Sign in again to carry on.',
      action: 'Sign in',
      ignore: 'If you do not recognise this, change your password after signing in.',
    },
    es: {
      subject: 'Cerramos tu sesión para proteger tu cuenta',
      greeting: 'Hola, {username}:',
      body: 'Tu sesión de Velvet se usó en otro dispositivo a la vez que en el tuyo, algo que ocurre cuando alguien la ha copiado. Cerramos la sesión en todas partes, así que esa copia ya no sirve. Vuelve a iniciar sesión para continuar.',
      action: 'Iniciar sesión',
      ignore: 'Si no lo reconoces, cambia tu contraseña después de iniciar sesión.',
    },
    pt: {
      subject: 'Encerramos sua sessão para proteger sua conta',
      greeting: 'Olá, {username}!',
      body: 'Sua sessão do Velvet foi usada em outro dispositivo ao mesmo tempo que no seu, o que acontece quando alguém a copiou. Encerramos a sessão em todos os lugares, então essa cópia não funciona mais. Entre de novo para continuar.',
      action: 'Entrar',
      ignore: 'Se você não reconhece isso, troque sua senha depois de entrar.',
    },
    tr: {
      subject: 'Hesabınızı korumak için oturumunuzu kapattık',
      greeting: 'Merhaba {username},',
      body: 'Velvet oturumunuz, sizinkiyle aynı anda başka bir cihazda kullanıldı; bu, birisi oturumunuzu kopyaladığında olur. Her yerde oturumu kapattık, bu yüzden o kopya artık çalışmıyor. Devam etmek için yeniden giriş yapın.',
      action: 'Giriş yap',
      ignore: 'Bunu tanımıyorsanız giriş yaptıktan sonra şifrenizi değiştirin.',
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
  return renderMail(locale, {
    subject: texts.subject,
    greeting: texts.greeting.replace('{username}', values.username),
    paragraphs: [texts.body.replace('{sender}', values.sender ?? '')],
    action: { label: texts.action, link: values.link },
    footer: texts.ignore,
  })
}

/**
 * The one mail layout: a greeting, paragraphs, an optional button with its link also written out,
 * a footer. Every value is escaped; the plain-text body carries the same words and link.
 */
export function renderMail(
  locale: Locale,
  content: {
    subject: string
    greeting: string
    paragraphs: string[]
    action?: { label: string; link: string }
    footer: string
  },
): MailContent {
  const { action } = content
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(action ? [`${action.label}: ${action.link}`, ''] : []),
    content.footer,
    '',
    'Velvet',
  ].join('\n')
  const link = action ? escapeHtml(action.link) : ''
  const paragraphs = content.paragraphs
    .map((paragraph) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(paragraph)}</p>`)
    .join('\n')
  const button = action
    ? `<p style="margin:8px 0 24px"><a href="${link}" style="display:inline-block;background:#8a1c5c;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 8px;font-size:13px;color:#5c5266;word-break:break-all">${link}</p>`
    : ''
  const html = `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f1f6;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1d1524">
<div style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<p style="margin:0 0 16px;font-size:18px;font-weight:600">${escapeHtml(content.greeting)}</p>
${paragraphs}
${button}
<p style="margin:24px 0 0;font-size:13px;color:#5c5266">${escapeHtml(content.footer)}</p>
</div>
</body>
</html>`
  return { subject: content.subject, text, html }
}
