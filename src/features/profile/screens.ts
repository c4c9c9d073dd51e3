/** Lazily loaded screens of the profile feature, the components of their routes. */
import { getRouteApi } from '@tanstack/react-router'
import { createElement } from 'react'
import { usernameFromParam } from '../../lib/creator-href'
import { withBrowseCatalog } from '../language'
import { ProfileScreen } from './profile-screen'

const byUsername = getRouteApi('/shell/gated/$username')
const byId = getRouteApi('/shell/gated/models/$id/profile')

export const ProfileByUsernameScreen = withBrowseCatalog(function ProfileByUsername() {
  const { username } = byUsername.useParams()
  return createElement(ProfileScreen, { profileRef: { username: usernameFromParam(username) ?? '' } })
})

export const ProfileByIdScreen = withBrowseCatalog(function ProfileById() {
  const { id } = byId.useParams()
  return createElement(ProfileScreen, { profileRef: { id: Number(id) } })
})
