/** video.watch: /videos/{id}/watch. The screen and hls.js load with this route only. */
import { createRoute, notFound } from '@tanstack/react-router'
import * as v from 'valibot'
import { IdParamSchema } from '../../contract/schemas/fields'
import { getPreferences } from '../api/preferences'
import { prepareWatchPage, startWatchPage } from '../features/watch'
import { lazyScreen } from './lazy-screen'
import { gatedRoute } from './shell'

/** This route's addresses (path below). */
const WATCH_PATH = /^\/videos\/([^/]+)\/watch\/?$/

/**
 * Called by the boot with the page's address, before the words and the first render: a watch page's
 * screen and hls.js download, and its movie is asked for, beside them instead of after them (issue
 * 13: on fast 4G the router reached this route's loader about half a second after the app's code had
 * run). An address that is no movie's starts nothing: the route shows its 404.
 */
export function startWatchRoute(pathname: string): void {
  const id = v.safeParse(IdParamSchema, WATCH_PATH.exec(pathname)?.[1])
  if (id.success) startWatchPage(id.output, getPreferences())
}

export const watchRoute = createRoute({
  getParentRoute: () => gatedRoute,
  path: '/videos/$id/watch',
  params: {
    parse: ({ id }) => {
      const parsed = v.safeParse(IdParamSchema, id)
      // Not a movie id: the 404 screen, not a failed request.
      if (!parsed.success) throw notFound()
      return { id: parsed.output }
    },
    stringify: ({ id }) => ({ id: String(id) }),
  },
  loader: ({ context, params }) => {
    // Started, not awaited: the page shows its skeleton at once (or the saved movie offline), while
    // its words, the movie, the playback URL, hls.js and the first playlists load side by side.
    prepareWatchPage(context.queryClient, params.id, getPreferences())
  },
  component: lazyScreen(() => import('../features/watch/screens'), 'WatchScreen'),
})
