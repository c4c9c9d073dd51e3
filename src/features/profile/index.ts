export { creatorProfileQuery, profileKeys } from './queries'
