/**
 * `npm start`: builds the app when dist/ is missing or older than the sources, then runs the
 * server in production mode (embedded PostgreSQL and demo seed unless DATABASE_URL is set).
 */
import { ensureBuild } from './ensure-build.mjs'

ensureBuild()
process.env.NODE_ENV ??= 'production'
const { register } = await import('tsx/esm/api')
register()
await import('../server/main.ts')
