/**
 * Renewals charge a subscription's saved card when its period ends: above both payments (which
 * record and settle the charge) and subscriptions (which grant the next period), so neither has to
 * import the other's way back.
 */
export type { RenewalsContext } from './context'
export { defineRenewalJobs } from './jobs'
