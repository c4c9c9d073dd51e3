/** After a refused session refresh the page reloads as a guest's: it says why, once. */
import { Trans } from '@lingui/react/macro'
import { useEffect } from 'react'
import { takeSessionEndedNotice } from '../../api/session-manager'
import { showToast } from '../../ui/toast'

/** Longer than a confirmation's 3 s: the page has just reloaded under the user's eyes. */
const NOTICE_MS = 8000

export function SessionEndedNotice() {
  useEffect(() => {
    if (takeSessionEndedNotice()) showToast(<Trans>Your session has ended. Log in again to continue.</Trans>, NOTICE_MS)
  }, [])
  return null
}
