/**
 * The social sign-ins: each offered provider with the endpoints it is reached at.
 * With the provider's own credentials (TWITTER_*, GOOGLE_*) those are the provider's; without them
 * the sandbox identity provider (server/modules/identity-sandbox) stands in at its configured base
 * URL, reached over HTTP the same way, so the sign-in code path is the live one. Identities from the
 * sandbox are kept apart from real ones (`sandbox_twitter`), so no sandbox account can ever take a
 * real provider's user id.
 */
import type { Config, SocialProviderName } from '../../config'

export type SocialEndpoints = { authorize: string; token: string; profile: string }

export type SocialProvider = {
  name: SocialProviderName
  clientId: string
  clientSecret: string
  endpoints: SocialEndpoints
  scopes: string[]
  /** What social_accounts.provider records for its users: the provider, or its sandbox stand-in. */
  identityNamespace: string
  /** Extra parameters of the authorisation URL (Google's `prompt`). */
  extraParams: Record<string, string>
}

/** The providers' own endpoints (X's OAuth 2.0 with PKCE; Google's OpenID Connect). */
const LIVE: Record<SocialProviderName, SocialEndpoints> = {
  twitter: {
    authorize: 'https://x.com/i/oauth2/authorize',
    token: 'https://api.x.com/2/oauth2/token',
    profile: 'https://api.x.com/2/users/me',
  },
  google: {
    authorize: 'https://accounts.google.com/o/oauth2/v2/auth',
    token: 'https://oauth2.googleapis.com/token',
    profile: 'https://openidconnect.googleapis.com/v1/userinfo',
  },
}

const SCOPES: Record<SocialProviderName, string[]> = {
  twitter: ['users.read', 'tweet.read'],
  google: ['openid', 'profile'],
}

const EXTRA: Record<SocialProviderName, Record<string, string>> = {
  twitter: {},
  google: { prompt: 'select_account' },
}

/** The sandbox's endpoints for a provider, under its base URL. */
export function sandboxEndpoints(base: string, name: SocialProviderName): SocialEndpoints {
  return { authorize: `${base}/${name}/authorize`, token: `${base}/${name}/token`, profile: `${base}/${name}/me` }
}

/** The sandbox's client: one id, and a secret only this server knows (derived from its key). */
export const SANDBOX_CLIENT_ID = 'velvet-sandbox'

export function socialProviders(config: Config, sandboxClientSecret: string): SocialProvider[] {
  return config.socialLogin.flatMap((name): SocialProvider[] => {
    const live = config.oauth[name]
    const common = { name, scopes: SCOPES[name], extraParams: EXTRA[name] }
    if (live) return [{ ...common, ...live, endpoints: LIVE[name], identityNamespace: name }]
    if (!config.socialSandboxUrl) return []
    return [
      {
        ...common,
        clientId: SANDBOX_CLIENT_ID,
        clientSecret: sandboxClientSecret,
        endpoints: sandboxEndpoints(config.socialSandboxUrl, name),
        identityNamespace: `sandbox_${name}`,
      },
    ]
  })
}
