import type { Locale } from '../../../../contract/languages'

type Page = { title: string; body: string }

/** The about page (HTML from the CMS; the API sanitises it on the way out). */
export const ABOUT: Record<Locale, Page> = {
  en: {
    title: 'About Velvet',
    body:
      '<p>Velvet brings independent creators and the people who follow them together: photo sets, full-length scenes, chat and live calls in one app that keeps working on a flaky connection.</p>' +
      '<p>Our catalogue holds <strong>over 500 scenes</strong> and grows by <strong>10 new scenes every month</strong>. Members watch every full video; creators keep control of their work and are paid for it.</p>' +
      '<p>Questions? Write to <a href="mailto:support@velvet.example">support@velvet.example</a>.</p>',
  },
  es: {
    title: 'Sobre Velvet',
    body:
      '<p>Velvet reúne a creadores independientes y a quienes los siguen: sesiones de fotos, escenas completas, chat y videollamadas en una app que sigue funcionando con mala conexión.</p>' +
      '<p>Nuestro catálogo tiene <strong>más de 500 escenas</strong> y crece con <strong>10 escenas nuevas cada mes</strong>. Los miembros ven todos los vídeos completos; los creadores mantienen el control de su trabajo y cobran por él.</p>' +
      '<p>¿Preguntas? Escribe a <a href="mailto:support@velvet.example">support@velvet.example</a>.</p>',
  },
  pt: {
    title: 'Sobre a Velvet',
    body:
      '<p>A Velvet reúne criadores independentes e quem os acompanha: ensaios de fotos, cenas completas, chat e chamadas ao vivo em um app que continua funcionando com conexão instável.</p>' +
      '<p>Nosso catálogo tem <strong>mais de 500 cenas</strong> e cresce com <strong>10 cenas novas por mês</strong>. Membros assistem a todos os vídeos completos; criadores mantêm o controle do seu trabalho e são pagos por ele.</p>' +
      '<p>Dúvidas? Escreva para <a href="mailto:support@velvet.example">support@velvet.example</a>.</p>',
  },
  tr: {
    title: 'Velvet hakkında',
    body:
      '<p>Velvet bağımsız içerik üreticilerini ve onları takip edenleri bir araya getirir: fotoğraf setleri, tam sahneler, sohbet ve canlı görüşmeler, bağlantı zayıfken bile çalışan tek bir uygulamada.</p>' +
      '<p>Kataloğumuzda <strong>500’den fazla sahne</strong> var ve <strong>her ay 10 yeni sahne</strong> ekleniyor. Üyeler tüm videoları tam izler; üreticiler işlerinin kontrolünü elinde tutar ve karşılığını alır.</p>' +
      '<p>Sorularınız mı var? <a href="mailto:support@velvet.example">support@velvet.example</a> adresine yazın.</p>',
  },
}

export const COMPANY_SITES = [
  { name: 'Velvet Divas', url: 'https://velvet.example' },
  { name: 'Velvet Chads', url: 'https://chads.velvet.example' },
  { name: 'Velvet Live', url: 'https://live.velvet.example' },
  { name: 'Velvet Studios', url: 'https://studios.velvet.example' },
  { name: 'Velvet Creators', url: 'https://creators.velvet.example' },
] as const
