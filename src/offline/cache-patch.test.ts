import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { itemWith, patchCachedItem } from './cache-patch'

type Item = { id: number; liked: boolean }
const isItem = itemWith('liked')
const like = (item: Item): Item => ({ ...item, liked: true })

describe('patchCachedItem', () => {
  it('changes the item wherever it is cached under the key: alone, in a list, a page and infinite pages', () => {
    const queryClient = new QueryClient()
    queryClient.setQueryData(['things', 'one'], { id: 7, liked: false })
    queryClient.setQueryData(
      ['things', 'list'],
      [
        { id: 7, liked: false },
        { id: 8, liked: false },
      ],
    )
    queryClient.setQueryData(['things', 'page'], { data: [{ id: 7, liked: false }], meta: {} })
    queryClient.setQueryData(['things', 'infinite'], {
      pages: [{ data: [{ id: 8, liked: false }] }, { data: [{ id: 7, liked: false }] }],
      pageParams: [1, 2],
    })
    queryClient.setQueryData(['others'], { id: 7, liked: false })
    patchCachedItem(queryClient, ['things'], isItem, 7, like)
    expect(queryClient.getQueryData(['things', 'one'])).toEqual({ id: 7, liked: true })
    expect(queryClient.getQueryData(['things', 'list'])).toEqual([
      { id: 7, liked: true },
      { id: 8, liked: false },
    ])
    expect(queryClient.getQueryData(['things', 'page'])).toEqual({ data: [{ id: 7, liked: true }], meta: {} })
    expect(queryClient.getQueryData(['things', 'infinite'])).toEqual({
      pages: [{ data: [{ id: 8, liked: false }] }, { data: [{ id: 7, liked: true }] }],
      pageParams: [1, 2],
    })
    expect(queryClient.getQueryData(['others'])).toEqual({ id: 7, liked: false })
  })

  it('leaves alone what has the id but is not that kind of item', () => {
    const queryClient = new QueryClient()
    queryClient.setQueryData(['things', 'comment'], { id: 7, text: 'hi' })
    patchCachedItem(queryClient, ['things'], isItem, 7, like)
    expect(queryClient.getQueryData(['things', 'comment'])).toEqual({ id: 7, text: 'hi' })
  })
})
