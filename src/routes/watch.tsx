/** video.watch: /videos/{id}/watch. The screen and hls.js load with this route only. */
import { createRoute, notFound } from '@tanstack/react-router'
import * as v from 'valibot'
import { IdParamSchema } from '../../contract/schemas/fields'
import { movieQuery, prepareWatchPage, readWatchPage } from '../features/watch'
import { lazyScreen } from './lazy-screen'
import { movieFacts, pageHead } from './page-head'
import { gatedRoute } from './shell'

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
  loader: async ({ context, params }) => {
    // The server renders the page with its movie. In the browser they start, not awaited: the page
    // shows its skeleton at once (or the saved movie offline), while its words, the movie, the
    // playback URL, hls.js and the first playlists load side by side.
    if (context.isServer) await readWatchPage(context.queryClient, params.id, context.preferences())
    else prepareWatchPage(context.queryClient, params.id, context.preferences())
    const movie = context.queryClient.getQueryData(movieQuery(params.id, context.preferences()).queryKey)
    return movie ? movieFacts(movie, `/videos/${params.id}/watch`) : undefined
  },
  head: ({ loaderData, match }) => pageHead(loaderData, match.context.origin),
  component: lazyScreen('watch', 'WatchScreen'),
})
