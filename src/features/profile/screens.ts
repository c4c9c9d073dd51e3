/** Lazily loaded screens of the profile feature. */
import { withBrowseCatalog } from '../language'
import { ProfileScreen as Profile } from './profile-screen'

export const ProfileScreen = withBrowseCatalog(Profile)
