import { describe, expect, it } from 'vitest'
import { movieIndexHref, subscribeHref } from './links'

describe('watch links', () => {
  it('filters the movie index by category, tag and group', () => {
    expect(movieIndexHref({ category_id: 3 })).toBe('/videos?category_id=3')
    expect(movieIndexHref({ tag_id: 12 })).toBe('/videos?tag_id=12')
    expect(movieIndexHref({ group_id: 7 })).toBe('/videos?group_id=7')
  })

  it('sends subscribe links to purchase.subscription, with the webstar or the legacy plan', () => {
    expect(subscribeHref()).toBe('/subscribe')
    expect(subscribeHref({ webstar: 'lunavale' })).toBe('/subscribe?webstar=lunavale')
    expect(subscribeHref({ plan: 42 })).toBe('/subscribe?plan=42')
    expect(subscribeHref({ plan: null, webstar: null })).toBe('/subscribe')
  })
})
