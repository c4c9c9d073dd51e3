import { scryptSync } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password'

describe('password hashing', () => {
  it('stores scrypt with its parameters and a random salt', async () => {
    const first = await hashPassword('correct horse battery')
    const second = await hashPassword('correct horse battery')
    expect(first).toMatch(/^scrypt\$N=32768,r=8,p=1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/)
    expect(second).not.toBe(first)
  })

  it('verifies the right password only, and the same text in another Unicode form', async () => {
    const stored = await hashPassword('Cafe\u0301 au lait')
    expect(await verifyPassword('Cafe\u0301 au lait', stored)).toBe(true)
    expect(await verifyPassword('Café au lait', stored)).toBe(true)
    expect(await verifyPassword('cafe au lait', stored)).toBe(false)
  })

  it('uses the parameters stored with each hash, and refuses broken ones', async () => {
    const salt = Buffer.from('0123456789abcdef')
    const key = scryptSync('x', salt, 32, { N: 1024, r: 8, p: 1 })
    const older = `scrypt$N=1024,r=8,p=1$${salt.toString('base64')}$${key.toString('base64')}`
    expect(await verifyPassword('x', older)).toBe(true)
    expect(await verifyPassword('y', older)).toBe(false)
    expect(await verifyPassword('x', older.replace('N=1024', 'N=2048'))).toBe(false)
    expect(await verifyPassword('x', 'plain-text')).toBe(false)
    expect(await verifyPassword('x', 'scrypt$N=1073741824,r=8,p=1$AAAA$AAAA')).toBe(false)
    expect(await verifyAgainstDummy('anything')).toBe(false)
  })
})
