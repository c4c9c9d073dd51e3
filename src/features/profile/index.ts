export { readProfile } from './queries'
