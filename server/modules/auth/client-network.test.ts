import { describe, expect, it } from 'vitest'
import { networkHash, networkOf } from './client-network'

describe('networkOf', () => {
  it('takes the /24 of an IPv4 address, also when it comes IPv4-mapped', () => {
    expect(networkOf('203.0.113.7')).toBe('203.0.113.0/24')
    expect(networkOf('203.0.113.250')).toBe(networkOf('203.0.113.7'))
    expect(networkOf('::ffff:203.0.113.7')).toBe('203.0.113.0/24')
    expect(networkOf('203.0.114.7')).not.toBe(networkOf('203.0.113.7'))
  })

  it('takes the /64 of an IPv6 address, however it is written', () => {
    expect(networkOf('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3:8d3::/64')
    expect(networkOf('2001:0db8:85a3:08d3::1')).toBe('2001:db8:85a3:8d3::/64')
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(networkOf('::1')).toBe('0:0:0:0::/64')
    expect(networkOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
  })

  it('stores a hash, never the network', () => {
    expect(networkHash('203.0.113.0/24')).toMatch(/^[0-9a-f]{64}$/)
    expect(networkHash('203.0.113.0/24')).not.toContain('203')
  })
})
