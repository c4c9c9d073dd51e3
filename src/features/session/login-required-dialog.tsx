import { Trans, useLingui } from '@lingui/react/macro'
import { useRouterState } from '@tanstack/react-router'
import { AppLink } from '../../ui/app-link'
import { buttonClass } from '../../ui/button'
import { Dialog, useOpenedOnce } from '../../ui/dialog'
import { loginHrefFrom } from './after-login'

type Props = {
  isOpen: boolean
  onClose: () => void
  /** Called as the guest goes to log in (e.g. to remember what they wanted to do). */
  onLogIn?: () => void
}

/** What a guest sees on an action that needs an account: back or log in. */
export function LoginRequiredDialog(props: Props) {
  // Nothing until first opened, not even the router subscription: every card of a feed has one.
  return useOpenedOnce(props.isOpen) ? <LoginPrompt {...props} /> : null
}

function LoginPrompt({ isOpen, onClose, onLogIn }: Props) {
  const { t } = useLingui()
  const here = useRouterState({ select: (state) => state.location.href })
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      closeLabel={t`Close`}
      title={<Trans>Log in to continue</Trans>}
      actions={
        <>
          <button type="button" className={buttonClass({ variant: 'secondary' })} onClick={onClose}>
            <Trans>Back</Trans>
          </button>
          <AppLink className={buttonClass()} href={loginHrefFrom(here)} onClick={onLogIn}>
            <Trans>Log in</Trans>
          </AppLink>
        </>
      }
    >
      <Trans>You need an account to like, comment and send tokens. It only takes a minute.</Trans>
    </Dialog>
  )
}
