import { customType } from 'drizzle-orm/pg-core'

/** Raw bytes: node-postgres reads and writes `bytea` as a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' })
