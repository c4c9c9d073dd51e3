import { describe, expect, it } from 'vitest'
import { actionForKey } from './shortcuts'

function press(key: string, target: EventTarget | null = document.body, modifiers: Partial<KeyboardEventInit> = {}) {
  return actionForKey({
    key,
    ctrlKey: modifiers.ctrlKey ?? false,
    metaKey: modifiers.metaKey ?? false,
    altKey: modifiers.altKey ?? false,
    target,
  })
}

describe('actionForKey', () => {
  it('maps the player keys', () => {
    expect(press(' ')).toEqual({ type: 'toggle-play' })
    expect(press('k')).toEqual({ type: 'toggle-play' })
    expect(press('K')).toEqual({ type: 'toggle-play' })
    expect(press('f')).toEqual({ type: 'toggle-fullscreen' })
    expect(press('m')).toEqual({ type: 'toggle-mute' })
    expect(press('p')).toEqual({ type: 'toggle-pip' })
    expect(press('ArrowLeft')).toEqual({ type: 'seek-by', seconds: -5 })
    expect(press('ArrowRight')).toEqual({ type: 'seek-by', seconds: 5 })
    expect(press('j')).toEqual({ type: 'seek-by', seconds: -10 })
    expect(press('l')).toEqual({ type: 'seek-by', seconds: 10 })
    expect(press('ArrowUp')).toEqual({ type: 'volume-by', delta: 0.1 })
    expect(press('ArrowDown')).toEqual({ type: 'volume-by', delta: -0.1 })
    expect(press('0')).toEqual({ type: 'seek-to-share', share: 0 })
    expect(press('7')).toEqual({ type: 'seek-to-share', share: 0.7 })
    expect(press('?')).toEqual({ type: 'show-shortcuts' })
    expect(press('x')).toBeNull()
  })

  it('never takes keys from text fields', () => {
    for (const tag of ['input', 'textarea', 'select']) {
      const field = document.createElement(tag)
      expect(press('k', field)).toBeNull()
      expect(press(' ', field)).toBeNull()
      expect(press('ArrowLeft', field)).toBeNull()
    }
    const editable = document.createElement('div')
    editable.contentEditable = 'true'
    document.body.append(editable)
    expect(press('f', editable)).toBeNull()
    editable.remove()
  })

  it('leaves Space to a focused button but still answers letter keys there', () => {
    const button = document.createElement('button')
    expect(press(' ', button)).toBeNull()
    expect(press('Enter', button)).toBeNull()
    expect(press('k', button)).toEqual({ type: 'toggle-play' })
  })

  it('leaves arrows to a focused slider and keys to an open dialog', () => {
    const slider = document.createElement('div')
    slider.setAttribute('role', 'slider')
    expect(press('ArrowLeft', slider)).toBeNull()
    expect(press('k', slider)).toEqual({ type: 'toggle-play' })
    const dialog = document.createElement('dialog')
    dialog.setAttribute('open', '')
    const inside = document.createElement('button')
    dialog.append(inside)
    document.body.append(dialog)
    expect(press('f', inside)).toBeNull()
    dialog.remove()
  })

  it('ignores browser and system shortcuts', () => {
    expect(press('f', document.body, { ctrlKey: true })).toBeNull()
    expect(press('l', document.body, { metaKey: true })).toBeNull()
    expect(press('ArrowLeft', document.body, { altKey: true })).toBeNull()
  })
})
