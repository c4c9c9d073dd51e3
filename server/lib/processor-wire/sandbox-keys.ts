import { createHmac } from 'node:crypto'

export const SANDBOX_FLAVOURS = ['test', 'inovio', 'ryvyl', 'ccbill', 'mercadopago', 'astropay', 'nowpayments'] as const
export type SandboxFlavour = (typeof SANDBOX_FLAVOURS)[number]

/**
 * The secret the sandbox processor signs a flavour's callbacks with, and our driver in sandbox mode
 * checks them with: both sides derive it from the server's token secret, as a merchant and a
 * processor would share a key from the processor's dashboard.
 */
export function sandboxSecret(serverKey: string, flavour: SandboxFlavour): string {
  return createHmac('sha256', serverKey).update(`velvet sandbox processor ${flavour}`).digest('hex')
}

/** The CCBill sandbox's "salt" for formDigest (CCBill's salts are 24 hex characters). */
export function sandboxCcbillSalt(serverKey: string): string {
  return sandboxSecret(serverKey, 'ccbill').slice(0, 24)
}
