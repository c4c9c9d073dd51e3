/** The sandbox age check's pages in the four interface languages, from the server's catalog. */
import type { Locale } from '../../../../contract/languages'
import { catalogTranslator } from '../../../lib/i18n'

const MESSAGES = {
  sandbox: /*i18n*/ { id: 'Sandbox: no real age check happens' },
  brand: /*i18n*/ { id: 'Velvet Sandbox Age Check' },
  estimationTitle: /*i18n*/ { id: 'Age estimation' },
  estimationText: /*i18n*/ {
    id: 'A real provider would estimate your age from a selfie, with a liveness check, and keep no picture. Choose what the estimation finds:',
  },
  documentTitle: /*i18n*/ { id: 'Document check' },
  documentText: /*i18n*/ {
    id: 'A real provider would check an identity document and a selfie, and keep neither. Choose what the check finds:',
  },
  estimationPass: /*i18n*/ { id: 'Estimated over 25: pass' },
  estimationFail: /*i18n*/ { id: 'Estimated under 18: fail' },
  estimationUnsure: /*i18n*/ { id: 'Cannot tell: unsure' },
  documentPass: /*i18n*/ { id: 'Valid document, over 18: pass' },
  documentFail: /*i18n*/ { id: 'Document shows under 18: fail' },
  cancel: /*i18n*/ { id: 'Cancel and go back' },
  expired: /*i18n*/ { id: 'This age check page has expired or was not made by the site. Go back and start again.' },
  back: /*i18n*/ { id: 'Back to the site' },
}

type Key = keyof typeof MESSAGES

export type Translate = (key: Key) => string

export const translator: (locale: Locale) => Translate = catalogTranslator(MESSAGES)
