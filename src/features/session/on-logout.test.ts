import { afterEach, describe, expect, it } from 'vitest'
import '../watch'
import { hasProgressEntries, ownerKey, writeProgressEntry } from '../watch/watch-storage'
import { rememberIntent, takeIntent } from './after-login'
import { onLogout, wipeOnLogout } from './on-logout'

afterEach(() => localStorage.clear())

describe('the logout wipe', () => {
  it('runs every registered cleanup, even after one fails, and forgets the waiting action', async () => {
    const ran: string[] = []
    const removeFailing = onLogout(() => {
      throw new Error('storage gone')
    })
    const removeLater = onLogout(() => ran.push('later'))
    rememberIntent('movie_like', 'movie:7')
    await wipeOnLogout(null)
    removeFailing()
    removeLater()
    expect(ran).toEqual(['later'])
    expect(takeIntent('movie:7')).toBeUndefined()
  })

  it('forgets where the user stopped in each movie, which the watch feature registers', async () => {
    const movie = {
      id: 3,
      name: 'Movie 3',
      length: 600,
      is_hd: true,
      public_thumbnail_image_path: { small: '', large: '' },
    }
    writeProgressEntry(ownerKey(5), movie, 120)
    expect(hasProgressEntries(5)).toBe(true)
    await wipeOnLogout(null)
    expect(hasProgressEntries(5)).toBe(false)
  })
})
