import { describe, expect, it } from 'vitest'
import { enterTarget } from './static-app'

const HOST = 'velvet.example'

describe("enterTarget (the gate's Enter without JavaScript)", () => {
  it("goes to the gate's redirect when sent from the gate", () => {
    expect(enterTarget(`https://${HOST}/?redirect=%2Fvideos%3Fpage%3D2`, HOST)).toBe('/videos?page=2')
  })

  it('goes back to the page it was sent from', () => {
    expect(enterTarget(`https://${HOST}/celebrities?x=1`, HOST)).toBe('/celebrities?x=1')
  })

  it('goes home without a referer, from another site, or towards another site', () => {
    expect(enterTarget(undefined, HOST)).toBe('/home')
    expect(enterTarget(`https://${HOST}/`, HOST)).toBe('/home')
    expect(enterTarget('https://evil.example/videos', HOST)).toBe('/home')
    expect(enterTarget(`https://${HOST}/?redirect=%2F%2Fevil.example`, HOST)).toBe('/home')
    expect(enterTarget(`https://${HOST}/?redirect=https%3A%2F%2Fevil.example`, HOST)).toBe('/home')
    expect(enterTarget('not a url', HOST)).toBe('/home')
  })
})
