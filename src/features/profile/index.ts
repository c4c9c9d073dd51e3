export { creatorProfileQuery, profileKeys, readProfile } from './queries'
