import { boolean, integer, pgEnum, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { DRIVER_FRONT_KEYS, PROCESSOR_KEYS } from '../../../contract/schemas/purchase'

export const paymentDriver = pgEnum('payment_driver', DRIVER_FRONT_KEYS)
export const cardProcessor = pgEnum('card_processor', PROCESSOR_KEYS)

/**
 * Ways to pay. `driver_front_key` picks the server driver and the app's
 * form; `processor` the card form of the inovio_pay driver. A method is offered in `countries`
 * (null: everywhere) and charges the country's currency when it is in `currencies`, else USD.
 */
export const paymentMethods = pgTable('payment_methods', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  imageUrl: text('image_url').notNull(),
  driverFrontKey: paymentDriver('driver_front_key').notNull(),
  processor: cardProcessor('processor'),
  recommended: boolean('recommended').notNull().default(false),
  position: integer('position').notNull().default(0),
  countries: text('countries').array(),
  currencies: text('currencies').array(),
  supportsPromotions: boolean('supports_promotions').notNull().default(true),
  /** Cards paid with it can be kept for one-click payments. */
  supportsOneClick: boolean('supports_one_click').notNull().default(false),
  /** The card form runs the device-data (3-D Secure) step first. */
  ddc: boolean('ddc').notNull().default(false),
  active: boolean('active').notNull().default(true),
})
