/** Lazily loaded screens of the profile feature. */
export { ProfileScreen } from './profile-screen'
