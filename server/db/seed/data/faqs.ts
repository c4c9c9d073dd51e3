import type { Locale } from '../../../../contract/languages'

type Faq = { question: string; answer: string }

/** FAQ answers are HTML from the CMS; the API sanitises them on the way out. */
export const FAQS: Record<Locale, Faq[]> = {
  en: [
    {
      question: 'What is Velvet?',
      answer:
        '<p>Velvet is a home for independent creators and their fans: photo sets, videos, chat and live calls, all in one app that also works on a flaky connection.</p>',
    },
    {
      question: 'How do I become a member?',
      answer:
        '<p>Choose a plan on the <strong>subscription</strong> page. Membership unlocks every full-length video and removes promotional banners.</p>',
    },
    {
      question: 'What are tokens?',
      answer:
        '<p>Tokens are the currency you use to tip creators, unlock premium posts and extend video calls. The minimum purchase or tip is <strong>3 tokens</strong>.</p>',
    },
    {
      question: 'Can I use Velvet offline?',
      answer:
        '<p>Yes. Install the app from your browser, and the pages you have visited open without a connection. Likes and comments you make offline are sent once you are back online.</p>',
    },
    {
      question: 'How do I cancel my subscription?',
      answer:
        '<p>Open <em>Subscriptions</em> in your dashboard and follow the cancellation steps. You keep access until the end of the period you paid for.</p>',
    },
    {
      question: 'Why can I only use one device at a time?',
      answer: '<p>To protect your account, logging in on a new device ends the session on the previous one.</p>',
    },
    {
      question: 'How do I report content?',
      answer:
        '<p>Use the options menu on any post and choose <strong>Report</strong>. Our team reviews every report; legal requests are answered within 72 hours.</p>',
    },
    {
      question: 'How can I contact support?',
      answer:
        '<p>Write to <a href="mailto:support@velvet.example">support@velvet.example</a> or use the support page.</p>',
    },
  ],
  es: [
    {
      question: '¿Qué es Velvet?',
      answer:
        '<p>Velvet es el hogar de creadores independientes y sus fans: sesiones de fotos, vídeos, chat y videollamadas, todo en una app que funciona incluso con mala conexión.</p>',
    },
    {
      question: '¿Cómo me hago miembro?',
      answer:
        '<p>Elige un plan en la página de <strong>suscripción</strong>. La membresía desbloquea todos los vídeos completos y quita los banners promocionales.</p>',
    },
    {
      question: '¿Qué son las fichas?',
      answer:
        '<p>Las fichas son la moneda para dar propinas, desbloquear publicaciones premium y alargar videollamadas. La compra o propina mínima es de <strong>3 fichas</strong>.</p>',
    },
    {
      question: '¿Puedo usar Velvet sin conexión?',
      answer:
        '<p>Sí. Instala la app desde tu navegador y las páginas que visitaste se abrirán sin conexión. Los me gusta y comentarios que hagas sin conexión se envían cuando vuelvas a estar en línea.</p>',
    },
    {
      question: '¿Cómo cancelo mi suscripción?',
      answer:
        '<p>Abre <em>Suscripciones</em> en tu panel y sigue los pasos de cancelación. Mantienes el acceso hasta el final del período pagado.</p>',
    },
    {
      question: '¿Por qué solo puedo usar un dispositivo a la vez?',
      answer: '<p>Para proteger tu cuenta, iniciar sesión en un dispositivo nuevo cierra la sesión en el anterior.</p>',
    },
    {
      question: '¿Cómo denuncio contenido?',
      answer:
        '<p>Usa el menú de opciones de cualquier publicación y elige <strong>Denunciar</strong>. Revisamos cada denuncia; las solicitudes legales se responden en 72 horas.</p>',
    },
    {
      question: '¿Cómo contacto con soporte?',
      answer:
        '<p>Escribe a <a href="mailto:support@velvet.example">support@velvet.example</a> o usa la página de soporte.</p>',
    },
  ],
  pt: [
    {
      question: 'O que é o Velvet?',
      answer:
        '<p>O Velvet é a casa de criadores independentes e seus fãs: ensaios de fotos, vídeos, chat e chamadas de vídeo, tudo em um app que funciona até com conexão instável.</p>',
    },
    {
      question: 'Como me torno membro?',
      answer:
        '<p>Escolha um plano na página de <strong>assinatura</strong>. A assinatura libera todos os vídeos completos e remove os banners promocionais.</p>',
    },
    {
      question: 'O que são fichas?',
      answer:
        '<p>Fichas são a moeda para enviar gorjetas, desbloquear posts premium e estender chamadas de vídeo. A compra ou gorjeta mínima é de <strong>3 fichas</strong>.</p>',
    },
    {
      question: 'Posso usar o Velvet offline?',
      answer:
        '<p>Sim. Instale o app pelo navegador e as páginas que você visitou abrem sem conexão. Curtidas e comentários feitos offline são enviados quando você voltar a ficar online.</p>',
    },
    {
      question: 'Como cancelo minha assinatura?',
      answer:
        '<p>Abra <em>Assinaturas</em> no seu painel e siga os passos de cancelamento. Você mantém o acesso até o fim do período pago.</p>',
    },
    {
      question: 'Por que só posso usar um dispositivo por vez?',
      answer: '<p>Para proteger sua conta, entrar em um novo dispositivo encerra a sessão no anterior.</p>',
    },
    {
      question: 'Como denuncio um conteúdo?',
      answer:
        '<p>Use o menu de opções de qualquer post e escolha <strong>Denunciar</strong>. Analisamos todas as denúncias; pedidos legais são respondidos em até 72 horas.</p>',
    },
    {
      question: 'Como falo com o suporte?',
      answer:
        '<p>Escreva para <a href="mailto:support@velvet.example">support@velvet.example</a> ou use a página de suporte.</p>',
    },
  ],
  tr: [
    {
      question: 'Velvet nedir?',
      answer:
        '<p>Velvet, bağımsız içerik üreticileri ve hayranları için bir yuva: fotoğraf setleri, videolar, sohbet ve görüntülü aramalar, bağlantı zayıfken bile çalışan tek bir uygulamada.</p>',
    },
    {
      question: 'Nasıl üye olurum?',
      answer:
        '<p><strong>Abonelik</strong> sayfasından bir plan seçin. Üyelik tüm tam uzunluktaki videoların kilidini açar ve tanıtım afişlerini kaldırır.</p>',
    },
    {
      question: 'Jeton nedir?',
      answer:
        '<p>Jetonlar, içerik üreticilerine bahşiş vermek, premium gönderilerin kilidini açmak ve görüntülü aramaları uzatmak için kullanılan para birimidir. En az satın alma veya bahşiş <strong>3 jetondur</strong>.</p>',
    },
    {
      question: 'Velvet’i çevrimdışı kullanabilir miyim?',
      answer:
        '<p>Evet. Uygulamayı tarayıcınızdan yükleyin; ziyaret ettiğiniz sayfalar bağlantı olmadan açılır. Çevrimdışıyken yaptığınız beğeniler ve yorumlar tekrar çevrimiçi olduğunuzda gönderilir.</p>',
    },
    {
      question: 'Aboneliğimi nasıl iptal ederim?',
      answer:
        '<p>Panelinizde <em>Abonelikler</em> bölümünü açın ve iptal adımlarını izleyin. Ödediğiniz dönemin sonuna kadar erişiminiz devam eder.</p>',
    },
    {
      question: 'Neden aynı anda yalnızca bir cihaz kullanabilirim?',
      answer: '<p>Hesabınızı korumak için yeni bir cihazda oturum açmak önceki cihazdaki oturumu sonlandırır.</p>',
    },
    {
      question: 'İçeriği nasıl şikâyet ederim?',
      answer:
        '<p>Herhangi bir gönderinin seçenekler menüsünden <strong>Şikâyet et</strong>’i seçin. Her şikâyeti inceliyoruz; yasal taleplere 72 saat içinde yanıt verilir.</p>',
    },
    {
      question: 'Destekle nasıl iletişime geçerim?',
      answer:
        '<p><a href="mailto:support@velvet.example">support@velvet.example</a> adresine yazın veya destek sayfasını kullanın.</p>',
    },
  ],
}
