import { index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core'
import { countries } from './countries'

/** States and provinces for the billing form (bill_addr_state holds the code). */
export const countrySubdivisions = pgTable(
  'country_subdivisions',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
  },
  (t) => [
    unique('country_subdivisions_code_unique').on(t.countryId, t.code),
    index('country_subdivisions_name_idx').on(t.countryId, t.name),
  ],
)
