/** Age assurance: what the visitor's region asks and whether they passed, and starting a check. */
import { endpoint } from '../endpoint'
import {
  AgeCheckQuerySchema,
  AgeCheckStateSchema,
  StartAgeCheckBodySchema,
  StartedAgeCheckSchema,
} from '../schemas/age-check'
import { itemEnvelope } from '../schemas/common'

export const ageCheck = endpoint({
  method: 'GET',
  path: '/api/age_check',
  query: AgeCheckQuerySchema,
  response: itemEnvelope(AgeCheckStateSchema),
})

/** Starts a check with one of the region's methods; the answer says where the visitor goes to take it. */
export const startAgeCheck = endpoint({
  method: 'POST',
  path: '/api/age_check/attempts',
  query: AgeCheckQuerySchema,
  body: StartAgeCheckBodySchema,
  response: StartedAgeCheckSchema,
})
