/** The welcome modal shown right after a new registration. */
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { useSession } from '../../api/use-session'
import { Button } from '../../ui/button'
import { Dialog } from '../../ui/dialog'

const WELCOME_KEY = 'velvet.welcome-pending'

export function markWelcomePending(): void {
  try {
    sessionStorage.setItem(WELCOME_KEY, '1')
  } catch {
    // Without session storage the welcome is simply skipped.
  }
}

export function clearWelcomePending(): void {
  takeWelcomePending()
}

function takeWelcomePending(): boolean {
  try {
    const pending = sessionStorage.getItem(WELCOME_KEY) === '1'
    sessionStorage.removeItem(WELCOME_KEY)
    return pending
  } catch {
    return false
  }
}

export function WelcomeDialog() {
  const { t } = useLingui()
  const session = useSession()
  const [isOpen, setIsOpen] = useState(false)
  const userId = session.user?.id
  useEffect(() => {
    if (userId !== undefined && takeWelcomePending()) setIsOpen(true)
  }, [userId])
  const username = session.user?.username ?? ''
  return (
    <Dialog
      isOpen={isOpen && session.status === 'user'}
      onClose={() => setIsOpen(false)}
      closeLabel={t`Close`}
      title={<Trans>Welcome to Velvet, {username}!</Trans>}
      actions={
        <Button onClick={() => setIsOpen(false)}>
          <Trans>Start exploring</Trans>
        </Button>
      }
    >
      <Trans>
        Your account is ready. We sent you an e-mail to confirm your address: open it when you can. Follow creators to
        see their new posts first.
      </Trans>
    </Dialog>
  )
}
