/**
 * The providers this server offers, in the order they are preferred: a live one switched on by its
 * keys first, then the sandbox (the demo's and the tests', never in production).
 */
import type { AgeCheckMethod } from '../../../../contract/schemas/age-check'
import type { AgeAssuranceConfig } from '../../../config'
import { createSandboxProvider } from './sandbox'
import type { AgeCheckProvider, ProviderKey } from './types'
import { createYotiProvider } from './yoti'

export type Providers = {
  /** The provider a check with `method` goes to; undefined when none offers it. */
  forMethod: (method: AgeCheckMethod) => AgeCheckProvider | undefined
  byKey: (key: string) => AgeCheckProvider | undefined
  /** Every method some provider offers. */
  methods: ReadonlySet<AgeCheckMethod>
}

export function createProviders(
  config: Pick<AgeAssuranceConfig, 'sandbox' | 'yoti'>,
  deps: { sandboxKey: string; fetch?: typeof fetch },
): Providers {
  const list: AgeCheckProvider[] = [
    ...(config.yoti ? [createYotiProvider(config.yoti, deps.fetch)] : []),
    ...(config.sandbox ? [createSandboxProvider(deps.sandboxKey)] : []),
  ]
  const keys = new Map<string, AgeCheckProvider>(list.map((provider) => [provider.key satisfies ProviderKey, provider]))
  return {
    forMethod: (method) => list.find((provider) => provider.methods.includes(method)),
    byKey: (key) => keys.get(key),
    methods: new Set(list.flatMap((provider) => provider.methods)),
  }
}
