/** The sandbox payment processor as the server sees it: created, its routes registered, its callbacks sent. */
export { WIDGET_INTEGRITY } from './assets'
export { type CallbackTransport, createNotifier, type Notifier } from './notifier'
export type { CheckoutRow, SandboxCardRow } from './repository'
export { sandboxRoutes } from './routes'
export { type Authorization, createSandbox, type Sandbox } from './service'
