import { describe, expect, it } from 'vitest'
import { creatorKeys, nextWebstarsPage, WEBSTARS_ASSUMED_PAGES } from './queries'

describe('nextWebstarsPage (the webstars stop rules)', () => {
  it('starts with page 1', () => {
    expect(nextWebstarsPage(undefined)).toBe(1)
  })

  it('assumes 3 pages before the first response says how many there are', () => {
    expect(WEBSTARS_ASSUMED_PAGES).toBe(3)
    expect(nextWebstarsPage({ currentPage: 1, count: 18 })).toBe(2)
    expect(nextWebstarsPage({ currentPage: 2, count: 18 })).toBe(3)
    expect(nextWebstarsPage({ currentPage: 3, count: 18 })).toBeUndefined()
  })

  it('stops when the current page reaches total_pages', () => {
    expect(nextWebstarsPage({ currentPage: 4, totalPages: 5, count: 18 })).toBe(5)
    expect(nextWebstarsPage({ currentPage: 5, totalPages: 5, count: 18 })).toBeUndefined()
    expect(nextWebstarsPage({ currentPage: 1, totalPages: 1, count: 18 })).toBeUndefined()
  })

  it('stops when a page returns fewer than 18 creators, whatever total_pages says', () => {
    expect(nextWebstarsPage({ currentPage: 1, totalPages: 9, count: 17 })).toBeUndefined()
    expect(nextWebstarsPage({ currentPage: 2, totalPages: 9, count: 0 })).toBeUndefined()
  })
})

describe('creatorKeys', () => {
  const divas = { locale: 'en', siteType: 'divas' } as const
  it('keys every list by language and theme, so a change of either loads again', () => {
    expect(creatorKeys.outstanding(divas)).not.toEqual(creatorKeys.outstanding({ ...divas, siteType: 'chads' }))
    expect(creatorKeys.models(divas, {})).not.toEqual(creatorKeys.models({ ...divas, locale: 'tr' }, {}))
  })

  it('keeps the followed section apart per viewer and the same search apart per time', () => {
    expect(creatorKeys.webstars(divas, 'followed', 1)).not.toEqual(creatorKeys.webstars(divas, 'followed', 2))
    expect(creatorKeys.search(divas, 'luna', 1)).not.toEqual(creatorKeys.search(divas, 'luna', 2))
  })

  it('starts every key with the persisted root', () => {
    expect(creatorKeys.webstars(divas, 'not-followed', null)[0]).toBe('creators')
  })
})
