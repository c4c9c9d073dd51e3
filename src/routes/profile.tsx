/** Model profiles and single posts: /{username}, /@{username}, /models/{id}/profile, /{username}/post/{post}. */
import { createRoute, notFound } from '@tanstack/react-router'
import * as v from 'valibot'
import { isReservedUsername } from '../../contract/reserved-usernames'
import { lazyScreen } from './lazy-screen'
import { gatedRoute } from './shell'

const ProfileScreen = lazyScreen<{ profileRef: { username: string } | { id: number } }>(
  () => import('../features/profile/screens'),
  'ProfileScreen',
)
const PostScreen = lazyScreen<{ postId: number; username: string }>(
  () => import('../features/posts/screens'),
  'PostScreen',
)

/** "@luna" and "luna" name the same creator (route model.username is written with a leading @). */
export function usernameFromParam(param: string): string | null {
  const username = param.replace(/^@/, '').toLowerCase()
  return /^[a-z0-9_.]{1,64}$/.test(username) ? username : null
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
  component: function ProfileByUsername() {
    const { username } = profileByUsernameRoute.useParams()
    return <ProfileScreen profileRef={{ username: usernameFromParam(username) ?? '' }} />
  },
})

export const profileByIdRoute = createRoute({
  getParentRoute: () => gatedRoute,
  path: '/models/$id/profile',
  beforeLoad: ({ params }) => {
    if (!v.is(IdSchema, params.id)) throw notFound()
  },
  component: function ProfileById() {
    const { id } = profileByIdRoute.useParams()
    return <ProfileScreen profileRef={{ id: Number(id) }} />
  },
})

export const singlePostRoute = createRoute({
  getParentRoute: () => gatedRoute,
  path: '/$username/post/$postId',
  beforeLoad: ({ params }) => {
    if (!usernameFromParam(params.username) || !v.is(IdSchema, params.postId)) throw notFound()
  },
  component: function SinglePost() {
    const { postId, username } = singlePostRoute.useParams()
    return <PostScreen postId={Number(postId)} username={usernameFromParam(username) ?? ''} />
  },
})
