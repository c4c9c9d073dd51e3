/** Copies a link to the clipboard and says in a toast whether it worked. */
import { useLingui } from '@lingui/react/macro'
import { showToast } from './toast'

export function useCopyLink(): (url: string) => Promise<void> {
  const { t } = useLingui()
  return async (url) => {
    try {
      await navigator.clipboard.writeText(url)
      showToast(t`Link copied`)
    } catch {
      showToast(t`The link could not be copied.`)
    }
  }
}
