/**
 * The passkeys' relying party: the RP ID credentials are bound to and the origins whose answers
 * are accepted. Configured (WEBAUTHN_RP_ID, WEBAUTHN_ORIGIN) in a deployment; unset, the host and
 * origin each request was made to, so the demo works on whatever name it is reached by. A browser
 * writes the page's real origin into every answer, so a request claiming another host can only
 * make the server expect an origin that no victim's browser will sign for.
 */
import type { FastifyRequest } from 'fastify'
import type { Config } from '../../config'

/** Shown by the browser and the authenticator when a passkey is created. */
export const RP_NAME = 'Velvet'

export type RelyingParty = { id: string; origins: string[] }

export function relyingPartyFor(
  config: Config['passkeys'],
  request: Pick<FastifyRequest, 'protocol' | 'host' | 'hostname'>,
): RelyingParty {
  return {
    id: config.rpId ?? request.hostname.toLowerCase(),
    origins: config.origins ?? [`${request.protocol}://${request.host}`],
  }
}
