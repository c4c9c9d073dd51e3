import type { Locale } from '../../../../contract/languages'
import type { CarouselLine } from '../../../../contract/schemas/carousel'
import type { SiteType } from '../../../../contract/site-types'

export type SlideSeed = { site: SiteType; url: string; content: Record<Locale, CarouselLine[]> }

function lines(eyebrow: string, title: string, subtitle: string, cta: string, color?: string): CarouselLine[] {
  return [
    { text: eyebrow, style: { variant: 'eyebrow', ...(color ? { color } : {}) } },
    { text: title, style: { variant: 'title' } },
    { text: subtitle, style: { variant: 'subtitle' } },
    { text: cta, style: { variant: 'cta' } },
  ]
}

const SLIDES: {
  url: string
  accent: Record<SiteType, string>
  content: Record<Locale, [string, string, string, string]>
}[] = [
  {
    url: '/videos',
    accent: { divas: '#FF6FB5', chads: '#39C2FF' },
    content: {
      en: [
        'New this week',
        'Over 500 scenes, 10 new every month',
        'Full-length, HD and ready to stream on any screen.',
        'Browse videos',
      ],
      es: [
        'Nuevo esta semana',
        'Más de 500 escenas, 10 nuevas cada mes',
        'Completas, en HD y listas para ver en cualquier pantalla.',
        'Ver vídeos',
      ],
      pt: [
        'Novidades da semana',
        'Mais de 500 cenas, 10 novas por mês',
        'Completas, em HD e prontas para assistir em qualquer tela.',
        'Ver vídeos',
      ],
      tr: [
        'Bu hafta yeni',
        '500’den fazla sahne, her ay 10 yeni',
        'Tam uzunlukta, HD ve her ekranda izlemeye hazır.',
        'Videolara göz at',
      ],
    },
  },
  {
    url: '/webstars/',
    accent: { divas: '#FFC2DD', chads: '#9AD7FF' },
    content: {
      en: [
        'Creators',
        'Follow the creators you love',
        'Their posts land in your feed the moment they publish.',
        'Discover creators',
      ],
      es: [
        'Creadores',
        'Sigue a los creadores que te gustan',
        'Sus publicaciones llegan a tu muro en cuanto las publican.',
        'Descubrir creadores',
      ],
      pt: [
        'Criadores',
        'Siga os criadores que você ama',
        'Os posts deles chegam ao seu mural assim que são publicados.',
        'Descobrir criadores',
      ],
      tr: [
        'İçerik üreticileri',
        'Sevdiğin içerik üreticilerini takip et',
        'Gönderileri yayınlandıkları anda akışına düşer.',
        'Keşfet',
      ],
    },
  },
  {
    url: '/outstandings',
    accent: { divas: '#FF9A6B', chads: '#1FD1B2' },
    content: {
      en: [
        'Trending',
        'This month’s outstanding creators',
        'Hand-picked by our editors, updated every week.',
        'See who is trending',
      ],
      es: [
        'Tendencia',
        'Los creadores destacados del mes',
        'Elegidos por nuestro equipo, actualizados cada semana.',
        'Ver tendencias',
      ],
      pt: [
        'Em alta',
        'Os criadores em destaque do mês',
        'Escolhidos pela nossa equipe, atualizados toda semana.',
        'Ver quem está em alta',
      ],
      tr: [
        'Trend',
        'Ayın öne çıkan içerik üreticileri',
        'Editörlerimiz tarafından seçilir, her hafta güncellenir.',
        'Trendleri gör',
      ],
    },
  },
  {
    url: 'https://creators.velvet.example/',
    accent: { divas: '#B44CFF', chads: '#5B6CFF' },
    content: {
      en: [
        'For creators',
        'Turn your audience into a community',
        'Subscriptions, tips and video calls, paid out every week.',
        'Open the creators’ panel',
      ],
      es: [
        'Para creadores',
        'Convierte a tu audiencia en una comunidad',
        'Suscripciones, propinas y videollamadas, pagadas cada semana.',
        'Abrir el panel de creadores',
      ],
      pt: [
        'Para criadores',
        'Transforme seu público em uma comunidade',
        'Assinaturas, gorjetas e chamadas de vídeo, pagas toda semana.',
        'Abrir o painel de criadores',
      ],
      tr: [
        'İçerik üreticileri için',
        'Kitleni bir topluluğa dönüştür',
        'Abonelikler, bahşişler ve görüntülü aramalar, her hafta ödenir.',
        'Üretici panelini aç',
      ],
    },
  },
]

export function carouselSlides(): SlideSeed[] {
  const out: SlideSeed[] = []
  for (const site of ['divas', 'chads'] as const) {
    for (const slide of SLIDES) {
      const content = Object.fromEntries(
        Object.entries(slide.content).map(([locale, texts]) => [locale, lines(...texts, slide.accent[site])]),
      ) as Record<Locale, CarouselLine[]>
      out.push({ site, url: slide.url, content })
    }
  }
  return out
}
