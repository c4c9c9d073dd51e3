/**
 * "Send the link again" for an address still to verify (POST send_verification_email), then that it
 * is on its way: the server answers the same whether or not a mail went out.
 */
import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import { Button } from '../../ui/button'
import { FormNotice } from '../../ui/form/fields'
import { useVerificationEmailMutation } from './queries'

export function ResendVerification({ email }: { email: string }) {
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent'>('idle')
  const sendVerificationEmail = useVerificationEmailMutation()
  return (
    <>
      {status === 'sent' ? (
        <FormNotice>
          <Trans>A new verification link is on its way to {email}.</Trans>
        </FormNotice>
      ) : null}
      <Button
        variant="secondary"
        size="large"
        block
        isLoading={status === 'sending'}
        onClick={async () => {
          setStatus('sending')
          await sendVerificationEmail.mutateAsync(email).catch(() => undefined)
          setStatus('sent')
        }}
      >
        <Trans>Send the link again</Trans>
      </Button>
    </>
  )
}
