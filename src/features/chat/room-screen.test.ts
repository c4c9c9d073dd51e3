import { describe, expect, it } from 'vitest'
import { chatRoomUrl } from './room-screen'

describe('chatRoomUrl', () => {
  it("opens the room's path on the chat host with the token and the message id", () => {
    expect(chatRoomUrl('https://chat.velvet.example', 'a1b2', 'p.s', '7')).toBe(
      'https://chat.velvet.example/room/a1b2?token=p.s&mid=7',
    )
  })

  it('leaves the message id out when there is none, and escapes what it puts in the path', () => {
    expect(chatRoomUrl('https://chat.velvet.example/app', 'a/b', 't', undefined)).toBe(
      'https://chat.velvet.example/app/room/a%2Fb?token=t',
    )
  })
})
