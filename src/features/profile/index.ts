export { creatorProfileQuery, type ProfileRef, profileKeys, readProfile } from './queries'
