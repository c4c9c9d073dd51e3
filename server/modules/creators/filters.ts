/**
 * The models grid's filters with their titles in the four interface languages, from the server's
 * catalog.
 * Each filter's `name` is a query parameter of GET /api/models (contract ModelGridQuerySchema).
 */
import type { Locale } from '../../../contract/languages'
import type { ModelOrder } from '../../../contract/schemas/creator'
import type { Filter } from '../../../contract/schemas/filter'
import { serverText } from '../../lib/i18n'

const TITLES = {
  sort: /*i18n*/ { id: 'Sort by' },
  popular: /*i18n*/ { id: 'Most popular' },
  newest: /*i18n*/ { id: 'Newest' },
  name: /*i18n*/ { id: 'Name (A–Z)' },
  verified: /*i18n*/ { id: 'Verified only' },
  chat: /*i18n*/ { id: 'Chat available' },
  category: /*i18n*/ { id: 'Category' },
  anyCategory: /*i18n*/ { id: 'All categories' },
}

const ORDERS: { value: ModelOrder; title: keyof typeof TITLES }[] = [
  { value: 'popular', title: 'popular' },
  { value: 'newest', title: 'newest' },
  { value: 'name', title: 'name' },
]

export function buildModelFilters(locale: Locale, categories: { id: number; name: string }[]): Filter[] {
  const t = serverText(locale)
  return [
    {
      tag: 'radio',
      id: 1,
      name: 'order_by',
      title: t(TITLES.sort),
      value: 'popular',
      filter_items: ORDERS.map((order, index) => ({
        id: index + 1,
        title: t(TITLES[order.title]),
        value: order.value,
      })),
    },
    { tag: 'main', id: 2, name: 'verified', title: t(TITLES.verified), value: '1', filter_items: [] },
    { tag: 'main', id: 3, name: 'chat', title: t(TITLES.chat), value: '1', filter_items: [] },
    {
      tag: 'select',
      id: 4,
      name: 'category_id',
      title: t(TITLES.category),
      value: '',
      filter_items: [
        { id: 0, title: t(TITLES.anyCategory), value: '' },
        ...categories.map((category) => ({ id: category.id, title: category.name, value: String(category.id) })),
      ],
    },
  ]
}
