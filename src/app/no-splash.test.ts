import { QueryClient } from '@tanstack/react-query'
import { createElement, Fragment, type ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { isNoSplashPath, NO_SPLASH_PATHS } from '../../contract/age-gate'
import { createAppRouter } from './router'

function PassThrough({ children }: { children: ReactNode }) {
  return createElement(Fragment, null, children)
}

describe('pages without the age gate', () => {
  it("are exactly the router's pages outside the gated routes, so the server opens the same ones", () => {
    const router = createAppRouter({
      context: {
        queryClient: new QueryClient(),
        preferences: () => ({ locale: 'en', siteType: 'divas' }),
        chooseSiteType: () => {},
        mustPassAgeGate: () => true,
        isAgeCheckOwed: async () => false,
        isServer: false,
        origin: 'https://velvet.test',
      },
      Wrap: PassThrough,
    })
    const ungated = Object.values(router.routesById)
      .filter((route) => route.parentRoute?.id === '/shell' && route.id !== '/shell/gated')
      .map((route) => route.fullPath)
    expect([...ungated].sort()).toEqual([...NO_SPLASH_PATHS].sort())
  })

  it('match with or without a trailing slash, and nothing else', () => {
    expect(isNoSplashPath('/verify')).toBe(true)
    expect(isNoSplashPath('/verify/')).toBe(true)
    expect(isNoSplashPath('/verify/x')).toBe(false)
    expect(isNoSplashPath('/home')).toBe(false)
    expect(isNoSplashPath('/')).toBe(false)
  })
})
