/**
 * Why the last session ended, when it ended because someone else used it (the server refused it as
 * stolen: its refresh token came from two devices). Shown on the sign-in screens until the next
 * sign-in, so the owner understands the sign-out and knows what to do.
 */
import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import { readSignOutNotice } from '../../api/session'
import { FormNotice } from '../../ui/form/fields'

export function SignOutNotice() {
  const [notice] = useState(readSignOutNotice)
  if (notice !== 'stolen') return null
  return (
    <FormNotice>
      <Trans>
        For your safety we signed you out everywhere: your session was used on another device at the same time. We have
        sent you an e-mail. If that was not you, change your password once you are signed in.
      </Trans>
    </FormNotice>
  )
}
