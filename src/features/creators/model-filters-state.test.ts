import { describe, expect, it } from 'vitest'
import type { Filter } from '../../../contract/schemas/filter'
import {
  currentValueOf,
  effectiveFilterValues,
  filterStrings,
  pickFilterParams,
  withFilterValue,
} from './model-filters-state'

/** A filter as the API describes it; each choice is [id, title, value]. */
function filter(
  head: Pick<Filter, 'tag' | 'id' | 'name' | 'title' | 'value'>,
  choices: [number, string, string][] = [],
): Filter {
  return { ...head, filter_items: choices.map(([id, title, value]) => ({ id, title, value })) }
}

const FILTERS: Filter[] = [
  filter({ tag: 'radio', id: 1, name: 'order_by', title: 'Sort by', value: 'popular' }, [
    [1, 'Most popular', 'popular'],
    [2, 'Newest', 'newest'],
  ]),
  filter({ tag: 'main', id: 2, name: 'verified', title: 'Verified only', value: '1' }),
  filter({ tag: 'select', id: 4, name: 'category_id', title: 'Category', value: '' }, [
    [0, 'All categories', ''],
    [7, 'Outdoor', '7'],
  ]),
]

describe('model filters', () => {
  it('reads plain name=value pairs from the URL and leaves the theme and paging out', () => {
    expect(
      pickFilterParams({
        verified: 1,
        category_id: 7,
        chat: true,
        site_type: 'chads',
        page: 2,
        'bad-name': 'x',
        o: {},
      }),
    ).toEqual({ verified: 1, category_id: 7, chat: 'true' })
    expect(filterStrings({ verified: 1, order_by: 'newest' })).toEqual({ verified: '1', order_by: 'newest' })
  })

  it('sends only filters the API described, with values they allow', () => {
    expect(effectiveFilterValues(FILTERS, {})).toEqual({ order_by: 'popular' })
    expect(effectiveFilterValues(FILTERS, { order_by: 'newest', verified: '1', category_id: '7', evil: 'x' })).toEqual({
      order_by: 'newest',
      verified: '1',
      category_id: '7',
    })
    expect(effectiveFilterValues(FILTERS, { order_by: 'drop table', verified: 'yes', category_id: '99' })).toEqual({
      order_by: 'popular',
    })
  })

  it('gives each filter its current value', () => {
    const [radio, main, select] = FILTERS as [Filter, Filter, Filter]
    expect(currentValueOf(radio, {})).toBe('popular')
    expect(currentValueOf(main, { verified: '1' })).toBe('1')
    expect(currentValueOf(main, {})).toBe('')
    expect(currentValueOf(select, { category_id: '7' })).toBe('7')
  })

  it('writes a change back to the URL, dropping defaults and keeping digits as numbers', () => {
    const [radio, main, select] = FILTERS as [Filter, Filter, Filter]
    expect(withFilterValue({ order_by: 'newest' }, radio, 'popular')).toEqual({})
    expect(withFilterValue({}, main, '1')).toEqual({ verified: 1 })
    expect(withFilterValue({ verified: '1' }, main, '')).toEqual({})
    expect(withFilterValue({ verified: '1' }, select, '7')).toEqual({ verified: 1, category_id: 7 })
  })
})
