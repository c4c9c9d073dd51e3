/** Lazily loaded screens of the posts feature, the components of their routes. */
import { getRouteApi } from '@tanstack/react-router'
import { createElement } from 'react'
import { usernameFromParam } from '../../lib/creator-href'
import { PostScreen } from './post-screen'

const singlePost = getRouteApi('/shell/gated/$username/post/$postId')

/** The single post page; its route has checked both parameters. */
export function SinglePostScreen() {
  const { postId, username } = singlePost.useParams()
  return createElement(PostScreen, { postId: Number(postId), username: usernameFromParam(username) ?? '' })
}
