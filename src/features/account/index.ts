export { meQuery, saveLastLanguage } from './queries'
