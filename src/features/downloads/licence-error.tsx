import { Trans } from '@lingui/react/macro'
import { isApiError } from '../../api/errors'

/** Why a download could not start, in the member's words. */
export function LicenceErrorText({ error }: { error: unknown }) {
  if (isApiError(error) && error.isNetwork) return <Trans>You are offline. Connect to download this video.</Trans>
  if (isApiError(error) && error.code === 'membership_required')
    return <Trans>Full videos are for members. Subscribe to download them.</Trans>
  if (isApiError(error) && error.code === 'not_downloadable') return <Trans>This video cannot be downloaded.</Trans>
  return <Trans>The download could not start. Try again.</Trans>
}
