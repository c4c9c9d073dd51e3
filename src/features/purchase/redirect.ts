/**
 * Following a redirect instruction: `get` navigates (inside the app without a reload,
 * anywhere else with one), `post` builds a hidden form with the fields (or params) and submits it,
 * `script` is the processor's widget, embedded by the screen. Anything else is an error.
 */
import type { RedirectInstruction } from '../../../contract/schemas/payment'

/** Paths the app itself shows; every other URL (the processor's pages) is left to the browser. */
const APP_PATHS = /^\/(payment\/\d+\/result(_ccbill)?|dashboard|home|purchase\/|login)/

export type Navigate = (href: string) => void

function withParams(url: string, params: Record<string, string> | undefined): string {
  if (!params || Object.keys(params).length === 0) return url
  const target = new URL(url, window.location.href)
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value)
  return target.origin === window.location.origin ? target.pathname + target.search : target.toString()
}

export function isAppPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && APP_PATHS.test(url)
}

export function goTo(url: string, navigate: Navigate): void {
  if (isAppPath(url)) navigate(url)
  else window.location.assign(url)
}

export function postForm(url: string, fields: Record<string, string>): void {
  const form = document.createElement('form')
  form.method = 'POST'
  form.action = url
  form.hidden = true
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input')
    input.type = 'hidden'
    input.name = name
    input.value = value
    form.appendChild(input)
  }
  document.body.appendChild(form)
  form.submit()
}

/** Follows a get or post redirect; a script one is handed back for the screen to embed. */
export function followRedirect(redirect: RedirectInstruction, navigate: Navigate): 'left' | 'script' {
  switch (redirect.method) {
    case 'get':
      goTo(withParams(redirect.url, redirect.params), navigate)
      return 'left'
    case 'post':
      postForm(redirect.url, redirect.fields ?? redirect.params ?? {})
      return 'left'
    case 'script':
      return 'script'
    default:
      throw new Error(`unknown redirect method ${String((redirect as { method: unknown }).method)}`)
  }
}
