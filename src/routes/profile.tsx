/** Model profiles and single posts: /{username}, /@{username}, /models/{id}/profile, /{username}/post/{post}. */
import { createRoute, notFound, redirect } from '@tanstack/react-router'
import * as v from 'valibot'
import { isReservedUsername } from '../../contract/reserved-usernames'
import { postQuery } from '../features/posts'
import { readProfile } from '../features/profile'
import { usernameFromParam } from '../lib/creator-href'
import { lazyScreen } from './lazy-screen'
import type { RouterContext } from './root'
import { readForScreen } from './screen-data'
import { gatedRoute } from './shell'

/** A profile is shown in its creator's theme: on the server the page is rendered in it. */
function themeOf(context: RouterContext) {
  return { get: context.preferences, chooseSiteType: context.chooseSiteType }
}

const IdSchema = v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number))

export const profileByUsernameRoute = createRoute({
  getParentRoute: () => gatedRoute,
  path: '/$username',
  beforeLoad: ({ params }) => {
    // Reserved names are the app's own pages (contract/reserved-usernames): never a creator's.
    const username = usernameFromParam(params.username)
    if (!username || isReservedUsername(username)) throw notFound()
  },
  loader: ({ context, params }) =>
    readForScreen(context, [
      readProfile(context.queryClient, { username: usernameFromParam(params.username) ?? '' }, themeOf(context)),
    ]),
  component: lazyScreen('profile', 'ProfileByUsernameScreen'),
})

export const profileByIdRoute = createRoute({
  getParentRoute: () => gatedRoute,
  path: '/models/$id/profile',
  beforeLoad: ({ params }) => {
    if (!v.is(IdSchema, params.id)) throw notFound()
  },
  loader: ({ context, params }) =>
    readForScreen(context, [readProfile(context.queryClient, { id: Number(params.id) }, themeOf(context))]),
  component: lazyScreen('profile', 'ProfileByIdScreen'),
})

export const singlePostRoute = createRoute({
  getParentRoute: () => gatedRoute,
  path: '/$username/post/$postId',
  beforeLoad: ({ params }) => {
    if (!usernameFromParam(params.username) || !v.is(IdSchema, params.postId)) throw notFound()
  },
  loader: async ({ context, params }) => {
    const read = context.queryClient.prefetchQuery(postQuery(Number(params.postId), context.preferences()))
    await readForScreen(context, [read])
    if (!context.isServer) return
    // Opened under another creator's address, the page moves to its owner's (as the screen does in the browser).
    const creator = context.queryClient.getQueryData(postQuery(Number(params.postId), context.preferences()).queryKey)
      ?.webstar?.data
    const handle = creator ? (creator.username?.toLowerCase() ?? String(creator.id)) : undefined
    if (handle && handle !== usernameFromParam(params.username))
      throw redirect({ to: '/$username/post/$postId', params: { username: handle, postId: params.postId } })
  },
  component: lazyScreen('posts', 'SinglePostScreen'),
})
