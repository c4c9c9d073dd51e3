import { Trans } from '@lingui/react/macro'
import { Button } from '../../ui/button'
import { FormNotice } from '../../ui/form/fields'
import styles from './checkout.module.css'

/** Tokens go to an account's wallet: a guest logs in or registers first. */
export function TokensNeedAccount({ onLogin }: { onLogin: (email: string, mode?: 'login' | 'register') => void }) {
  return (
    <div className={styles.formBody}>
      <FormNotice>
        <Trans>Tokens are added to your account's wallet. Log in or create an account to buy them.</Trans>
      </FormNotice>
      <Button size="large" block onClick={() => onLogin('', 'login')}>
        <Trans>Log in</Trans>
      </Button>
      <Button variant="secondary" size="large" block onClick={() => onLogin('', 'register')}>
        <Trans>Create an account</Trans>
      </Button>
    </div>
  )
}
