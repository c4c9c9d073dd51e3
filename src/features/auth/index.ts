export { LoginRequiredDialog } from './login-required-dialog'
