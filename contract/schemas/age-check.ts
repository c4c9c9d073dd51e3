/**
 * Age assurance where a region's law asks for more than the click-through gate: the methods a check
 * can use, what the app is told about the visitor (required here? passed? how?) and how a check is
 * started. The result itself is the server's: the app never tells it whether the visitor passed.
 */
import * as v from 'valibot'
import { CommonQueryEntries, itemEnvelope } from './common'
import { picklistField } from './fields'

/** `estimation`: a face's age estimated (with liveness); `document`: an identity document checked. */
export const AGE_CHECK_METHODS = ['estimation', 'document'] as const
export type AgeCheckMethod = (typeof AGE_CHECK_METHODS)[number]

/** How sure the result is: a liveness-checked estimation, or an authenticated document. */
export const ASSURANCE_LEVELS = ['substantial', 'high'] as const
export type AssuranceLevel = (typeof ASSURANCE_LEVELS)[number]

/** A check's state: waiting for the provider, or its outcome (`unsure`: the provider could not tell). */
export const AGE_CHECK_STATUSES = ['pending', 'passed', 'failed', 'unsure', 'canceled'] as const
export type AgeCheckStatus = (typeof AGE_CHECK_STATUSES)[number]

/** The app's check screen; the server sends visitors back to it from a provider. */
export const AGE_CHECK_PATH = '/age-check'

/** The sandbox provider's own pages (it stands for another site): never the app's. */
export const AGE_CHECK_SANDBOX_PATH = '/age-check-sandbox'

export const AgeCheckResultSchema = v.object({
  method: v.picklist(AGE_CHECK_METHODS),
  level: v.picklist(ASSURANCE_LEVELS),
  verified_at: v.string(),
  expires_at: v.string(),
})

export const AgeCheckStateSchema = v.object({
  /** The visitor's region asks for an age check before adult content. */
  required: v.boolean(),
  /** The region the server placed the visitor in (`GB`, `US-TX`), when it knows one. */
  region: v.nullable(v.string()),
  /** The methods the region accepts that this server can offer, in the order to offer them. */
  methods: v.array(v.picklist(AGE_CHECK_METHODS)),
  /** A valid result covers this device (or this account): content is open. */
  passed: v.boolean(),
  result: v.nullable(AgeCheckResultSchema),
  /** The latest check started on this device, when there is one: what to say after it. */
  attempt: v.nullable(v.object({ status: v.picklist(AGE_CHECK_STATUSES), method: v.picklist(AGE_CHECK_METHODS) })),
})
export type AgeCheckState = v.InferOutput<typeof AgeCheckStateSchema>

export const StartAgeCheckBodySchema = v.strictObject({
  method: picklistField(AGE_CHECK_METHODS),
  /** Where the app takes the visitor once the check has passed: a path of the app. */
  return_to: v.optional(v.pipe(v.string(), v.maxLength(500, 'max_length'), v.regex(/^\/(?![/\\])/, 'invalid'))),
})

export const StartedAgeCheckSchema = itemEnvelope(v.object({ redirect_url: v.string() }))

export const AgeCheckQuerySchema = v.strictObject(CommonQueryEntries)
