import { createHash } from 'node:crypto'
import { isIPv4, isIPv6 } from 'node:net'

/**
 * The network an address belongs to, as login rules see it: the /24 of an IPv4 address, the /64
 * of an IPv6 one (a home or office connection changes its last bits, rarely more). An
 * IPv4-mapped IPv6 address counts as its IPv4 address.
 */
export function networkOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)
  const address = mapped?.[1] ?? ip
  if (isIPv4(address)) return `${address.split('.').slice(0, 3).join('.')}.0/24`
  if (isIPv6(address)) return `${expandIPv6(address).slice(0, 4).join(':')}::/64`
  return `other:${address}`
}

function expandIPv6(address: string): string[] {
  const [head = '', tail] = address.split('%')[0]?.split('::') ?? []
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const missing = tail === undefined ? 0 : 8 - left.length - right.length
  return [...left, ...Array.from({ length: missing }, () => '0'), ...right].map((group) =>
    Number.parseInt(group || '0', 16).toString(16),
  )
}

/** What is stored of a network: never the address itself. */
export function networkHash(network: string): string {
  return createHash('sha256').update(`velvet login network:${network}`).digest('hex')
}
