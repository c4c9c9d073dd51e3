/** The installed app's manifest: shortcuts, share target and launch handling, in each language. */
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { readMessages } from '../../scripts/po.mjs'
import { manifestFor } from './manifest'
import { MANIFEST_TEXTS, manifestTranslator } from './manifest-texts'

const ROOT = path.resolve(import.meta.dirname, '../..')
const english = manifestFor('en', (key) => MANIFEST_TEXTS[key].id)

describe('the web app manifest', () => {
  it('offers Home, Videos, My chat and Tokens as shortcuts of the installed icon', () => {
    expect(english.shortcuts?.map(({ name, short_name, url }) => ({ name, short_name, url }))).toEqual([
      { name: 'Home', short_name: 'Home', url: '/home' },
      { name: 'Videos', short_name: 'Videos', url: '/videos' },
      { name: 'My chat', short_name: 'My chat', url: '/chats' },
      { name: 'Tokens', short_name: 'Tokens', url: '/tokens' },
    ])
    for (const shortcut of english.shortcuts ?? []) expect(shortcut.icons?.[0]?.src).toBe('/icons/icon-192.png')
  })

  it('is a share target: a GET to /share with the title, text and url of what was shared', () => {
    expect(english.share_target).toEqual({
      action: '/share',
      method: 'GET',
      enctype: 'application/x-www-form-urlencoded',
      params: { title: 'title', text: 'text', url: 'url' },
    })
  })

  it('opens links in the window already open, else as the platform does', () => {
    expect(english.launch_handler).toEqual({ client_mode: ['navigate-existing', 'auto'] })
  })

  it.each([
    ['es', ['Inicio', 'Vídeos', 'Mi chat', 'Fichas']],
    ['pt', ['Início', 'Vídeos', 'Meu chat', 'Fichas']],
    ['tr', ['Ana sayfa', 'Videolar', 'Sohbetim', 'Jetonlar']],
  ])('names the shortcuts in %s from its catalog, and keeps the rest as in English', (locale, names) => {
    const catalog = readMessages(path.join(ROOT, 'src/locales', locale, 'messages.po'))
    const localised = manifestFor(locale, manifestTranslator(catalog))
    expect(localised.lang).toBe(locale)
    expect(localised.shortcuts?.map((shortcut) => shortcut.name)).toEqual(names)
    expect(localised.shortcuts?.map((shortcut) => shortcut.url)).toEqual(['/home', '/videos', '/chats', '/tokens'])
    expect(localised.description).not.toBe(english.description)
    expect(localised.share_target).toEqual(english.share_target)
    expect(localised.launch_handler).toEqual(english.launch_handler)
    expect(localised.id).toBe('/')
  })
})
