export { useLastLanguageMutation } from './queries'
