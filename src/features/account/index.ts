export { saveLastLanguage } from './queries'
