/**
 * The sandbox payment processor as the server's composition sees it: created, its pages and
 * merchant API registered, its callbacks sent. No module imports it: merchants reach it over HTTP.
 */
export { sandboxApiRoutes } from './api-routes'
export { createNotifier, type Notifier } from './notifier'
export { sandboxRoutes } from './routes'
export { createSandbox, type Sandbox } from './service'
