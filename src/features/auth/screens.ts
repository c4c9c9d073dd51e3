/** The feature's screens, loaded lazily by their routes (kept out of the first-load bundle). */
export { RecoverPasswordScreen, VerifyEmailScreen } from './email-link-screens'
export { LoginScreen } from './login-screen'
export { AccountDisabledScreen, LogoutScreen, SignedOutScreen, TokenLoginScreen } from './session-screens'
export { RegisterScreen, SignupChoiceScreen } from './signup-screens'
