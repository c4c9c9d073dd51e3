/** Model profiles and single posts: /{username}, /@{username}, /models/{id}/profile, /{username}/post/{post}. */
import { createRoute, notFound, redirect } from '@tanstack/react-router'
import * as v from 'valibot'
import { isReservedUsername } from '../../contract/reserved-usernames'
import { creatorProfileQuery, type ProfileRef } from '../features/creators'
import { postQuery } from '../features/posts'
import { readProfile } from '../features/profile'
import { usernameFromParam } from '../lib/creator-href'
import { lazyScreen } from './lazy-screen'
import { creatorFacts, pageHead, postFacts } from './page-head'
import type { RouterContext } from './root'
import { readForScreen } from './screen-data'
import { gatedRoute } from './shell'

/** A profile is shown in its creator's theme: on the server the page is rendered in it. */
function themeOf(context: RouterContext) {
  return { get: context.preferences, chooseSiteType: context.chooseSiteType }
}

/** A profile's head: the creator as read for the page (by username or id), at their canonical address. */
function profileFacts(context: RouterContext, ref: ProfileRef) {
  const creator = context.queryClient.getQueryData(creatorProfileQuery(ref, context.preferences()).queryKey)
  if (!creator) return undefined
  return creatorFacts(creator, creator.username ? `/${creator.username}` : `/models/${creator.id}/profile`)
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
  loader: async ({ context, params }) => {
    const ref = { username: usernameFromParam(params.username) ?? '' }
    await readForScreen(context, [readProfile(context.queryClient, ref, themeOf(context))])
    return profileFacts(context, ref)
  },
  head: ({ loaderData, match }) => pageHead(loaderData, match.context.origin),
  component: lazyScreen('profile', 'ProfileByUsernameScreen'),
})

export const profileByIdRoute = createRoute({
  getParentRoute: () => gatedRoute,
  path: '/models/$id/profile',
  beforeLoad: ({ params }) => {
    if (!v.is(IdSchema, params.id)) throw notFound()
  },
  loader: async ({ context, params }) => {
    const ref = { id: Number(params.id) }
    await readForScreen(context, [readProfile(context.queryClient, ref, themeOf(context))])
    return profileFacts(context, ref)
  },
  head: ({ loaderData, match }) => pageHead(loaderData, match.context.origin),
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
    const post = context.queryClient.getQueryData(postQuery(Number(params.postId), context.preferences()).queryKey)
    const creator = post?.webstar?.data
    const handle = creator ? (creator.username?.toLowerCase() ?? String(creator.id)) : undefined
    // Opened under another creator's address, the page moves to its owner's (as the screen does in the browser).
    if (context.isServer && handle && handle !== usernameFromParam(params.username))
      throw redirect({ to: '/$username/post/$postId', params: { username: handle, postId: params.postId } })
    return post && handle ? postFacts(post, `/${handle}/post/${params.postId}`) : undefined
  },
  head: ({ loaderData, match }) => pageHead(loaderData, match.context.origin),
  component: lazyScreen('posts', 'SinglePostScreen'),
})
