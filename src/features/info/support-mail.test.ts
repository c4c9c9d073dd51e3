import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { buildMailto, GuestSupportSchema, SignedInSupportSchema } from './support-mail'

describe('buildMailto', () => {
  it('encodes subject and body for a mail client (spaces as %20, lines kept)', () => {
    const url = buildMailto('support@velvet.example', 'Help: tokens & more', 'Line one\nLine two')
    expect(url).toBe('mailto:support@velvet.example?subject=Help%3A%20tokens%20%26%20more&body=Line%20one%0ALine%20two')
  })
})

describe('support form schemas', () => {
  const message = 'My payment did not go through.'

  it('asks a guest for name and a valid e-mail', () => {
    expect(v.safeParse(GuestSupportSchema, { name: '', email: 'x', topic: 'payments', message }).success).toBe(false)
    expect(
      v.safeParse(GuestSupportSchema, { name: 'Ana', email: 'ana@example.com', topic: 'payments', message }).success,
    ).toBe(true)
  })

  it('does not ask a signed-in user who they are, but still needs a topic and a message', () => {
    expect(v.safeParse(SignedInSupportSchema, { name: '', email: '', topic: 'payments', message }).success).toBe(true)
    expect(v.safeParse(SignedInSupportSchema, { name: '', email: '', topic: '', message: 'short' }).success).toBe(false)
  })
})
