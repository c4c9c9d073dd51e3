import { QueryClient } from '@tanstack/react-query'
import { createElement, Fragment, type ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { requireUser } from '../routes/guards'
import { createAppRouter } from './router'

function PassThrough({ children }: { children: ReactNode }) {
  return createElement(Fragment, null, children)
}

describe("a member's pages", () => {
  it('are never rendered by the server, which knows no session: the browser renders them', () => {
    const router = createAppRouter({
      context: {
        queryClient: new QueryClient(),
        preferences: () => ({ locale: 'en', siteType: 'divas' }),
        chooseSiteType: () => {},
        mustPassAgeGate: () => false,
        isAgeCheckOwed: async () => false,
        isServer: false,
        origin: 'https://velvet.test',
      },
      Wrap: PassThrough,
    })
    const membersOnly = Object.values(router.routesById).filter((route) => route.options.beforeLoad === requireUser)
    expect(membersOnly.length).toBeGreaterThan(5)
    const rendered = membersOnly.filter((route) => route.options.ssr !== false).map((route) => route.fullPath)
    expect(rendered).toEqual([])
  })
})
