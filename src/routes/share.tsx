/**
 * /share, the installed app's share target (the manifest's `share_target`): a Velvet link to a
 * creator, a post or a video shared from another app opens its page here, in place of this one;
 * anything else gets a screen that says it is not a link Velvet opens.
 */
import { createRoute, redirect } from '@tanstack/react-router'
import * as v from 'valibot'
import type { SharedLink } from '../lib/shared-link'
import { lazyScreen } from './lazy-screen'
import { gatedRoute } from './shell'

const ShareScreen = lazyScreen<{ outcome: Exclude<SharedLink, { kind: 'open' }> }>('info', 'ShareScreen')

/** Each field as the sharing app sent it; anything unreadable counts as not sent. */
const SharedField = v.fallback(v.optional(v.pipe(v.string(), v.maxLength(4096))), undefined)
const ShareSearchSchema = v.object({ title: SharedField, text: SharedField, url: SharedField })

export const shareRoute = createRoute({
  getParentRoute: () => gatedRoute,
  // Opened by the installed app with what another app shared: the browser reads it, not the server.
  ssr: false,
  path: '/share',
  validateSearch: ShareSearchSchema,
  // The reading of what was shared comes with this page only.
  beforeLoad: async ({ search }) => {
    const { sharedLinkOf } = await import('../lib/shared-link')
    const outcome = sharedLinkOf(search, window.location.origin)
    if (outcome.kind === 'open') throw redirect({ href: outcome.href, replace: true })
    return { shared: outcome }
  },
  component: function Share() {
    return <ShareScreen outcome={shareRoute.useRouteContext().shared} />
  },
})
