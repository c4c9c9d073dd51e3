/**
 * Every endpoint as a named export, one file per domain. Named exports (not one object) let the
 * app's bundler keep only the schemas a screen's chunk really uses.
 */
export * from './accounts'
export * from './age-check'
export * from './calls'
export * from './chat'
export * from './content'
export * from './core'
export * from './downloads'
export * from './passkeys'
export * from './purchase'
export * from './push'
export * from './reports'
export * from './sign-in'
export * from './social'
export * from './subscriptions'
export * from './wallet'
