/**
 * The models grid's filters with their titles in the four interface languages.
 * Each filter's `name` is a query parameter of GET /api/models (contract ModelGridQuerySchema).
 */
import type { Locale } from '../../../contract/languages'
import type { ModelOrder } from '../../../contract/schemas/creator'
import type { Filter } from '../../../contract/schemas/filter'

type Text = Record<Locale, string>

const TITLES = {
  sort: { en: 'Sort by', es: 'Ordenar por', pt: 'Ordenar por', tr: 'Sırala' },
  popular: { en: 'Most popular', es: 'Más populares', pt: 'Mais populares', tr: 'En popüler' },
  newest: { en: 'Newest', es: 'Más recientes', pt: 'Mais recentes', tr: 'En yeni' },
  name: { en: 'Name (A–Z)', es: 'Nombre (A–Z)', pt: 'Nome (A–Z)', tr: 'İsim (A–Z)' },
  verified: { en: 'Verified only', es: 'Solo verificados', pt: 'Somente verificados', tr: 'Yalnızca doğrulanmış' },
  chat: { en: 'Chat available', es: 'Con chat', pt: 'Com chat', tr: 'Sohbet açık' },
  category: { en: 'Category', es: 'Categoría', pt: 'Categoria', tr: 'Kategori' },
  anyCategory: { en: 'All categories', es: 'Todas las categorías', pt: 'Todas as categorias', tr: 'Tüm kategoriler' },
} satisfies Record<string, Text>

const ORDERS: { value: ModelOrder; title: keyof typeof TITLES }[] = [
  { value: 'popular', title: 'popular' },
  { value: 'newest', title: 'newest' },
  { value: 'name', title: 'name' },
]

export function buildModelFilters(locale: Locale, categories: { id: number; name: string }[]): Filter[] {
  return [
    {
      tag: 'radio',
      id: 1,
      name: 'order_by',
      title: TITLES.sort[locale],
      value: 'popular',
      filter_items: ORDERS.map((order, index) => ({
        id: index + 1,
        title: TITLES[order.title][locale],
        value: order.value,
      })),
    },
    { tag: 'main', id: 2, name: 'verified', title: TITLES.verified[locale], value: '1', filter_items: [] },
    { tag: 'main', id: 3, name: 'chat', title: TITLES.chat[locale], value: '1', filter_items: [] },
    {
      tag: 'select',
      id: 4,
      name: 'category_id',
      title: TITLES.category[locale],
      value: '',
      filter_items: [
        { id: 0, title: TITLES.anyCategory[locale], value: '' },
        ...categories.map((category) => ({ id: category.id, title: category.name, value: String(category.id) })),
      ],
    },
  ]
}
