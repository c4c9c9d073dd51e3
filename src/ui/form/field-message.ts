import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/**
 * Turns a field-message key into a sentence in the user's language. Keys come
 * from the valibot schemas and from the server's `issues`; anything else is shown as it is
 * (a server message already in the user's language).
 */
export function fieldMessageText(i18n: I18n, encoded: string, label: string): string {
  const [key, requirement = ''] = encoded.split('|')
  const n = requirement
  switch (key) {
    case 'required':
      return i18n._(msg`${label} is required.`)
    case 'accepted':
      return i18n._(msg`You must accept this to continue.`)
    case 'email':
      return i18n._(msg`Enter a valid e-mail address.`)
    case 'same_as':
      return i18n._(msg`This does not match.`)
    case 'not_in_use':
      return i18n._(msg`This is already in use.`)
    case 'captcha':
      return i18n._(msg`Please confirm you are not a robot.`)
    case 'email_username':
      return i18n._(msg`Enter your e-mail or username.`)
    case 'min_length':
      return i18n._(msg`Use at least ${n} characters.`)
    case 'max_length':
      return i18n._(msg`Use at most ${n} characters.`)
    case 'min_value':
      return i18n._(msg`The minimum is ${n}.`)
    case 'max_value':
      return i18n._(msg`The maximum is ${n}.`)
    case 'integer':
      return i18n._(msg`Enter a whole number.`)
    case 'username_format':
      return i18n._(msg`Use only lowercase letters, numbers, dots and underscores.`)
    case 'password_common':
      return i18n._(msg`This password is too common. Choose another one.`)
    case 'one_of':
    case 'invalid':
      return i18n._(msg`This value is not valid.`)
    default:
      return encoded
  }
}
