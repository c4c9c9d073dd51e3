/**
 * The session layer every feature builds on: the app configuration, the signed-in user, the login
 * prompt and the action that waits for it, the captcha, the server's field errors and the logout wipe.
 */
export { forgetIntent, loginHrefFrom, rememberIntent, takeIntent } from './after-login'
export { appConfigQuery } from './app-config'
export { CaptchaField, type CaptchaHandle } from './captcha-field'
export { FormCaptcha } from './form-captcha'
export { LoginRequiredDialog } from './login-required-dialog'
export { meKey, meQuery, withSessionUser } from './me-query'
export { onLogout, wipeOnLogout } from './on-logout'
export { applyServerErrors } from './server-errors'
export { type SubmitFailure, useFormSubmit } from './use-form-submit'
export { useOutboxToggle } from './use-outbox-toggle'
