import { describe, expect, it } from 'vitest'
import { classifyRequest, isNavigationAllowed } from './routing-rules'

const ORIGIN = 'https://velvet.example'
const kind = (path: string, method = 'GET', destination = '') =>
  classifyRequest(new URL(path, ORIGIN), method, destination, ORIGIN)

describe('classifyRequest', () => {
  it.each([
    ['/api/celebrities?page=2&lang=en', 'public-api'],
    ['/api/carousels?site_type=chads', 'public-api'],
    ['/api/languages', 'public-api'],
  ])('serves the public list %s from cache when offline', (path, expected) => {
    expect(kind(path)).toBe(expected)
  })

  it.each([
    '/api/auth/refresh',
    '/api/payments/12',
    '/api/purchase_options?country_id=INT',
    '/api/paylink?username=a&hash=b',
    '/api/payments?page=2&include=user_credit_card',
    '/api/currencies',
    '/api/addons',
    '/api/country_subdivisions?country_id=3',
    '/api/tokens/balance',
    '/api/subscriptions',
    '/api/users/me',
    '/api/videos/12/playback',
    '/api/watch_progress',
    '/api/movie_favorites',
    '/api/movie_likes?page=2',
  ])('never caches the private or money endpoint %s', (path) => {
    expect(kind(path)).toBe('network-only')
  })

  it("keeps the player's code (not precached) so downloads play offline, and nothing else of the assets", () => {
    expect(kind('/assets/hls.light-B8x2kP0q.js', 'GET', 'script')).toBe('player-code')
    expect(kind('/assets/hls.light-B8x2kP0q.js', 'GET', '')).toBe('player-code')
    expect(kind('/assets/watch-screen-x1.js', 'GET', 'script')).toBe('other')
    expect(kind('/media/stream/1/2/sig/hls.js')).toBe('stream')
  })

  it('never caches writes, whatever the path', () => {
    expect(kind('/api/celebrities', 'POST')).toBe('network-only')
    expect(kind('/api/post_likes', 'POST')).toBe('network-only')
  })

  it('treats artwork and image requests as images', () => {
    expect(kind('/media/art/v1/avatar/divas/3-AB/small.webp')).toBe('image')
    expect(kind('/icons/icon-192.png', 'GET', 'image')).toBe('image')
    // A paid picture signed for the viewer: its URL is stable for hours, so it is kept for offline reading.
    expect(kind('/media/locked/114/1795449600/g9qBDsjb8_3KwLdlREn3yRi6DaDxFBP6x48-pu5nDC0/small.webp')).toBe('image')
  })

  it('keeps video streams out of the caches', () => {
    expect(kind('/media/hls/trailer-1/index.m3u8')).toBe('stream')
    expect(kind('/media/hls/trailer-1/segment_000.ts')).toBe('stream')
    expect(kind('/media/stream/12/1795340000/c2ln/master.m3u8')).toBe('stream')
    // Hover previews are fetched with range requests, which a cache would answer badly.
    expect(kind('/media/previews/preview-1.mp4')).toBe('stream')
  })

  it('does not cache unknown API paths', () => {
    expect(kind('/api/something_new')).toBe('network-only')
  })
})

describe('isNavigationAllowed', () => {
  it('answers app pages with the shell', () => {
    expect(isNavigationAllowed('/home')).toBe(true)
    expect(isNavigationAllowed('/lunavale/post/12')).toBe(true)
    expect(isNavigationAllowed('/videos/3/watch')).toBe(true)
    expect(isNavigationAllowed('/age-check')).toBe(true)
  })

  it('lets the API, media, the worker itself, legal pages and the sandbox providers through to the network', () => {
    for (const path of [
      '/api/health',
      '/media/art/v1/x',
      '/sw.js',
      '/manifest.webmanifest',
      '/legals/terms/en.html',
      '/sandbox-processor/pay/chk_1',
      '/age-check-sandbox',
      '/enter',
    ]) {
      expect(isNavigationAllowed(path)).toBe(false)
    }
  })
})
