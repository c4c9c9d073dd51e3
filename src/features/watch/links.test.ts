import { describe, expect, it } from 'vitest'
import { movieListHref, subscribeHref } from './links'

describe('watch links', () => {
  it('sends category, tag and group to the video search, and a model to the movie index', () => {
    expect(movieListHref({ category_id: 3 })).toBe('/videos/search?category_id=3')
    expect(movieListHref({ tag_id: 12 })).toBe('/videos/search?tag_id=12')
    expect(movieListHref({ group_id: 7 })).toBe('/videos/search?group_id=7')
    expect(movieListHref({ model_id: 5 })).toBe('/videos?model_id=5')
  })

  it('sends subscribe links to purchase.subscription, with the webstar or the legacy plan', () => {
    expect(subscribeHref()).toBe('/subscribe')
    expect(subscribeHref({ webstar: 'lunavale' })).toBe('/subscribe?webstar=lunavale')
    expect(subscribeHref({ plan: 42 })).toBe('/subscribe?plan=42')
    expect(subscribeHref({ plan: null, webstar: null })).toBe('/subscribe')
  })
})
